/**
 * Mail leaves through a queue kept in the database: a call that sends mail stores it and
 * answers at once, so answering never waits on the mail server (a reset code for a known email
 * and for an unknown one take the same time), and a restart loses nothing. A delivery run sends
 * what is due, one message at a time; a failed message is tried again later, waiting from
 * `firstSeconds` doubling up to `maxSeconds`, and given up (logged, and kept marked failed for
 * the coordinator's page of undelivered mail) after `maxAttempts` or at once when the mail
 * server refuses it for good (a 5xx answer, such as an unknown mailbox).
 * Several processes share the queue: each claims a message before sending it.
 */
import type { Logger, MailRetry } from '../config.ts';
import type { Selectable, Transaction } from 'kysely';
import type { Database, Db, MailQueueTable } from '../db/schema.ts';
import type { MailExtra, Mailer } from './mail.ts';

/** How long a claimed message is left to its sender before another process may take it. */
const CLAIM_MS = 5 * 60 * 1000;
/** Rows per insert when many messages are queued at once. */
const ENQUEUE_CHUNK = 500;

/** A message to queue. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  /** What it is about: a reminder's kind (an event's name, from `extra`, when not given). */
  kind?: string;
  /** A notification's HTML part, headers and event (issue 26). */
  extra?: MailExtra;
}

/** How often a process looks for due mail (retries, and mail other processes stored). */
export const MAIL_POLL_MS = 5_000;

/** Whether the mail server refused a message for good (an SMTP 5xx answer): it is not tried again. */
export function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function retryDelaySeconds(retry: MailRetry, attempts: number): number {
  return Math.min(retry.firstSeconds * 2 ** Math.max(0, attempts - 1), retry.maxSeconds);
}

/** A queued message's HTML part, headers and event, as the mailer takes them. */
function mailExtra(message: Selectable<MailQueueTable>): MailExtra {
  return {
    ...(message.html !== null && { html: message.html }),
    ...(message.headers_json !== null && {
      headers: JSON.parse(message.headers_json) as Record<string, string>,
    }),
    ...(message.event !== null && { event: message.event }),
  };
}

export class MailQueue {
  readonly #db: Db;
  readonly #mailer: Mailer;
  readonly #logger: Logger;
  readonly #now: () => Date;
  readonly #retry: MailRetry;
  #running: Promise<void> | undefined;
  #again = false;
  #timer: ReturnType<typeof setInterval> | undefined;
  #stopped = false;

  constructor(db: Db, mailer: Mailer, options: { logger: Logger; now: () => Date; retry: MailRetry }) {
    this.#db = db;
    this.#mailer = mailer;
    this.#logger = options.logger;
    this.#now = options.now;
    this.#retry = options.retry;
  }

  /**
   * Stores a message (inside the caller's transaction when given); it leaves after the answer.
   * `extra` adds an HTML part, headers and the event it tells of (notifications, issue 26).
   */
  async enqueue(
    to: string,
    subject: string,
    text: string,
    db: Db | Transaction<Database> = this.#db,
    extra: MailExtra = {},
  ): Promise<void> {
    await this.enqueueMany([{ to, subject, text, extra }], db);
  }

  /**
   * Stores many messages in one insert per 500 (inside the caller's transaction when given):
   * the reminders queue thousands at once. `kind` says what each is about (the undelivered page).
   */
  async enqueueMany(
    messages: readonly QueuedMail[],
    db: Db | Transaction<Database> = this.#db,
  ): Promise<void> {
    const at = this.#now().toISOString();
    for (let i = 0; i < messages.length; i += ENQUEUE_CHUNK) {
      await db
        .insertInto('mail_queue')
        .values(
          messages.slice(i, i + ENQUEUE_CHUNK).map((m) => ({
            to_email: m.to,
            subject: m.subject,
            text: m.text,
            kind: m.kind ?? m.extra?.event ?? null,
            html: m.extra?.html ?? null,
            headers_json: m.extra?.headers ? JSON.stringify(m.extra.headers) : null,
            event: m.extra?.event ?? null,
            created_at: at,
            attempts: 0,
            next_attempt_at: at,
            locked_until: null,
            last_error: null,
          })),
        )
        .execute();
    }
  }

  /**
   * Sends one message at once, past the queue, and throws what the mail server answered if it
   * did not accept it: a deployer's test message (`sendTestMail`), whose answer is the point.
   */
  async sendNow(to: string, subject: string, text: string): Promise<void> {
    await this.#mailer.send(to, subject, text);
  }

  /** Starts a delivery run soon, after the current answer has gone. */
  kick(): void {
    if (this.#stopped) return;
    setImmediate(() => {
      this.deliverDue().catch((error: unknown) => this.#logger.error('Mail delivery failed', error));
    });
  }

  /** Looks for due mail every `pollMs` (retries, and mail that other processes stored). */
  start(pollMs = MAIL_POLL_MS): void {
    this.#timer = setInterval(() => this.kick(), pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Sends every message that is due; a run already going is joined, then run once more. */
  deliverDue(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.#deliverAll();
        } while (this.#again && !this.#stopped);
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  async #deliverAll(): Promise<void> {
    for (;;) {
      if (this.#stopped) return;
      const now = this.#now();
      const due = await this.#db
        .selectFrom('mail_queue')
        .selectAll()
        .where('next_attempt_at', '<=', now.toISOString())
        .where('status', 'is', null)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(20)
        .execute();
      if (due.length === 0) return;
      for (const message of due) {
        if (this.#stopped) return;
        await this.#deliver(message, now);
      }
    }
  }

  async #deliver(message: Selectable<MailQueueTable>, now: Date) {
    const claimed = await this.#db
      .updateTable('mail_queue')
      .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', message.id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    try {
      await this.#mailer.send(message.to_email, message.subject, message.text, {
        ...mailExtra(message),
        key: `${message.id}.${Date.parse(message.created_at)}`,
      });
      await this.#db.deleteFrom('mail_queue').where('id', '=', message.id).execute();
    } catch (error) {
      const attempts = message.attempts + 1;
      const reason = String(error instanceof Error ? error.message : error).slice(0, 500);
      if (refusedForGood(error) || attempts >= this.#retry.maxAttempts) {
        this.#logger.error(`Gave up mail to ${message.to_email} after ${attempts} tries`, error);
        // Kept, marked failed, for the coordinator's page of undelivered mail.
        await this.#db
          .updateTable('mail_queue')
          .set({
            attempts,
            status: 'failed',
            failed_at: this.#now().toISOString(),
            locked_until: null,
            last_error: reason,
          })
          .where('id', '=', message.id)
          .execute();
        return;
      }
      const wait = retryDelaySeconds(this.#retry, attempts);
      await this.#db
        .updateTable('mail_queue')
        .set({
          attempts,
          next_attempt_at: new Date(this.#now().getTime() + wait * 1000).toISOString(),
          locked_until: null,
          last_error: reason,
        })
        .where('id', '=', message.id)
        .execute();
    }
  }

  /** Stops looking for mail and waits (up to `ms`) for a message being sent; the rest stay queued. */
  async stop(ms = 2_000): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    const running = this.#running;
    if (!running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      running.catch(() => undefined),
      new Promise<void>((done) => {
        timer = setTimeout(done, ms);
      }),
    ]);
    clearTimeout(timer);
  }
}
