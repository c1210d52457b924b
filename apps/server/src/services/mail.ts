/**
 * Mail: through nodemailer when SMTP_URL is set; otherwise the development outbox, where each
 * message is logged and kept in the database for GET /api/dev/outbox.
 */
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '@siwes/api';
import type { Logger } from '../config.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/schema.ts';

/** What a notification's mail adds to the text (issue 26): an HTML part, headers, its event. */
export interface MailExtra {
  html?: string;
  headers?: Record<string, string>;
  event?: string;
}

export interface Mailer {
  send(to: string, subject: string, text: string, extra?: MailExtra): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, subject, text, extra = {}) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(extra.html !== undefined && { html: extra.html }),
        ...(extra.headers && { headers: extra.headers }),
      });
    },
  };
}

export function outboxMailer(db: Db, logger: Logger, now: () => Date): Mailer {
  return {
    async send(to, subject, text) {
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
