import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EVENTS_OF,
  notificationEntry,
  notificationMail,
  notificationPreferencesView,
} from './notifications.ts';

describe('reminders as notifications', () => {
  const facts = {
    event: 'studentWeek' as const,
    entry: {
      title: 'No logbook entry for the week of 2026-06-01',
      text: 'Write it.',
      link: '/students/report?week=2026-06-01',
    },
    mail: { subject: 'Your SIWES logbook has no entry for last week', text: 'Dear Ada,\n\nNo entry.' },
  };

  it('keeps the entry and the mail the server wrote, adding the link and the unsubscribe link', () => {
    expect(notificationEntry(facts)).toEqual(facts.entry);
    const mail = notificationMail(facts, 'https://siwes.example/', 'tok');
    expect(mail.subject).toBe(facts.mail.subject);
    expect(mail.text).toBe(
      'Dear Ada,\n\nNo entry.\n\nOpen it in the portal: https://siwes.example/students/report?week=2026-06-01\n\n' +
        'To stop these emails (a reminder of a week with no logbook entry): https://siwes.example/unsubscribe/tok',
    );
    expect(mail.headers['List-Unsubscribe']).toBe(
      '<https://siwes.example/api/notifications/unsubscribe/tok>',
    );
  });

  it("lists each role's reminder on its preferences page; the workplace supervisor's on none", () => {
    const reminders = (role: 'student' | 'supervisor' | 'coordinator') =>
      notificationPreferencesView(role, { ungraded: 'portal' }, false)
        .events.filter((e) =>
          ['studentWeek', 'signoffWaiting', 'ungraded', 'registrationDeadline'].includes(e.event),
        )
        .map((e) => [e.event, e.choice, e.locked]);
    expect(reminders('student')).toEqual([['studentWeek', 'email', false]]);
    expect(reminders('supervisor')).toEqual([['ungraded', 'portal', false]]);
    expect(reminders('coordinator')).toEqual([['registrationDeadline', 'email', false]]);
    expect(Object.values(NOTIFICATION_EVENTS_OF).flat()).not.toContain('signoffWaiting');
  });
});
