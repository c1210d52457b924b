/**
 * Notifications (issue 26): who hears of which event, what the portal's entry and the mail say,
 * where the entry links to, and what a person may choose. The server and the fake both build
 * their entries and mail here.
 */
import {
  NOTIFICATION_CHOICES,
  NOTIFICATION_EVENTS,
  NOTIFICATIONS,
  type LoginType,
  type NotificationChoice,
  type NotificationEvent,
  type ReminderEvent,
} from '../constants.ts';
import type { Mail } from './mail.ts';

/** Each event in words, as the preferences page and the unsubscribe page name it. */
export const NOTIFICATION_LABELS: Record<NotificationEvent, string> = {
  supervisorAssigned: 'A supervisor assigned or changed',
  studentsAssigned: 'Students added to or moved from your lists',
  weekSigned: 'A week of your logbook signed',
  weekCommented: 'A comment on a week of your logbook',
  weekReopened: 'A week of your logbook reopened',
  gradeGiven: 'A grade given',
  gradesCollated: 'Your grades collated',
  formUploaded: 'An inspection or defence form uploaded',
  accountCreated: 'Your account created',
  studentWeek: 'A reminder of a week with no logbook entry',
  signoffWaiting: 'A reminder of logbook weeks waiting for your sign-off',
  ungraded: 'A reminder of students waiting for their defence grade',
  registrationDeadline: 'A reminder before registration closes',
};

/** The events each role hears of, in the order the preferences page lists them. */
export const NOTIFICATION_EVENTS_OF: Record<LoginType, readonly NotificationEvent[]> = {
  student: [
    'supervisorAssigned',
    'weekSigned',
    'weekCommented',
    'weekReopened',
    'gradeGiven',
    'gradesCollated',
    'studentWeek',
    'accountCreated',
  ],
  supervisor: ['studentsAssigned', 'formUploaded', 'ungraded', 'accountCreated'],
  coordinator: ['registrationDeadline', 'accountCreated'],
};
// `signoffWaiting` goes to a workplace supervisor, who has no account: only its mail's link stops it.

/** Account mails (like a password reset): always sent, never switched off. */
export const ACCOUNT_EVENTS: readonly NotificationEvent[] = ['accountCreated'];

export const NOTIFICATION_MESSAGES = {
  accountMailLocked: 'Account mails cannot be switched off.',
  eventNotYours: 'You do not get this notification.',
  choiceUnknown: `Choose one of ${NOTIFICATION_CHOICES.join(', ')}.`,
  digestSupervisorsOnly: 'Only supervisors may choose a daily digest.',
  notificationNotFound: 'Notification not found.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  unsubscribeLinkExpired: 'This unsubscribe link has expired. Sign in to change your notifications.',
  preferencesSaved: 'Notification preferences saved.',
  markedRead: 'Marked as read.',
  allMarkedRead: 'All marked as read.',
  unsubscribed: (event: NotificationEvent) =>
    `You will no longer get emails about: ${NOTIFICATION_LABELS[event].toLowerCase()}.`,
} as const;

export function isNotificationEvent(value: string): value is NotificationEvent {
  return (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** A person's choice for an event, from what they stored (every event starts as `email`). */
export function notificationChoice(
  stored: Partial<Record<string, NotificationChoice>>,
  event: NotificationEvent,
): NotificationChoice {
  if (ACCOUNT_EVENTS.includes(event)) return 'email';
  return stored[event] ?? 'email';
}

/** Whether an event leaves an entry in the portal and a mail, by the person's choice. */
export function notificationDelivery(choice: NotificationChoice): { portal: boolean; email: boolean } {
  return { portal: choice !== 'off', email: choice === 'email' };
}

export interface NotificationPreferenceRow {
  event: NotificationEvent;
  label: string;
  choice: NotificationChoice;
  /** An account mail: its choice is always `email`. */
  locked: boolean;
}

/** What the preferences call answers for a role: each of its events with the choice stored. */
export function notificationPreferencesView(
  role: LoginType,
  stored: Partial<Record<string, NotificationChoice>>,
  digest: boolean,
): { events: NotificationPreferenceRow[]; digest: boolean | null } {
  return {
    events: NOTIFICATION_EVENTS_OF[role].map((event) => ({
      event,
      label: NOTIFICATION_LABELS[event],
      choice: notificationChoice(stored, event),
      locked: ACCOUNT_EVENTS.includes(event),
    })),
    digest: role === 'supervisor' ? digest : null,
  };
}

/**
 * Why a change of preferences is refused, naming the field (`events.weekSigned`, `digest`), or
 * undefined when it may be stored.
 */
export function notificationPreferencesProblem(
  role: LoginType,
  body: { events?: Partial<Record<string, string>>; digest?: boolean | undefined },
): { field: string; message: string } | undefined {
  for (const [event, choice] of Object.entries(body.events ?? {})) {
    const field = `events.${event}`;
    if (!isNotificationEvent(event) || !NOTIFICATION_EVENTS_OF[role].includes(event)) {
      return { field, message: NOTIFICATION_MESSAGES.eventNotYours };
    }
    if (!(NOTIFICATION_CHOICES as readonly string[]).includes(choice ?? '')) {
      return { field, message: NOTIFICATION_MESSAGES.choiceUnknown };
    }
    if (ACCOUNT_EVENTS.includes(event) && choice !== 'email') {
      return { field, message: NOTIFICATION_MESSAGES.accountMailLocked };
    }
  }
  if (body.digest !== undefined && role !== 'supervisor') {
    return { field: 'digest', message: NOTIFICATION_MESSAGES.digestSupervisorsOnly };
  }
  return undefined;
}

/** What happened, as each event's entry and mail need it. */
export type NotificationFacts =
  | { event: 'supervisorAssigned'; list: 'inspection' | 'defense'; supervisorName: string; changed: boolean }
  | { event: 'studentsAssigned'; added: number; moved: number; mail: Mail }
  | { event: 'weekSigned'; weekStart: string; signer: string }
  | { event: 'weekCommented'; weekStart: string; author: string; text: string }
  | { event: 'weekReopened'; weekStart: string; by: string; reason: string }
  | { event: 'gradeGiven'; gradeType: 'reports' | 'inspection' | 'defense'; by: string }
  | { event: 'gradesCollated'; total: number | null }
  | { event: 'formUploaded'; purpose: string; description: string }
  | { event: 'accountCreated'; role: LoginType; email: string }
  /** A reminder (the server writes its words, `apps/server/src/services/reminders.ts`). */
  | { event: ReminderEvent; entry: NotificationEntry; mail: Mail };

/** One portal entry: its title, a sentence, and the portal path where the thing is. */
export interface NotificationEntry {
  title: string;
  text: string;
  link: string;
}

const LIST_WORDS = { inspection: 'inspection', defense: 'defence' } as const;
const GRADE_WORDS = { reports: 'weekly reports', inspection: 'inspection', defense: 'defence' } as const;

/** The page of a student's logbook week (the Weekly Report page, opened at that week). */
const weekLink = (weekStart: string) => `/students/report?week=${weekStart}`;

/** Where a new account sets its password: the reset flow's first page (a code by mail, no password sent). */
export const SET_PASSWORD_PAGES: Record<LoginType, string> = {
  student: '/verifyStudentPass',
  supervisor: '/lecturers/verify',
  coordinator: '/coordinatorlogin',
};

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The portal's entry for an event. */
export function notificationEntry(facts: NotificationFacts): NotificationEntry {
  switch (facts.event) {
    case 'supervisorAssigned': {
      const list = LIST_WORDS[facts.list];
      return {
        title: facts.changed
          ? `Your ${list} supervisor changed`
          : `${list[0]?.toUpperCase()}${list.slice(1)} supervisor assigned`,
        text: `${facts.supervisorName} is now your ${list} supervisor.`,
        link: '/students/dashboard',
      };
    }
    case 'studentsAssigned': {
      const parts = [];
      if (facts.added > 0) parts.push(`you have ${facts.added} new student${facts.added === 1 ? '' : 's'}`);
      if (facts.moved > 0)
        parts.push(`${facts.moved} student${facts.moved === 1 ? '' : 's'} moved to another supervisor`);
      const title = parts.join('; ');
      return {
        title: `${title[0]?.toUpperCase()}${title.slice(1)}`,
        text: facts.mail.subject,
        link: '/lecturers/students',
      };
    }
    case 'weekSigned':
      return {
        title: `Week of ${facts.weekStart} signed`,
        text: `${facts.signer} signed your logbook for the week of ${facts.weekStart}.`,
        link: weekLink(facts.weekStart),
      };
    case 'weekCommented':
      return {
        title: `Comment on the week of ${facts.weekStart}`,
        text: `${facts.author}: ${clip(facts.text)}`,
        link: weekLink(facts.weekStart),
      };
    case 'weekReopened':
      return {
        title: `Week of ${facts.weekStart} reopened`,
        text: `${facts.by} reopened the week: ${clip(facts.reason)}`,
        link: weekLink(facts.weekStart),
      };
    case 'gradeGiven':
      return {
        title: `Your ${GRADE_WORDS[facts.gradeType]} grade was given`,
        text: `${facts.by} gave your ${GRADE_WORDS[facts.gradeType]} grade.`,
        link: '/students/dashboard',
      };
    case 'gradesCollated':
      return {
        title: 'Your grades were collated',
        text: facts.total === null ? 'Your total grade is ready.' : `Your total grade is ${facts.total}.`,
        link: '/students/dashboard',
      };
    case 'formUploaded':
      return {
        title: `New ${facts.purpose} form`,
        text: clip(facts.description || `The coordinator uploaded a ${facts.purpose} form.`),
        link: '/lecturers/forms',
      };
    case 'accountCreated':
      return {
        title: 'Your SIWES account was created',
        text: `Your account is ${facts.email}. Set your password with a code sent to this email.`,
        link: SET_PASSWORD_PAGES[facts.role],
      };
    case 'studentWeek':
    case 'signoffWaiting':
    case 'ungraded':
    case 'registrationDeadline':
      return facts.entry;
  }
}

/** The portal's address of an unsubscribe link, and the one the mail's header names (one-click POST). */
export function unsubscribeLinks(origin: string, token: string): { page: string; oneClick: string } {
  const base = origin.replace(/\/+$/, '');
  return {
    page: `${base}${NOTIFICATIONS.unsubscribePage}/${token}`,
    oneClick: `${base}/api/notifications/unsubscribe/${token}`,
  };
}

export interface NotificationMail extends Mail {
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail of an event: plain text and HTML, a link to where the thing is, and, for an event
 * that may be switched off, the unsubscribe link in the text and in the `List-Unsubscribe`
 * headers (RFC 8058's one-click POST). Never a password: an account's mail links to the page
 * where a code by mail sets one.
 */
export function notificationMail(
  facts: NotificationFacts,
  origin: string,
  unsubscribeToken: string | undefined,
): NotificationMail {
  const entry = notificationEntry(facts);
  const base = origin.replace(/\/+$/, '');
  const link = `${base}${entry.link}`;
  // Assignments and reminders word their own mail; the other events' mail is their entry.
  const subject = 'mail' in facts ? facts.mail.subject : entry.title;
  const body = 'mail' in facts ? facts.mail.text : entry.text;
  const unsubscribe = unsubscribeToken ? unsubscribeLinks(origin, unsubscribeToken) : undefined;
  const lines = [body, '', `Open it in the portal: ${link}`];
  if (unsubscribe) {
    lines.push(
      '',
      `To stop these emails (${NOTIFICATION_LABELS[facts.event].toLowerCase()}): ${unsubscribe.page}`,
    );
  }
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html =
    `<!doctype html><html><body>${paragraphs}` +
    `<p><a href="${escapeHtml(link)}">Open it in the portal</a></p>` +
    (unsubscribe
      ? `<p style="font-size:small"><a href="${escapeHtml(unsubscribe.page)}">Stop these emails</a></p>`
      : '') +
    `</body></html>`;
  return {
    subject,
    text: lines.join('\n'),
    html,
    headers: unsubscribe
      ? {
          'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}

/** Where a page of a person's notifications starts and how long it is. */
export function notificationPage(query: { page?: number | undefined; limit?: number | undefined }): {
  limit: number;
  offset: number;
} {
  const limit = Math.min(query.limit ?? NOTIFICATIONS.pageSize, NOTIFICATIONS.maxPageSize);
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
