import { expect, test } from './fixtures.ts';
import { signIn } from './support.ts';

// The end-to-end server runs with SIWES_CONTACT_FILE=apps/portal/e2e/contact.e2e.json (playwright.config.ts).
test('the contact page shows the coordinator a deployer configured, not the demonstration one', async ({
  page,
}) => {
  await signIn(page, 'student');
  await page.getByRole('navigation', { name: 'Student menu' }).getByRole('link', { name: 'Contact' }).click();
  const coordinator = page.getByRole('region', { name: 'SIWES Coordinator' });
  await expect(coordinator).toContainText('Dr E2E Configured Coordinator');
  await expect(coordinator.getByRole('link', { name: '+234 000 000 0072' })).toHaveAttribute(
    'href',
    'tel:+2340000000072',
  );
  await expect(page.getByRole('region', { name: 'E2E area office' })).toContainText('7 Configured Road');
  await expect(page.getByText(/demonstration details/)).toHaveCount(0);
});
