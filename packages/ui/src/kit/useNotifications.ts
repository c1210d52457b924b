import {
  NOTIFICATION_ROUTES,
  type CallOptions,
  type LoginType,
  type NotificationPreferencesBody,
} from '@siwes/api';
import { useServices } from '../services/services.tsx';

/**
 * A role's notification calls (issue 26), under one set of names: each role has its own path
 * (`/api/student/notifications`, …) and the same shapes, so one screen serves all three.
 */
export function useNotificationCalls(role: LoginType) {
  const { client } = useServices();
  const keys = NOTIFICATION_ROUTES[role];
  return {
    list: (query: { page: number; limit: number }, call: CallOptions) => client[keys.list](query, call),
    read: (id: string, call?: CallOptions) => client[keys.read]({ id }, call),
    readAll: (call?: CallOptions) => client[keys.readAll](call),
    getPreferences: (call: CallOptions) => client[keys.getPreferences](call),
    setPreferences: (body: NotificationPreferencesBody, call: CallOptions) =>
      client[keys.setPreferences](body, call),
  };
}

/** What the bell says to a screen reader: `Notifications, 2 unread`. */
export function bellLabel(unread: number | null): string {
  if (unread === null || unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}
