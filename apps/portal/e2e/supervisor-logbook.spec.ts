import { expect, test } from './fixtures.ts';
import { describeDay, LOGBOOK, SERVER_MESSAGES, type LogbookPage } from '@siwes/api';
import { SIGNED_PLACEMENT, WORKPLACE_SUPERVISOR } from '../../server/src/contract/placements.ts';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  goClientSide,
  newSupervisor,
  openPortal,
  signInAs,
  signOut,
} from './support.ts';
import { writeAndSignThisWeek } from './logbook-support.ts';
import { assignBoth, lecturerMenu, placedStudent, rowOf } from './supervisor-support.ts';

/**
 * The institution supervisor reads and acts on an assigned student's logbook (issue 24 parts 3
 * and 4), on the real server: a week is written, asked for and signed through its emailed link;
 * the supervisor opens the student's logbook from the inspection list, comments on the week, is
 * refused a reopening without a reason (the server's sentence beside the box), reopens it with
 * one; the student's own logbook then holds the comment and the reason, the week open again. A
 * supervisor the student is not assigned to reads the server's 403 sentence on the same page.
 */

/** A workplace supervisor's address of this journey only, so no other journey's mail is read. */
const WORKPLACE = { ...WORKPLACE_SUPERVISOR, email: `logbook.${Date.now().toString(36)}@workplace.example` };
/** Placed from June 2026 into 2027, so this week in the run's real time is inside the placement. */
const PLACEMENT = { ...SIGNED_PLACEMENT, workplaceSupervisor: WORKPLACE, expectedEndDate: '2027-05-28' };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COMMENT = 'Good week. Bring the wiring diagram to my visit.';
const REASON = 'The Tuesday entry is missing its lab results.';

test('a supervisor comments on an assigned student’s signed week and reopens it with a reason', async ({
  page,
}) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Logbook');
  const stranger = await newSupervisor(page, coordinator, 'Stranger');
  const student = await placedStudent(page, coordinator, 5);
  await assignBoth(page, coordinator, student.studentCode, supervisor._id);

  // The student records the workplace supervisor, writes this week and asks for its sign-off;
  // the workplace supervisor signs it through the mailed link, with no account.
  const studentToken = await apiToken(page, {
    email: student.email,
    password: ACCOUNTS.student.password,
    type: 'student',
  });
  expect((await callApi(page, 'submitWorkDetails', PLACEMENT, studentToken)).status).toBe(200);
  const { weekStart } = await writeAndSignThisWeek(page, studentToken, WORKPLACE, {
    monday: 'Wired the test panel.',
    comment: 'Careful work.',
  });

  // The supervisor opens the student's logbook from the inspection list.
  await signInAs(page, supervisor);
  await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();
  await lecturerMenu(page).getByRole('link', { name: 'Student Inspection List' }).click();
  await rowOf(page, student.name)
    .getByRole('link', { name: `Logbook of ${student.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lecturers/logbook/${student.studentCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Logbook: ${student.name}` })).toBeVisible();
  const week = page.getByRole('region', { name: `Week of ${describeDay(weekStart)}` });
  const signoff = week.getByRole('group', { name: 'Sign-off' });
  await expect(signoff).toContainText(`Signed by ${WORKPLACE.name} on `);
  await expect(signoff).toContainText('Careful work.');
  await expect(week).toContainText('Wired the test panel.');

  // A comment on the week: said back, then listed under it with the supervisor's name.
  await week.getByLabel('Your comment').fill(COMMENT);
  await week.getByRole('button', { name: 'Add comment' }).click();
  await expect(week.getByText('Comment added.')).toBeVisible();
  const comments = week.getByRole('group', { name: 'Comments' }).getByRole('listitem');
  await expect(comments).toHaveCount(1);
  await expect(comments).toContainText(COMMENT);
  await expect(comments).toContainText(`Journey Logbook · Institution supervisor`);

  // Reopen without a reason: the server's 400 names the field, said beside the box.
  await signoff.getByText('Reopen this week').click();
  const reason = signoff.getByLabel('Reason for reopening');
  await signoff.getByRole('button', { name: 'Reopen week' }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(new RegExp(escaped(SERVER_MESSAGES.reasonBlank)));
  const bare = await callApi(
    page,
    'supervisorReopenWeek',
    { id: student.studentCode, weekStart, reason: '' },
    await apiToken(page, supervisor),
  );
  expect([bare.status, (bare.body as { errors: string[] }).errors]).toEqual([
    400,
    [`reason: ${SERVER_MESSAGES.reasonBlank}`],
  ]);

  // With a reason: reopened, the reason kept with the week.
  await reason.fill(REASON);
  await signoff.getByRole('button', { name: 'Reopen week' }).click();
  await expect(week.getByText('Week reopened.')).toBeVisible();
  await expect(signoff).toContainText(`Reopened by Journey Logbook (Institution supervisor) on `);
  await expect(signoff).toContainText(REASON);
  await expect(signoff.getByText('Reopen this week')).toHaveCount(0);

  // The student's own logbook: the comment, the reason, and the week open to write again.
  const mine = (await callApi(page, 'getLogbook', { limit: LOGBOOK.maxPageSize }, studentToken))
    .body as LogbookPage;
  const theirs = mine.weeks.find((w) => w.weekStart === weekStart)!;
  expect(theirs.comments.map((c) => [c.role, c.text])).toEqual([['supervisor', COMMENT]]);
  expect(theirs.reopenings.map((r) => [r.role, r.reason])).toEqual([['supervisor', REASON]]);
  expect(theirs.state).toBe('reopened');
  expect(theirs.editable).toBe(true);

  // A supervisor the student is not assigned to: the server's sentence, none of the student's weeks.
  await signOut(page);
  await signInAs(page, stranger);
  await expect(page.getByRole('heading', { name: "Lecturer's Home" })).toBeVisible();
  await goClientSide(page, `/lecturers/logbook/${student.studentCode}`);
  await expect(page.getByRole('heading', { name: SERVER_MESSAGES.notYourStudent })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Week of / })).toHaveCount(0);
});
