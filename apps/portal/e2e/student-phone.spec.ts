import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './fixtures.ts';
import { expectFitsWidth, registerStudent, signInAs, tabTo } from './support.ts';

// 360 × 740, touch, as a phone (fixtures.ts).
test.use(PHONE);

// Date inputs take their parts in the locale's order: month, day, year here.
test.use({ locale: 'en-US' });

/** Opens a page of the student's sidebar, which starts folded on a phone, with the keyboard. */
async function openByKeyboard(page: Page, label: string, heading: string) {
  await tabTo(page, page.getByRole('button', { name: 'Menu', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Student menu' }).getByRole('link', { name: label }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectFitsWidth(page);
}

async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

async function press(page: Page, button: string) {
  await tabTo(page, page.getByRole('button', { name: button, exact: true }));
  await page.keyboard.press('Enter');
}

test('at 360 x 740 every student screen fits the width and works with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/');
  const student = await registerStudent(page, 'Keyboard');
  await signInAs(page, student);
  await expect(page.getByRole('heading', { level: 1, name: "Student's Home" })).toBeVisible();
  await expectFitsWidth(page);

  await openByKeyboard(page, 'Work Details', 'Work Details Upload');
  await typeInto(page, 'Company Name', 'Keyboard Works Ltd');
  await typeInto(page, 'Office Email Address', 'hr@keyboard.example');
  await typeInto(page, 'Office Phone Number', '07000000003');
  await typeInto(page, 'Street', 'Broad Street');
  await typeInto(page, 'Full Company Address', '3 Broad Street, Lagos Island');
  // A select chooses by its first letters.
  await typeInto(page, 'State', 'Lagos');
  await expect(page.getByLabel('State')).toHaveValue('Lagos');
  await expect(page.getByLabel('LGA')).toBeEnabled();
  await typeInto(page, 'LGA', 'Ikeja');
  await expect(page.getByLabel('LGA')).toHaveValue('Ikeja');
  await typeInto(page, 'Assigned Department', 'Support');
  await typeInto(page, 'Job Description', 'Answers the help desk');
  await typeInto(page, 'Resumption Date', '05042026');
  await expect(page.getByLabel('Resumption Date')).toHaveValue('2026-05-04');
  await typeInto(page, 'Termination Date', '12182026');
  await press(page, 'Upload');
  await expect(page.getByText('Work Upload Successful!')).toBeVisible();
  await expectFitsWidth(page);

  await openByKeyboard(page, 'Weekly Report', 'Weekly Report Upload');
  await typeInto(page, 'Monday', 'Set up the help desk queue');
  await press(page, 'Upload Report');
  await expect(page.getByText('Report Upload Successful!')).toBeVisible();
  await expectFitsWidth(page);

  await openByKeyboard(page, 'Update Details', 'Update Details');
  await tabTo(page, page.getByLabel('Phone Number', { exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('08055550000');
  const bank = page.getByRole('combobox', { name: 'Bank Name' });
  await tabTo(page, bank);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('zenith');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(bank).toHaveValue('Zenith Bank');
  await press(page, 'Update');
  await expect(page.getByText('Details Updated Successfully!')).toBeVisible();
  await expectFitsWidth(page);

  await openByKeyboard(page, 'Change Password', 'Change Password');
  await typeInto(page, 'Old Password', student.password);
  await typeInto(page, 'New Password', 'Keyboard only 2026');
  await typeInto(page, 'Confirm New Password', 'Keyboard only 2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Password Change Successful!')).toBeVisible();
  await expectFitsWidth(page);

  await openByKeyboard(page, 'Contact', 'Contact');
  const coordinator = page.getByRole('region', { name: 'SIWES Coordinator' });
  await tabTo(page, coordinator.getByRole('link').first());
  await expectFitsWidth(page);
});
