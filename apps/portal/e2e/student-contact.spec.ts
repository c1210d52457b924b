import { expect, test } from './fixtures.ts';
import type { ContactDetails } from '@siwes/api';
import { goClientSide, signIn } from './support.ts';

test('the contact page shows the coordinator and fund offices of the contact file served beside the portal', async ({
  page,
}) => {
  await signIn(page, 'student');
  await page.getByRole('navigation', { name: 'Student menu' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/students/contact');
  const served = (await page.evaluate(async () => (await fetch('/contact.json')).json())) as ContactDetails;

  const coordinator = page.getByRole('region', { name: 'SIWES Coordinator' });
  await expect(coordinator).toContainText(served.coordinator.name);
  await expect(coordinator).toContainText(served.coordinator.office);
  await expect(coordinator.getByRole('link', { name: served.coordinator.email })).toHaveAttribute(
    'href',
    `mailto:${served.coordinator.email}`,
  );
  await expect(coordinator.getByRole('link', { name: served.coordinator.phone1 })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  for (const office of served.fundOffices) {
    await expect(page.getByRole('region', { name: office.name })).toContainText(office.address);
  }

  await goClientSide(page, '/students/message');
  await expect(page.getByRole('region', { name: 'SIWES Coordinator' })).toContainText(
    served.coordinator.name,
  );
});
