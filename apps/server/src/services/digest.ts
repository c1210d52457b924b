/**
 * The supervisors' daily digest (issue 26): a supervisor who chose it gets the portal entries
 * of events they would have had by mail (`notifyMany` marks them `digest_pending`) in one mail
 * a day, from the deployer's hour (Lagos, `SIWES_DIGEST_HOUR`, 18:00 by default). Any server
 * runs it on its upkeep; each person's digest is claimed in `reminders_sent` (kind `digest`,
 * their address, the Lagos day) in the transaction that queues it and clears the entries it
 * lists, so it leaves once a day however many servers run it. Entries that arrive after the
 * day's digest wait for the next day's.
 */
import type { Transaction } from 'kysely';
import type { Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { digestDue } from './reminderSchedule.ts';

/** The supervisor's page of notification choices (where the digest is switched off). */
export const DIGEST_SETTINGS_PAGE = '/lecturers/notifications/settings';

interface DigestEntry {
  title: string;
  text: string;
  link: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The digest's mail: each entry's title, sentence and link, in text and HTML. */
export function digestMail(entries: readonly DigestEntry[], day: string, origin: string) {
  const base = origin.replace(/\/+$/, '');
  const count = `${entries.length} notification${entries.length === 1 ? '' : 's'}`;
  const settings = `${base}${DIGEST_SETTINGS_PAGE}`;
  const footer = `You get one mail a day because you chose the daily digest. To change it: ${settings}`;
  return {
    subject: `Your SIWES daily digest: ${count}`,
    text: [
      `Your SIWES notifications of ${day} (${count}):`,
      '',
      ...entries.flatMap((e) => [`- ${e.title}`, `  ${e.text}`, `  ${base}${e.link}`]),
      '',
      footer,
    ].join('\n'),
    html:
      `<!doctype html><html><body><p>Your SIWES notifications of ${escapeHtml(day)} (${count}):</p><ul>` +
      entries
        .map(
          (e) =>
            `<li><a href="${escapeHtml(`${base}${e.link}`)}">${escapeHtml(e.title)}</a><br>${escapeHtml(e.text)}</li>`,
        )
        .join('') +
      `</ul><p style="font-size:small">You get one mail a day because you chose the daily digest. ` +
      `<a href="${escapeHtml(settings)}">Change it</a></p></body></html>`,
  };
}

/** Claims one person's digest of `day` and queues it; false when another server holds the claim. */
async function sendDigest(
  deps: Deps,
  trx: Transaction<Database>,
  user: { id: string; email: string },
  day: string,
  origin: string,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('reminders_sent')
    .values({ kind: 'digest', person: user.email, period: day, sent_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'person', 'period']).doNothing())
    .returning('person')
    .execute();
  if (claimed.length === 0) return false;
  const entries = await trx
    .selectFrom('notifications')
    .select(['seq', 'title', 'text', 'link'])
    .where('user_id', '=', user.id)
    .where('digest_pending', '=', 1)
    .orderBy('seq')
    .execute();
  if (entries.length === 0) return false;
  await trx
    .updateTable('notifications')
    .set({ digest_pending: 0 })
    .where('user_id', '=', user.id)
    .where('digest_pending', '=', 1)
    .where('seq', '<=', entries.at(-1)!.seq)
    .execute();
  const mail = digestMail(entries, day, origin);
  await deps.mail.enqueue(user.email, mail.subject, mail.text, trx, { html: mail.html, event: 'digest' });
  return true;
}

/**
 * The upkeep's step: from the digest hour, queues the day's digest of each person with entries
 * waiting for it, once per person and day. Answers how many it queued.
 */
export async function runDigests(deps: Deps, origin: string, now: Date): Promise<number> {
  const due = digestDue(now, deps.config.reminders);
  if (!due) return 0;
  const pending = await deps.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.id', 'u.email'])
    .distinct()
    .where('n.digest_pending', '=', 1)
    .execute();
  if (pending.length === 0) return 0;
  // Those whose digest of the day has left wait for tomorrow's (each claim is checked again below).
  const sent = await deps.db
    .selectFrom('reminders_sent')
    .select('person')
    .where('kind', '=', 'digest')
    .where('period', '=', due.period)
    .execute();
  const done = new Set(sent.map((r) => r.person));
  const waiting = pending.filter((user) => !done.has(user.email));
  let queued = 0;
  for (const user of waiting) {
    const queuedOne = await deps.db
      .transaction()
      .execute((trx) => sendDigest(deps, trx, user, due.period, origin, now));
    if (queuedOne) queued += 1;
  }
  if (queued > 0) {
    deps.config.logger.info(`Queued ${queued} daily digest${queued === 1 ? '' : 's'}`);
    deps.mail.kick();
  }
  return queued;
}
