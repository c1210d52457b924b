/**
 * Notifications (issue 26): a person's own entries, their choices per event, and the
 * unsubscribe link that works without signing in.
 */
import * as z from 'zod';
import { NOTIFICATION_CHOICES, NOTIFICATION_EVENTS, NOTIFICATIONS } from '../constants.ts';
import { id } from './fields.ts';

export const NotificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export const NotificationChoiceSchema = z.enum(NOTIFICATION_CHOICES);

export const NotificationSchema = z.object({
  _id: z.string(),
  event: NotificationEventSchema,
  title: z.string(),
  text: z.string(),
  /** The portal's path where the thing is (the week, the student, the grade). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

export const NotificationsQuerySchema = z.object({
  page: z.coerce.number<number>().int().positive().max(100_000).optional(),
  limit: z.coerce.number<number>().int().positive().max(NOTIFICATIONS.maxPageSize).optional(),
});

export const NotificationsPageSchema = z.object({
  data: z.array(NotificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});

export const NotificationParamsSchema = z.object({ id: id() });

export const NotificationPreferenceSchema = z.object({
  event: NotificationEventSchema,
  label: z.string(),
  choice: NotificationChoiceSchema,
  locked: z.boolean(),
});

export const NotificationPreferencesSchema = z.object({
  events: z.array(NotificationPreferenceSchema),
  /** Supervisors: one daily digest instead of a mail per event. Null for other roles. */
  digest: z.boolean().nullable(),
});

/** Only the events named change; `digest` is for supervisors. Events are checked by the rules. */
export const NotificationPreferencesBodySchema = z.object({
  events: z.partialRecord(NotificationEventSchema, NotificationChoiceSchema).optional(),
  digest: z.boolean().optional(),
});

export const UnsubscribeParamsSchema = z.object({ token: z.string().min(1).max(100) });

export const UnsubscribeResultSchema = z.object({
  message: z.string(),
  data: z.object({ event: NotificationEventSchema, label: z.string() }),
});

export type Notification = z.infer<typeof NotificationSchema>;
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export type NotificationPreferencesBody = z.infer<typeof NotificationPreferencesBodySchema>;
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
