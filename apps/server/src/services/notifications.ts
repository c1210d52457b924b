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
import type { Insertable, Transaction } from 'kysely';
import type { Deps } from '../context.ts';
import type { Database, Db } from '../db/schema.ts';
import { keyed } from '../auth/codeHash.ts';
import { fail, refuseField } from '../http.ts';
import type { QueuedMail } from './mailQueue.ts';
import { findByLinkToken, limitKey } from './rateLimit.ts';
import { audited } from './audit.ts';

/**
 * Who hears of an event: an account's id and the address its mail goes to. A person without an
 * account (a workplace supervisor, reminded of weeks waiting for sign-off) has a null id: no
 * portal entry, and their choice (set only by an unsubscribe link) is kept by address.
 */
export interface Recipient {
  userId: string | null;
  email: string;
}

/** Where the links of a mail point, and when the event happened: from the request that caused it. */
export interface Telling {
  origin: string;
  now: Date;
}

/** One person told of one event. */
export interface Notice {
  to: Recipient;
  facts: NotificationFacts;
}

const tokenHash = (deps: Pick<Deps, 'otpSecret'>, token: string) =>
  keyed(deps.otpSecret, 'unsubscribe', token);

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

type Choices = Map<string, Record<string, NotificationChoice>>;

/** The stored choices of many people at once, by account id or (without an account) by address. */
async function choicesOf(trx: Transaction<Database>, notices: readonly Notice[]) {
  const userIds = [...new Set(notices.flatMap((n) => (n.to.userId === null ? [] : [n.to.userId])))];
  const emails = [...new Set(notices.flatMap((n) => (n.to.userId === null ? [n.to.email] : [])))];
  const byUser: Choices = new Map();
  const byAddress: Choices = new Map();
  const add = (map: Choices, key: string, event: string, choice: string) =>
    map.set(key, { ...map.get(key), [event]: choice as NotificationChoice });
  const digest = new Set<string>();
  if (userIds.length > 0) {
    const rows = await trx
      .selectFrom('notification_preferences')
      .select(['user_id', 'event', 'choice'])
      .where('user_id', 'in', userIds)
      .execute();
    for (const r of rows) add(byUser, r.user_id, r.event, r.choice);
    const settings = await trx
      .selectFrom('notification_settings')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('digest', '=', 1)
      .execute();
    for (const r of settings) digest.add(r.user_id);
  }
  if (emails.length > 0) {
    const rows = await trx
      .selectFrom('address_choices')
      .select(['email', 'event', 'choice'])
      .where('email', 'in', emails)
      .execute();
    for (const r of rows) add(byAddress, r.email, r.event, r.choice);
  }
  return {
    choice: ({ to, facts }: Notice) =>
      notificationChoice(
        (to.userId === null ? byAddress.get(to.email) : byUser.get(to.userId)) ?? {},
        facts.event,
      ),
    digest: (userId: string | null) => userId !== null && digest.has(userId),
  };
}

/** People told per round of inserts (a few rows each; well within SQLite's bound on variables). */
const NOTICE_CHUNK = 500;

/**
 * Tells each person of their event, in `trx`: the portal's entry unless they switched it off
 * (and if they have an account), and a mail when they chose mail (an account mail always). A
 * supervisor who chose the daily digest gets the entry now, marked as waiting for the digest,
 * and no mail per event (`digest.ts` sends it). Each mail of an event that may be switched off
 * carries its own unsubscribe link. Many people are told in a few inserts per 500 (the
 * reminders tell thousands at once). Answers how many mails it queued.
 */
export async function notifyMany(
  deps: Pick<Deps, 'mail' | 'otpSecret'>,
  trx: Transaction<Database>,
  notices: readonly Notice[],
  { origin, now }: Telling,
): Promise<number> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + NOTIFICATIONS.unsubscribeDays * 86_400_000).toISOString();
  let queued = 0;
  for (let i = 0; i < notices.length; i += NOTICE_CHUNK) {
    const chunk = notices.slice(i, i + NOTICE_CHUNK);
    const chosen = await choicesOf(trx, chunk);
    const entries: Insertable<Database['notifications']>[] = [];
    const tokens: Insertable<Database['unsubscribe_tokens']>[] = [];
    const addressTokens: Insertable<Database['address_unsubscribe_tokens']>[] = [];
    const mails: QueuedMail[] = [];
    for (const notice of chunk) {
      const { to, facts } = notice;
      const delivery = notificationDelivery(chosen.choice(notice));
      const account = ACCOUNT_EVENTS.includes(facts.event);
      const held = delivery.email && !account && chosen.digest(to.userId);
      if (delivery.portal && to.userId !== null) {
        const entry = notificationEntry(facts);
        entries.push({
          id: crypto.randomUUID(),
          user_id: to.userId,
          event: facts.event,
          title: entry.title,
          text: entry.text,
          link: entry.link,
          read_at: null,
          created_at: at,
          digest_pending: held ? 1 : 0,
        });
      }
      if (!delivery.email || held) continue;
      let token: string | undefined;
      if (!account) {
        token = randomBytes(32).toString('base64url');
        const link = {
          token_hash: tokenHash(deps, token),
          event: facts.event,
          created_at: at,
          expires_at: expiresAt,
        };
        if (to.userId === null) addressTokens.push({ ...link, email: to.email });
        else tokens.push({ ...link, user_id: to.userId });
      }
      const mail = notificationMail(facts, origin, token);
      mails.push({
        to: to.email,
        subject: mail.subject,
        text: mail.text,
        extra: { html: mail.html, headers: mail.headers, event: facts.event },
      });
    }
    if (entries.length > 0) await trx.insertInto('notifications').values(entries).execute();
    if (tokens.length > 0) await trx.insertInto('unsubscribe_tokens').values(tokens).execute();
    if (addressTokens.length > 0) {
      await trx.insertInto('address_unsubscribe_tokens').values(addressTokens).execute();
    }
    await deps.mail.enqueueMany(mails, trx);
    queued += mails.length;
  }
  return queued;
}

/** Tells one person of one event, in `trx` (the transaction that makes the change): `notifyMany` for one. */
export async function notify(
  deps: Pick<Deps, 'mail' | 'otpSecret'>,
  trx: Transaction<Database>,
  to: Recipient,
  facts: NotificationFacts,
  telling: Telling,
): Promise<void> {
  await notifyMany(deps, trx, [{ to, facts }], telling);
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
function choicesByEvent(events: readonly { event: string; choice: string }[]): Record<string, string> {
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
      { ...choicesByEvent(before.events), digest: before.digest },
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

/** The person and event of an unsubscribe link: an account's, or an address's without one. */
async function unsubscribeLink(deps: Deps, token: string) {
  const hash = tokenHash(deps, token);
  const account = await deps.db
    .selectFrom('unsubscribe_tokens')
    .select(['user_id', 'event', 'expires_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (account) return { ...account, email: null };
  const address = await deps.db
    .selectFrom('address_unsubscribe_tokens')
    .select(['email', 'event', 'expires_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return address && { ...address, user_id: null };
}

/**
 * Switches one event's mail off for the person a link was mailed to (the portal's entries
 * stay; a person without an account has none, and hears no more of it). A wrong token counts
 * against its caller's address, like a sign-off link's.
 */
export async function unsubscribe(deps: Deps, token: string, address: string, now: Date) {
  const limit = {
    key: limitKey('unsubscribe-failures', address),
    rule: deps.config.rateLimits.signoffFailuresPerAddress,
    now,
  };
  const link = await findByLinkToken(
    deps.db,
    limit,
    async () => {
      const found = await unsubscribeLink(deps, token);
      return found && isNotificationEvent(found.event) ? { ...found, event: found.event } : undefined;
    },
    NOTIFICATION_MESSAGES.unsubscribeLinkInvalid,
  );
  if (link.expires_at <= now.toISOString()) fail(410, NOTIFICATION_MESSAGES.unsubscribeLinkExpired);
  const event = link.event;
  await audited(deps, async (trx, trail) => {
    if (link.user_id === null) {
      // A workplace supervisor's address (no account): its choice is kept by address.
      await trx
        .insertInto('address_choices')
        .values({ email: link.email, event, choice: 'off' })
        .onConflict((oc) => oc.columns(['email', 'event']).doUpdateSet({ choice: 'off' }))
        .execute();
      trail.change({ type: 'address', id: link.email }, undefined, { [event]: 'off' });
      return;
    }
    const current = notificationChoice(await storedChoices(trx, link.user_id), event);
    if (current === 'email') await storeChoice(trx, link.user_id, event, 'portal');
    trail.change({ type: 'account', id: link.user_id }, { [event]: current }, { [event]: 'portal' });
  });
  return {
    message: NOTIFICATION_MESSAGES.unsubscribed(event),
    data: { event, label: NOTIFICATION_LABELS[event] },
  };
}
