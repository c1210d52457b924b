import { expect, PHONE, test } from './fixtures.ts';
import { expectFitsWidth, goClientSide, signIn } from './support.ts';

// 360 × 740, touch, as a phone (fixtures.ts).
test.use(PHONE);

const SCREENS = [
  ['/coordinator/editdetails', 'Edit Details'],
  ['/coordinator/uploadform', 'Upload Form'],
  ['/coordinator/createsupervisor', 'Create Supervisor'],
  ['/coordinator/createcoordinator', 'Create Coordinator'],
  ['/coordinator/supervisors', 'Registered Supervisors'],
  ['/coordinator/setregistration', 'Set Registration Deadline'],
] as const;

test('at 360 x 740 the coordinator’s set-up screens fit the width, and so does the deadline’s question', async ({
  page,
}) => {
  await signIn(page, 'coordinator');
  await expect(page.getByRole('heading', { name: "Coordinator's Home" })).toBeVisible();
  for (const [path, heading] of SCREENS) {
    await goClientSide(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectFitsWidth(page);
  }
  // The set-deadline page is open: a past time asks first, in a dialog that fits the phone.
  await page.getByLabel('Registration Deadline').fill('2026-01-01T09:00');
  await page.getByRole('button', { name: 'Set Deadline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close registration now?' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(dialog).toHaveCount(0);
  await expectFitsWidth(page);
});
