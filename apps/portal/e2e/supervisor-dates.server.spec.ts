import { expect, test } from './fixtures.ts';
import { ACCOUNTS, openPortal, apiToken, newSupervisor, signInAs } from './support.ts';
import { assignBoth, placedStudent, rowOf } from './supervisor-support.ts';

// A device set to India (UTC+05:30): the dates are still Lagos time, before and after a reload.
test.use({ timezoneId: 'Asia/Kolkata' });

test('a date and a grade set on a list are there after a reload', async ({ page }) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Reloader');
  const student = await placedStudent(page, coordinator, 2);
  await assignBoth(page, coordinator, student.studentCode, supervisor._id);
  await signInAs(page, supervisor);
  await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();

  await page.goto('/lecturers/inspection');
  let row = rowOf(page, student.name);
  await row.getByLabel(`New inspection date for ${student.name}`).fill('2027-05-03T08:45');
  await row.getByRole('button', { name: `Set date for ${student.name}` }).click();
  await expect(row.getByRole('status')).toContainText('Inspection date set successfully.');
  await page.reload();
  row = rowOf(page, student.name);
  await expect(row).toContainText('Monday 3 May 2027, 08:45 in Lagos');
  await expect(row.getByLabel(`New inspection date for ${student.name}`)).toHaveValue('2027-05-03T08:45');

  await page.goto('/lecturers/gradedefence');
  row = rowOf(page, student.name);
  await row.getByLabel(`Defence Score for ${student.name}`).fill('33');
  await row.getByRole('button', { name: `Grade ${student.name}` }).click();
  await expect(row.getByRole('status')).toContainText('Graded Successfully!');
  await page.reload();
  await expect(rowOf(page, student.name)).toContainText('33 / 40');
});
