/**
 * The logbook's whole loop (issue 24, "Done when"), on the real server, each person on their own
 * screen: the student writes a week and asks for sign-off on the Weekly Report page; the link from
 * the outbox opens the sign-off page on the workplace supervisor's phone (360 × 740, no account),
 * where they comment and sign with a stamp image; the student sees the week signed and cannot edit
 * it (the page and the server); the institution supervisor sees it on the student's logbook and
 * comments; the student reads the comment, reached from the bell's notification; the supervisor reopens the week with a reason; the
 * student edits it and asks again, and a new link goes out.
 */
import { LOGBOOK, SERVER_MESSAGES, type LogbookPage } from '@siwes/api';
import { expect, PHONE, test } from './fixtures.ts';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  expectFitsWidth,
  latestMailMatch,
  newSupervisor,
  PLACEMENT,
  registerStudent,
  signInAs,
  signOut,
} from './support.ts';
import { assignBoth, lecturerMenu, rowOf } from './supervisor-support.ts';

const LINK = new RegExp(`${LOGBOOK.signoffPage}/[\\w-]+`);
const COMMENT = 'Bring the wiring diagram to my visit.';
const REASON = 'Tuesday is missing its lab results.';

test('a week goes round the loop: asked, signed on a phone, locked, commented, reopened, edited and asked again', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const student = await registerStudent(page, 'Loop');
  const studentToken = await apiToken(page, student);
  const workplace = {
    name: 'Bisi Adeyemi',
    position: 'Network Manager',
    email: `loop.${student.studentCode.toLowerCase()}@workplace.example`,
    phone: '08030000003',
  };
  // Placed until the end of 2027, so this week in the run's real time is inside the placement.
  const placed = await callApi(
    page,
    'submitWorkDetails',
    { ...PLACEMENT, expectedEndDate: '2027-12-17', workplaceSupervisor: workplace },
    studentToken,
  );
  expect(placed.status).toBe(200);
  const { name } = (
    (await callApi(page, 'getStudentDetails', {}, studentToken)).body as { data: { name: string } }
  ).data;
  const supervisor = await newSupervisor(page, coordinator, 'Loop');
  await assignBoth(page, coordinator, student.studentCode, supervisor._id);

  /** The institution supervisor signs in and opens the student's logbook from the inspection list. */
  const supervisorOpensLogbook = async () => {
    await signInAs(page, supervisor);
    await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();
    await lecturerMenu(page).getByRole('link', { name: 'Student Inspection List' }).click();
    await rowOf(page, name)
      .getByRole('link', { name: `Logbook of ${name}` })
      .click();
  };

  // The student writes Monday on the Weekly Report page and asks for sign-off.
  await signInAs(page, student);
  const openReport = async () => {
    await page
      .getByRole('navigation', { name: 'Student menu' })
      .getByRole('link', { name: 'Weekly Report' })
      .click();
    await expect(page).toHaveURL('/students/report');
  };
  await openReport();
  const monday = page.getByLabel('Monday', { exact: true });
  await monday.fill('Patched the core switches.');
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await page.getByRole('button', { name: 'Ask for sign-off' }).click();
  await expect(page.getByText(`It went to ${workplace.email}.`, { exact: false })).toBeVisible();
  const link = await latestMailMatch(page, workplace.email, LINK);

  // The workplace supervisor, on a phone with no account, comments and signs with a stamp.
  const phone = await browser.newContext({ ...PHONE, baseURL: new URL(page.url()).origin });
  const signer = await phone.newPage();
  await signer.goto(link);
  await expect(signer.getByText('Patched the core switches.')).toBeVisible();
  await signer.getByLabel('Comment').fill('Careful, tidy work.');
  await signer.getByLabel(/Your name/).fill(workplace.name);
  const stamp = await signer.getByRole('heading', { level: 1 }).screenshot();
  await signer
    .getByLabel(/Stamp or signature image/)
    .setInputFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: stamp });
  await signer.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(
    signer.getByRole('heading', { name: new RegExp(`^Signed by ${workplace.name} on `) }),
  ).toBeVisible();
  await expectFitsWidth(signer);
  await signer.screenshot({ path: testInfo.outputPath('loop-signed-360.png'), fullPage: true });
  await phone.close();

  // The student sees it signed and locked; the server refuses an edit.
  await page.reload();
  await expect(page.getByText(new RegExp(`^Signed by ${workplace.name} on \\w+day \\d`))).toBeVisible();
  await expect(page.getByText('Careful, tidy work.')).toBeVisible();
  await expect(monday).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Upload Report' })).toHaveCount(0);
  const rewrite = await callApi(
    page,
    'submitWeeklyReport',
    { monday: 'Changed after signing.' },
    studentToken,
  );
  expect([rewrite.status, (rewrite.body as { message: string }).message]).toEqual([
    409,
    SERVER_MESSAGES.weekSignedLocked,
  ]);
  await signOut(page);

  // The institution supervisor reads the week on the student's logbook and comments.
  await supervisorOpensLogbook();
  const week = page.getByRole('region', { name: /^Week of / }).first();
  const signoff = week.getByRole('group', { name: 'Sign-off' });
  await expect(signoff).toContainText(`Signed by ${workplace.name} on `);
  await expect(week).toContainText('Patched the core switches.');
  await week.getByLabel('Your comment').fill(COMMENT);
  await week.getByRole('button', { name: 'Add comment' }).click();
  await expect(week.getByText('Comment added.')).toBeVisible();
  await signOut(page);

  // The student hears of it by the bell (issue 26); the notification opens the week, the comment beside it.
  await signInAs(page, student);
  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('link', { name: /^Comment on the week of / }).click();
  await expect(page).toHaveURL(/\/students\/report/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Report Upload' })).toBeVisible();
  await expect(page.getByText(COMMENT)).toBeVisible();
  await signOut(page);

  // The supervisor reopens the week with a reason.
  await supervisorOpensLogbook();
  await signoff.getByText('Reopen this week').click();
  await signoff.getByLabel('Reason for reopening').fill(REASON);
  await signoff.getByRole('button', { name: 'Reopen week' }).click();
  await expect(week.getByText('Week reopened.')).toBeVisible();
  await signOut(page);

  // The student sees the reason, edits the week and asks again: a new link goes out.
  await signInAs(page, student);
  await openReport();
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(monday).toBeEnabled();
  await page.getByLabel('Tuesday', { exact: true }).fill('Ran the lab tests and wrote up the results.');
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await page.getByRole('button', { name: 'Ask for sign-off' }).click();
  await expect(page.getByText(`It went to ${workplace.email}.`, { exact: false })).toBeVisible();
  await expect.poll(() => latestMailMatch(page, workplace.email, LINK)).not.toBe(link);

  // Through the API, as the student: the week written again, its comment and reason kept.
  const mine = (await callApi(page, 'getLogbook', { limit: LOGBOOK.maxPageSize }, studentToken))
    .body as LogbookPage;
  const kept = mine.weeks[0]!;
  expect(kept.tuesday).toBe('Ran the lab tests and wrote up the results.');
  expect(kept.comments.map((c) => c.text)).toEqual([COMMENT]);
  expect(kept.reopenings.map((r) => r.reason)).toEqual([REASON]);
  expect(kept.pendingSignoff?.sentTo).toBe(workplace.email);
});
