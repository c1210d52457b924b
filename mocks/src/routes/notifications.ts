/**
 * Notifications (issue 26), as the server's routes/notifications.ts: each role its own entries
 * and choices; the unsubscribe link public.
 */
import { NOTIFICATION_ROUTES, type LoginType, type RouteKey } from '@siwes/api';
import {
  NOTIFICATION_LABELS,
  NOTIFICATION_MESSAGES,
  notificationChoice,
  notificationPage,
  notificationPreferencesProblem,
  notificationPreferencesView,
} from '@siwes/api/rules';
import type { FakeDb } from '../db.ts';
import { fail, refuseField, type Context, type Resolvers } from '../http.ts';
import { choicesOf } from '../services/notifications.ts';

type Calls<R extends LoginType> = (typeof NOTIFICATION_ROUTES)[R];
export type NotificationKeys<R extends LoginType> = Extract<Calls<R>[keyof Calls<R>], RouteKey>;

const own = (db: FakeDb, userId: string | undefined) =>
  db.notifications.entries.filter((n) => n.userId === userId);

function preferences(db: FakeDb, role: LoginType, userId: string) {
  return notificationPreferencesView(role, choicesOf(db, userId), db.notifications.digest.has(userId));
}

function roleResolvers<R extends LoginType>(role: R): Resolvers<NotificationKeys<R>> {
  const keys = NOTIFICATION_ROUTES[role];
  const resolvers = {
    [keys.list]: ({ db, session, query }: Context<'listStudentNotifications'>) => {
      const mine = own(db, session?.id).reverse();
      const { limit, offset } = notificationPage(query);
      const data = mine.slice(offset, offset + limit).map(({ userId: _, ...n }) => n);
      return { data, total: mine.length, unread: mine.filter((n) => !n.read).length };
    },
    [keys.read]: ({ db, session, params }: Context<'readStudentNotification'>) => {
      const found = own(db, session?.id).find((n) => n._id === params.id);
      if (!found) return fail(404, NOTIFICATION_MESSAGES.notificationNotFound);
      found.read = true;
      return { message: NOTIFICATION_MESSAGES.markedRead };
    },
    [keys.readAll]: ({ db, session }: Context<'readAllStudentNotifications'>) => {
      for (const n of own(db, session?.id)) n.read = true;
      return { message: NOTIFICATION_MESSAGES.allMarkedRead };
    },
    [keys.getPreferences]: ({ db, session }: Context<'getStudentNotificationPreferences'>) => ({
      data: preferences(db, role, session?.id ?? ''),
    }),
    [keys.setPreferences]: ({ db, session, body }: Context<'setStudentNotificationPreferences'>) => {
      const id = session?.id ?? '';
      const problem = notificationPreferencesProblem(role, body);
      if (problem) return refuseField({ field: problem.field, problem: problem.message });
      db.notifications.choices.set(id, { ...choicesOf(db, id), ...body.events });
      if (body.digest === true) db.notifications.digest.add(id);
      if (body.digest === false) db.notifications.digest.delete(id);
      return { message: NOTIFICATION_MESSAGES.preferencesSaved, data: preferences(db, role, id) };
    },
  };
  return resolvers as unknown as Resolvers<NotificationKeys<R>>;
}

export const studentNotificationResolvers = roleResolvers('student');
export const supervisorNotificationResolvers = roleResolvers('supervisor');
export const coordinatorNotificationResolvers = roleResolvers('coordinator');

export const unsubscribeResolvers: Resolvers<'unsubscribe'> = {
  unsubscribe({ db, params }) {
    const link = db.notifications.unsubscribeTokens.get(params.token);
    if (!link) return fail(404, NOTIFICATION_MESSAGES.unsubscribeLinkInvalid);
    const choices = choicesOf(db, link.userId);
    if (notificationChoice(choices, link.event) === 'email') {
      db.notifications.choices.set(link.userId, { ...choices, [link.event]: 'portal' });
    }
    return {
      message: NOTIFICATION_MESSAGES.unsubscribed(link.event),
      data: { event: link.event, label: NOTIFICATION_LABELS[link.event] },
    };
  },
};
