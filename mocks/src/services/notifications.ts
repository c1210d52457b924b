/**
 * Notifications in the fake (issue 26), as the server's `notify`: the entry and the mail come
 * from the shared rules; the choices decide which are made.
 */
import type { Notification, NotificationChoice } from '@siwes/api';
import {
  ACCOUNT_EVENTS,
  notificationChoice,
  notificationDelivery,
  notificationEntry,
  notificationMail,
  type NotificationFacts,
} from '@siwes/api/rules';
import { nextId, sendMail, type FakeDb } from '../db.ts';

export function choicesOf(db: FakeDb, userId: string): Partial<Record<string, NotificationChoice>> {
  return db.notifications.choices.get(userId) ?? {};
}

/** Tells one person of one event: an entry unless switched off, a mail when mail is chosen. */
export function notify(
  db: FakeDb,
  to: { id: string; email: string },
  facts: NotificationFacts,
  origin: string,
): void {
  const delivery = notificationDelivery(notificationChoice(choicesOf(db, to.id), facts.event));
  const createdAt = db.now().toISOString();
  if (delivery.portal) {
    const entry: Notification = {
      _id: nextId(db, 'ntf'),
      event: facts.event,
      ...notificationEntry(facts),
      read: false,
      createdAt,
    };
    db.notifications.entries.push({ ...entry, userId: to.id });
  }
  if (!delivery.email) return;
  const account = ACCOUNT_EVENTS.includes(facts.event);
  if (!account && db.notifications.digest.has(to.id)) return;
  let token: string | undefined;
  if (!account) {
    token = nextId(db, 'unsub');
    db.notifications.unsubscribeTokens.set(token, { userId: to.id, event: facts.event });
  }
  sendMail(db, to.email, notificationMail(facts, origin, token));
}

/** Where a mail's links point: the request's origin, as on the server without `SIWES_PUBLIC_ORIGIN`. */
export const originOf = (request: Request): string => new URL(request.url).origin;

/** Tells a student of an event about them (a week, a grade, a collation). */
export function notifyStudent(
  db: FakeDb,
  student: { _id: string; email: string },
  facts: NotificationFacts,
  origin: string,
): void {
  notify(db, { id: student._id, email: student.email }, facts, origin);
}

/** Every supervisor hears of a new form, as on the server. */
export function notifySupervisors(db: FakeDb, facts: NotificationFacts, origin: string): void {
  for (const s of db.supervisors) notify(db, { id: s._id, email: s.email }, facts, origin);
}
