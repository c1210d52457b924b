/**
 * Mail: through nodemailer when SMTP_URL is set; otherwise the development outbox, where each
 * message is logged and kept in the database for GET /api/dev/outbox (mail to an address at
 * `.invalid` it refuses for good, as a mail server refuses an unknown mailbox).
 */
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '@siwes/api';
import { DEV_OUTBOX_REFUSAL, devOutboxRefuses } from '@siwes/api/rules';
import type { Logger } from '../config.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/schema.ts';

/** What a notification's mail adds to the text (issue 26): an HTML part, headers, its event, its key. */
export interface MailExtra {
  html?: string;
  headers?: Record<string, string>;
  event?: string;
  /** Names the message for its Message-ID, the same on every try (the queue's row). */
  key?: string;
}

export interface Mailer {
  /** `extra.key` names the message for its Message-ID, the same on every try. */
  send(to: string, subject: string, text: string, extra?: MailExtra): Promise<void>;
}

/** The domain of the From address (`SIWES Unit <siwes@university.edu>` → `university.edu`). */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@').pop()?.trim().toLowerCase() || 'localhost';
}

/**
 * Mail through SMTP: from the deployer's address, with a Date and a Message-ID on the deployer's
 * domain (`<key@domain>`, the same on every try of one message), as plain text, with an HTML
 * part and headers (List-Unsubscribe) where a notification gives them.
 */
export function smtpMailer(smtpUrl: string, from: string, now: () => Date = () => new Date()): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = mailDomain(from);
  return {
    async send(to, subject, text, extra = {}) {
      const key = extra.key ?? crypto.randomUUID();
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(extra.html !== undefined && { html: extra.html }),
        ...(extra.headers && { headers: extra.headers }),
        date: now(),
        messageId: `<siwes.${key}@${domain}>`,
      });
    },
  };
}

export function outboxMailer(db: Db, logger: Logger, now: () => Date): Mailer {
  return {
    async send(to, subject, text) {
      if (devOutboxRefuses(to)) {
        throw Object.assign(new Error(DEV_OUTBOX_REFUSAL), { responseCode: 550 });
      }
      await db
        .insertInto('outbox')
        .values({ to_email: to, subject, text, sent_at: now().toISOString() })
        .execute();
      logger.info(`[dev outbox] to ${to}: ${subject}: ${text}`);
    },
  };
}

export async function readOutbox(db: Db, email: string): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['to_email', 'subject', 'text', 'sent_at'])
    .where('to_email', '=', email.trim().toLowerCase())
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ to: r.to_email, subject: r.subject, text: r.text, sentAt: r.sent_at }));
}

/** The development outbox for one address, newest first, after delivering any mail queued. */
export async function readDevOutbox(
  deps: Pick<Deps, 'db' | 'mail'>,
  email: string,
): Promise<OutboxMessage[]> {
  await deps.mail.deliverDue();
  return readOutbox(deps.db, email);
}
