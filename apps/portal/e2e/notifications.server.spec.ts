/**
 * Issue 26 on the real server: the coordinator assigns a supervisor; the student's and the
 * supervisor's bells count one more; the outbox holds both mails; the student opens the item and
 * lands on the right page; switching the event off stops the next mail; the unsubscribe link
 * works without signing in. Screenshots of the bell and the page at 1280 and 360 px.
 */
import { expect, test } from './fixtures.ts';
import {
  ACCOUNTS,
  apiToken,
  callApi,
  latestMailMatch,
  newSupervisor,
  openPortal,
  registerStudent,
  signInAs,
} from './support.ts';

interface Page<T> {
  data: T[];
  total: number;
  unread: number;
}

test('an assignment reaches the student and the supervisor, in the bell and by mail, as each chose', async ({
  page,
  browser,
}, testInfo) => {
  await openPortal(page);
  const coordinator = await apiToken(page, ACCOUNTS.coordinator);
  const supervisor = await newSupervisor(page, coordinator, 'Bell');
  const student = await registerStudent(page, 'Bell');
  const supervisorToken = await apiToken(page, { ...supervisor, type: 'supervisor' });
  const supervisorBefore = (await callApi(page, 'listSupervisorNotifications', {}, supervisorToken))
    .body as Page<unknown>;

  await signInAs(page, student);
  await expect(page).toHaveURL('/students/dashboard');
  await expect(page.getByRole('link', { name: 'Notifications, none unread' })).toBeVisible();

  // The coordinator assigns the supervisor.
  const assigned = await callApi(
    page,
    'assignInspectionSupervisor',
    { studentCode: student.studentCode, supervisorId: supervisor._id },
    coordinator,
  );
  expect(assigned.status).toBe(200);

  // Both bells count one more: the student's in the portal, the supervisor's through the API.
  await page.reload();
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  const supervisorAfter = (await callApi(page, 'listSupervisorNotifications', {}, supervisorToken))
    .body as Page<{ title: string }>;
  expect(supervisorAfter.unread).toBe(supervisorBefore.unread + 1);
  expect(supervisorAfter.data[0]?.title).toBe('You have 1 new student');

  // The outbox holds both mails, each with its own unsubscribe link and no password.
  const studentLink = await latestMailMatch(page, student.email, /(https?:\/\/\S+\/unsubscribe\/\S+)/);
  const supervisorLink = await latestMailMatch(page, supervisor.email, /(https?:\/\/\S+\/unsubscribe\/\S+)/);
  expect(studentLink).not.toBe(supervisorLink);
  await latestMailMatch(page, student.email, /is now your inspection supervisor/);
  await latestMailMatch(page, supervisor.email, /this student on your inspection list/);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`bell-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The student opens the item from the bell and lands where the thing is.
  await bell.click();
  await expect(page).toHaveURL('/students/notifications');
  const item = page.getByRole('link', { name: 'Inspection supervisor assigned' });
  await expect(item).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`notifications-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await item.click();
  await expect(page).toHaveURL('/students/dashboard');
  await expect(page.getByRole('link', { name: 'Notifications, none unread' })).toBeVisible();

  // Switched off on the settings page, the next assignment sends no mail.
  await page.goto('/students/notifications/settings');
  const group = page.getByRole('group', { name: 'A supervisor assigned or changed' });
  await group.getByRole('radio', { name: 'Off' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Notification preferences saved.')).toBeVisible();
  const outbox = async (email: string) =>
    page.evaluate(async (address) => {
      const response = await fetch(`/api/dev/outbox?email=${encodeURIComponent(address)}`);
      return ((await response.json()) as unknown[]).length;
    }, email);
  const mailsBefore = await outbox(student.email);
  const again = await callApi(
    page,
    'assignDefenseSupervisor',
    { studentCode: student.studentCode, supervisorId: supervisor._id },
    coordinator,
  );
  expect(again.status).toBe(200);
  // The supervisor's mail of the same change has come, so the student's would have too.
  await latestMailMatch(page, supervisor.email, /this student on your defence list/);
  expect(await outbox(student.email)).toBe(mailsBefore);

  // The supervisor's link, opened signed out in a browser of its own, stops that event's mail.
  const stranger = await browser.newContext();
  const linkPage = await stranger.newPage();
  await linkPage.goto(new URL(supervisorLink).pathname);
  await linkPage.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(
    linkPage.getByText('You will no longer get emails about: students added to or moved from your lists.'),
  ).toBeVisible();
  await stranger.close();
  const prefs = (await callApi(page, 'getSupervisorNotificationPreferences', {}, supervisorToken)).body as {
    data: { events: Array<{ event: string; choice: string }> };
  };
  expect(prefs.data.events.find((e) => e.event === 'studentsAssigned')?.choice).toBe('portal');
});
