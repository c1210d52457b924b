import { expect, test } from '@playwright/test';
import type { StudentsPage } from '@siwes/api';
import { ACCOUNTS, callApi, expectFitsWidth, goClientSide, sessionToken, signIn } from './support.ts';

test('at 360 x 740 every cohort screen fits the width, its tables scrolling inside it', async ({ page }) => {
  await signIn(page, 'coordinator');
  await expect(page).toHaveURL(ACCOUNTS.coordinator.home);
  const token = await sessionToken(page, 'coordinator');
  const { body } = await callApi(page, 'listStudents', { page: 1, limit: 1 }, token);
  const [student] = (body as StudentsPage).students;
  for (const path of [
    '/coordinator/assigninspector',
    '/coordinator/assigndefence',
    `/coordinator/student/${student!._id}`,
    `/coordinator/student/weeklyreports/${student!.studentCode}`,
    `/coordinator/edit/student/${student!._id}`,
    '/coordinator/collategrades',
    '/coordinator/batchgrading',
    '/coordinator/totalweeklyreport',
  ]) {
    await goClientSide(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's content, not its spinner.
    await expect(page.getByRole('main').getByRole('status', { name: /Loading/ })).toHaveCount(0);
    // And its rows: a table shows its own loading state while busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectFitsWidth(page);
  }
});
