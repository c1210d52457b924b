/**
 * Notifications (issue 26): each role reads and marks its own entries and sets its own choices
 * (the session's account, never an id sent); the unsubscribe link is public, its token the only
 * credential.
 */
import { NOTIFICATION_ROUTES, type LoginType, type RouteKey } from '@siwes/api';
import { NOTIFICATION_MESSAGES } from '@siwes/api/rules';
import type { HandlerContext, Resolvers } from '../context.ts';
import { userId } from '../context.ts';
import * as notifications from '../services/notifications.ts';

type Calls<R extends LoginType> = (typeof NOTIFICATION_ROUTES)[R];
type KeysOf<R extends LoginType> = Extract<Calls<R>[keyof Calls<R>], RouteKey>;

function roleResolvers<R extends LoginType>(role: R) {
  const keys = NOTIFICATION_ROUTES[role];
  return {
    [keys.list]: async (ctx: HandlerContext<'listStudentNotifications'>) =>
      notifications.listNotifications(ctx.deps, userId(ctx), ctx.query),
    [keys.read]: async (ctx: HandlerContext<'readStudentNotification'>) => {
      await notifications.markRead(ctx.deps, userId(ctx), ctx.params.id, ctx.now);
      return { message: NOTIFICATION_MESSAGES.markedRead };
    },
    [keys.readAll]: async (ctx: HandlerContext<'readAllStudentNotifications'>) => {
      await notifications.markAllRead(ctx.deps, userId(ctx), ctx.now);
      return { message: NOTIFICATION_MESSAGES.allMarkedRead };
    },
    [keys.getPreferences]: async (ctx: HandlerContext<'getStudentNotificationPreferences'>) => ({
      data: await notifications.getPreferences(ctx.deps, userId(ctx), role),
    }),
    [keys.setPreferences]: async (ctx: HandlerContext<'setStudentNotificationPreferences'>) => ({
      message: NOTIFICATION_MESSAGES.preferencesSaved,
      data: await notifications.setPreferences(ctx.deps, userId(ctx), role, ctx.body),
    }),
  } as unknown as Resolvers<KeysOf<R>>;
}

export const notificationResolvers: Resolvers<
  KeysOf<'student'> | KeysOf<'supervisor'> | KeysOf<'coordinator'> | 'unsubscribe'
> = {
  ...roleResolvers('student'),
  ...roleResolvers('supervisor'),
  ...roleResolvers('coordinator'),
  async unsubscribe(ctx) {
    return notifications.unsubscribe(ctx.deps, ctx.params.token, ctx.address, ctx.now);
  },
};
