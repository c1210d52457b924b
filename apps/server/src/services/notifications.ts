/**
 * Notifications (issue 26): `notify` is the one way an event reaches a person. In the caller's
 * transaction (the one that makes the change), it writes the portal's entry and queues the mail
 * as that person chose. The rest reads and marks a person's own entries, stores their choices,
 * and honours an unsubscribe link, which works without signing in for one person and one event.
 */
import { randomBytes } from 'node:crypto';
import type { LoginType, NotificationChoice, NotificationEvent, Notification } from '@siwes/api';
import { NOTIFICATIONS } from '@siwes/api';
import type { BodyOutput, QueryOutput } from '@siwes/api/contract';
import {
  ACCOUNT_EVENTS,
  NOTIFICATION_LABELS,
  NOTIFICATION_MESSAGES,
  notificationChoice,
  notificationDelivery,
  notificationEntry,
  notificationMail,
  notificationPage,
  notificationPreferencesProblem,
  notificationPreferencesView,
  isNotificationEvent,
  type NotificationFacts,
} from '@siwes/api/rules';
import type { Transaction } from 'kysely';
import type { Deps } from '../context.ts';
import type { Database, Db } from '../db/schema.ts';
import { keyed } from '../auth/codeHash.ts';
import { fail, refuseField } from '../http.ts';
import { countHit, limitKey, refuseWhenFull } from './rateLimit.ts';
import { audited } from './audit.ts';

/** Who hears of an event: an account's id and the address its mail goes to. */
export interface Recipient {
  userId: string;
  email: string;
}

/** Where the links of a mail point, and when the event happened: from the request that caused it. */
export interface Telling {
  origin: string;
  now: Date;
}

const tokenHash = (deps: Deps, token: string) => keyed(deps.otpSecret, 'unsubscribe', token);

async function storedChoices(db: Db | Transaction<Database>, userId: string) {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['event', 'choice'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.event, r.choice as NotificationChoice]));
}

async function digestChosen(db: Db | Transaction<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('digest')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.digest === 1;
}

/**
 * Tells one person of one event, in `trx`: the portal's entry unless they switched it off, and
 * a mail when they chose mail (an account mail always). A supervisor who chose the daily digest
 * gets the entry now and no mail per event: the digest is sent on a schedule. Each mail of an
 * event that may be switched off carries its own unsubscribe link.
 */
export async function notify(
  deps: Deps,
  trx: Transaction<Database>,
  to: Recipient,
  facts: NotificationFacts,
  { origin, now }: Telling,
): Promise<void> {
  const choice = notificationChoice(await storedChoices(trx, to.userId), facts.event);
  const delivery = notificationDelivery(choice);
  const at = now.toISOString();
  if (delivery.portal) {
    const entry = notificationEntry(facts);
    await trx
      .insertInto('notifications')
      .values({
        id: crypto.randomUUID(),
        user_id: to.userId,
        event: facts.event,
        title: entry.title,
        text: entry.text,
        link: entry.link,
        read_at: null,
        created_at: at,
      })
      .execute();
  }
  if (!delivery.email) return;
  const account = ACCOUNT_EVENTS.includes(facts.event);
  if (!account && (await digestChosen(trx, to.userId))) return;
  let token: string | undefined;
  if (!account) {
    token = randomBytes(32).toString('base64url');
    await trx
      .insertInto('unsubscribe_tokens')
      .values({
        token_hash: tokenHash(deps, token),
        user_id: to.userId,
        event: facts.event,
        created_at: at,
        expires_at: new Date(now.getTime() + NOTIFICATIONS.unsubscribeDays * 86_400_000).toISOString(),
      })
      .execute();
  }
  const mail = notificationMail(facts, origin, token);
  await deps.mail.enqueue(to.email, mail.subject, mail.text, trx, {
    html: mail.html,
    headers: mail.headers,
    event: facts.event,
  });
}

/** The account behind a student, supervisor or coordinator id, as `notify` needs it. */
export async function recipient(db: Db | Transaction<Database>, userId: string): Promise<Recipient> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId: user.id, email: user.email };
}

const toNotification = (row: {
  id: string;
  event: string;
  title: string;
  text: string;
  link: string;
  read_at: string | null;
  created_at: string;
}): Notification => ({
  _id: row.id,
  event: row.event as NotificationEvent,
  title: row.title,
  text: row.text,
  link: row.link,
  read: row.read_at !== null,
  createdAt: row.created_at,
});

/** A person's own entries, newest first, a page at a time, with how many there are and are unread. */
export async function listNotifications(
  deps: Deps,
  userId: string,
  query: QueryOutput<'listStudentNotifications'>,
) {
  const { limit, offset } = notificationPage(query);
  const rows = await deps.db
    .selectFrom('notifications')
    .select(['id', 'event', 'title', 'text', 'link', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counts = await deps.db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>('read_at').as('read'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  return { data: rows.map(toNotification), total, unread: total - Number(counts.read) };
}

/** Marks one of a person's own entries read; another's answers as not found. */
export async function markRead(deps: Deps, userId: string, id: string, now: Date): Promise<void> {
  const found = await deps.db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!found) fail(404, NOTIFICATION_MESSAGES.notificationNotFound);
  if (found.read_at !== null) return;
  await deps.db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function markAllRead(deps: Deps, userId: string, now: Date): Promise<void> {
  await deps.db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

export async function getPreferences(deps: Deps, userId: string, role: LoginType) {
  return notificationPreferencesView(
    role,
    await storedChoices(deps.db, userId),
    await digestChosen(deps.db, userId),
  );
}

async function storeChoice(trx: Transaction<Database>, userId: string, event: string, choice: string) {
  await trx
    .insertInto('notification_preferences')
    .values({ user_id: userId, event, choice })
    .onConflict((oc) => oc.columns(['user_id', 'event']).doUpdateSet({ choice }))
    .execute();
}

/** A preferences view's choices by event, as the trail compares them. */
function choicesOf(events: readonly { event: string; choice: string }[]): Record<string, string> {
  return Object.fromEntries(events.map((e) => [e.event, e.choice]));
}

/** Stores the choices named (refused as a whole, naming the field, by the shared rule). */
export async function setPreferences(
  deps: Deps,
  userId: string,
  role: LoginType,
  body: BodyOutput<'setStudentNotificationPreferences'>,
) {
  const problem = notificationPreferencesProblem(role, body);
  if (problem) refuseField(problem.field, problem.message);
  await audited(deps, async (trx, trail) => {
    const before = await getPreferences({ ...deps, db: trx }, userId, role);
    trail.change(
      { type: role, id: userId, student: role === 'student' ? userId : null },
      { ...choicesOf(before.events), digest: before.digest },
      { ...body.events, digest: body.digest },
    );
    for (const [event, choice] of Object.entries(body.events ?? {})) {
      if (choice !== undefined) await storeChoice(trx, userId, event, choice);
    }
    if (body.digest !== undefined) {
      const digest = body.digest ? 1 : 0;
      await trx
        .insertInto('notification_settings')
        .values({ user_id: userId, digest })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ digest }))
        .execute();
    }
  });
  return getPreferences(deps, userId, role);
}

/**
 * Switches one event's mail off for the person a link was mailed to (the portal's entries
 * stay). A wrong token counts against its caller's address, like a sign-off link's.
 */
export async function unsubscribe(deps: Deps, token: string, address: string, now: Date) {
  const perAddress = limitKey('unsubscribe-failures', address);
  const rule = deps.config.rateLimits.signoffFailuresPerAddress;
  await refuseWhenFull(deps.db, perAddress, rule, now);
  const link = await deps.db
    .selectFrom('unsubscribe_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash(deps, token))
    .executeTakeFirst();
  if (!link || !isNotificationEvent(link.event)) {
    await countHit(deps.db, perAddress, rule, now);
    fail(404, NOTIFICATION_MESSAGES.unsubscribeLinkInvalid);
  }
  if (link.expires_at <= now.toISOString()) fail(410, NOTIFICATION_MESSAGES.unsubscribeLinkExpired);
  const event = link.event;
  await audited(deps, async (trx, trail) => {
    const current = notificationChoice(await storedChoices(trx, link.user_id), event);
    if (current === 'email') await storeChoice(trx, link.user_id, event, 'portal');
    trail.change({ type: 'account', id: link.user_id }, { [event]: current }, { [event]: 'portal' });
  });
  return {
    message: NOTIFICATION_MESSAGES.unsubscribed(event),
    data: { event, label: NOTIFICATION_LABELS[event] },
  };
}
