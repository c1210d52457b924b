import { expect, test } from './fixtures.ts';
import { apiToken, callApi, PLACEMENT, registerStudent, signInAs } from './support.ts';

test('a student updates their phone, bank and work details and sees them on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  const student = await registerStudent(page, 'Details');
  const token = await apiToken(page, student);
  expect((await callApi(page, 'submitWorkDetails', PLACEMENT, token)).status).toBe(200);

  await signInAs(page, student);
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Update Details' })
    .click();
  await expect(page).toHaveURL('/students/updateDetails');
  await expect(page.getByLabel('Company Name')).toHaveValue(PLACEMENT.name);
  await page.getByLabel('Phone Number', { exact: true }).fill('08099990000');
  const bank = page.getByRole('combobox', { name: 'Bank Name' });
  await expect(bank).toHaveValue('Access Bank');
  await bank.fill('zenith');
  await page.getByRole('option', { name: 'Zenith Bank' }).click();
  await page.getByLabel('Account Number').fill('2233445566');
  await page.getByLabel('Sort Code').fill('057150013');
  await page.getByLabel('Assigned Department').fill('Data Centre');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Details Updated Successfully!')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: "Student's Home" })
    .click();
  const school = page.getByRole('region', { name: 'School Details' });
  await expect(school).toContainText('08099990000');
  await expect(school).toContainText('Zenith Bank');
  await expect(school).toContainText('2233445566');
  await expect(page.getByRole('region', { name: 'Work Details' })).toContainText('Data Centre');
});

test('a bank typed in full and left with Tab is saved; part of a name is refused beside the field, not swapped for the old bank', async ({
  page,
}) => {
  await page.goto('/');
  const student = await registerStudent(page, 'Banker');
  await signInAs(page, student);
  await page
    .getByRole('navigation', { name: 'Student menu' })
    .getByRole('link', { name: 'Update Details' })
    .click();
  const bank = page.getByRole('combobox', { name: 'Bank Name' });
  await expect(bank).toHaveValue('Access Bank');
  const update = page.getByRole('button', { name: 'Update' });

  await bank.fill('Guaranty Trust');
  await bank.press('Tab');
  await expect(bank).toHaveValue('Guaranty Trust');
  await update.click();
  await expect(bank).toHaveAccessibleDescription('Choose a bank from the list.');
  await expect(bank).toBeFocused();
  await expect(page.getByText('Details Updated Successfully!')).toBeHidden();
  const token = await apiToken(page, student);
  const savedBank = async () => {
    const { body } = await callApi(page, 'getStudentDetails', {}, token);
    return (body as { data: { bankDetails: { name: string } } }).data.bankDetails.name;
  };
  expect(await savedBank()).toBe('Access Bank');

  await bank.fill('guaranty trust bank');
  await bank.press('Tab');
  await expect(bank).toHaveValue('Guaranty Trust Bank');
  await update.click();
  await expect(page.getByText('Details Updated Successfully!')).toBeVisible();
  expect(await savedBank()).toBe('Guaranty Trust Bank');
});
