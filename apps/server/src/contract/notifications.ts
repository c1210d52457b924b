/**
 * The contract suite's notification scenario (issue 26), against the fake and the server on each
 * engine: an assignment tells the student and the supervisor in the portal and by mail (with an
 * unsubscribe link); each reads and marks only their own; choices are refused as the rules
 * refuse them; switched off, an event leaves nothing; an unsubscribe link works signed out. The
 * logbook's and the grades' events reach the student in the same words, links and mail.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '@siwes/api';
import { NOTIFICATION_MESSAGES, notificationEntry, type NotificationFacts } from '@siwes/api/rules';
import { failure } from '@siwes/api/testing';
import { placeStudent, signoffLinkFor, WEDNESDAY, WEEK, type SuiteSession } from './logbook.ts';

export function notificationScenarios(session: SuiteSession) {
  const { signIn } = session;

  describe('notifications (issue 26)', () => {
    it(
      'tells the student and the supervisor of an assignment, as each chose, and unsubscribes by the link',
      { timeout: 60_000 },
      async () => {
        const { api, target } = session;
        const supervisor = await signIn(target.accounts.idleSupervisor);
        const before = await api.listSupervisorNotifications({});
        const student = await signIn(target.accounts.newStudent);
        expect(await api.listStudentNotifications({})).toEqual({ data: [], total: 0, unread: 0 });

        await signIn(target.accounts.coordinator);
        const studentCode = student.data.studentCode as string;
        await api.assignInspectionSupervisor({ studentCode, supervisorId: supervisor.data._id });

        await signIn(target.accounts.newStudent);
        const mine = await api.listStudentNotifications({});
        expect(mine.total).toBe(1);
        expect(mine.unread).toBe(1);
        const [entry] = mine.data;
        expect(entry).toMatchObject({
          event: 'supervisorAssigned',
          link: '/students/dashboard',
          read: false,
        });
        expect(entry?.text).toContain('is now your inspection supervisor');

        // The mail: the entry's words, a link to the page, and the unsubscribe link; no password.
        const [mail] = await api.getDevOutbox(target.accounts.newStudent.email);
        expect(mail?.subject).toBe(entry?.title);
        expect(mail?.text).toContain(`${target.baseUrl}/students/dashboard`);
        const token = new RegExp(`${target.baseUrl}${NOTIFICATIONS.unsubscribePage}/([A-Za-z0-9_-]+)`).exec(
          mail?.text ?? '',
        )?.[1];
        expect(token).toBeTruthy();

        // The supervisor hears of it once, and cannot mark the student's entry.
        await signIn(target.accounts.idleSupervisor);
        const theirs = await api.listSupervisorNotifications({});
        expect(theirs.total).toBe(before.total + 1);
        expect(theirs.data[0]).toMatchObject({ event: 'studentsAssigned', title: 'You have 1 new student' });
        const notMine = await failure(api.readSupervisorNotification({ id: entry?._id ?? '' }));
        expect(notMine.status).toBe(404);
        expect(notMine.message).toBe(NOTIFICATION_MESSAGES.notificationNotFound);

        // Marked read, one and all.
        await signIn(target.accounts.newStudent);
        await api.readStudentNotification({ id: entry?._id ?? '' });
        expect((await api.listStudentNotifications({})).unread).toBe(0);

        // Choices the rules refuse, naming the field.
        const locked = await failure(
          api.setStudentNotificationPreferences({ events: { accountCreated: 'off' } }),
        );
        expect(locked.status).toBe(400);
        expect(locked.body).toMatchObject({
          errors: [`events.accountCreated: ${NOTIFICATION_MESSAGES.accountMailLocked}`],
        });
        const notTheirs = await failure(
          api.setStudentNotificationPreferences({ events: { formUploaded: 'off' } }),
        );
        expect(notTheirs.body).toMatchObject({
          errors: [`events.formUploaded: ${NOTIFICATION_MESSAGES.eventNotYours}`],
        });
        const digest = await failure(api.setStudentNotificationPreferences({ digest: true }));
        expect(digest.body).toMatchObject({
          errors: [`digest: ${NOTIFICATION_MESSAGES.digestSupervisorsOnly}`],
        });

        // Switched off: the next assignment leaves no entry and no mail.
        const off = await api.setStudentNotificationPreferences({ events: { supervisorAssigned: 'off' } });
        expect(off.data.events.find((e) => e.event === 'supervisorAssigned')?.choice).toBe('off');
        const mailsBefore = (await api.getDevOutbox(target.accounts.newStudent.email)).length;
        await signIn(target.accounts.coordinator);
        await api.assignDefenseSupervisor({ studentCode, supervisorId: supervisor.data._id });
        await signIn(target.accounts.newStudent);
        expect((await api.listStudentNotifications({})).total).toBe(1);
        expect(await api.getDevOutbox(target.accounts.newStudent.email)).toHaveLength(mailsBefore);
        await api.setStudentNotificationPreferences({ events: { supervisorAssigned: 'email' } });

        // The link, with no one signed in: mail stops for that event only, the portal keeps it.
        const done = await api.unsubscribe({ token: token ?? '' });
        expect(done).toEqual({
          message: NOTIFICATION_MESSAGES.unsubscribed('supervisorAssigned'),
          data: { event: 'supervisorAssigned', label: 'A supervisor assigned or changed' },
        });
        const prefs = await api.getStudentNotificationPreferences();
        expect(prefs.data.events.find((e) => e.event === 'supervisorAssigned')?.choice).toBe('portal');
        expect(prefs.data.events.find((e) => e.event === 'weekSigned')?.choice).toBe('email');
        expect(prefs.data.digest).toBeNull();
        const wrong = await failure(api.unsubscribe({ token: 'not-a-token' }));
        expect(wrong.status).toBe(404);

        // A supervisor may choose the daily digest.
        await signIn(target.accounts.idleSupervisor);
        const chosen = await api.setSupervisorNotificationPreferences({ digest: true });
        expect(chosen.data.digest).toBe(true);
      },
    );

    it(
      "tells the student of a week signed, commented and reopened, a grade given and grades collated, in the rules' words",
      { timeout: 60_000 },
      async () => {
        const { api, target } = session;
        const { id, studentCode } = await placeStudent(session);
        const token = await signoffLinkFor(session);
        const { digest } = (await api.getSignoff({ token })).data;
        await api.signWeek({ token, name: 'Ngozi Bello', digest });
        const supervisor = await signIn(target.accounts.supervisor);
        const name = `${supervisor.data.firstName} ${supervisor.data.lastName}`;
        await api.supervisorCommentOnWeek({ id, weekStart: WEEK, text: 'Well documented.' });
        target.setNow(new Date(WEDNESDAY.getTime() + 86_400_000));
        await api.supervisorReopenWeek({ id, weekStart: WEEK, reason: 'Add the lab results.' });
        await api.supervisorAssignGrade({ studentId: studentCode, type: 'inspection', score: 25 });
        await signIn(target.accounts.coordinator);
        const collated = await api.collateGrades({ id: studentCode });

        const told: NotificationFacts[] = [
          { event: 'gradesCollated', total: collated.data.grade?.total ?? null },
          { event: 'gradeGiven', gradeType: 'inspection', by: name },
          { event: 'weekReopened', weekStart: WEEK, by: name, reason: 'Add the lab results.' },
          { event: 'weekCommented', weekStart: WEEK, author: name, text: 'Well documented.' },
          { event: 'weekSigned', weekStart: WEEK, signer: 'Ngozi Bello' },
        ];
        await signIn(target.accounts.newStudent);
        const mine = await api.listStudentNotifications({ limit: 5 });
        expect(mine.data.map(({ event, title, text, link }) => ({ event, title, text, link }))).toEqual(
          told.map((facts) => ({ event: facts.event, ...notificationEntry(facts) })),
        );
        expect(mine.data[2]?.link).toBe(`/students/report?week=${WEEK}`);
        // Each by mail too, with its link in the portal.
        const subjects = (await api.getDevOutbox(target.accounts.newStudent.email)).map((m) => m.subject);
        for (const facts of told) expect(subjects).toContain(notificationEntry(facts).title);
      },
    );
  });
}
