/**
 * The coordinator's page of undelivered mail (issue 26): the messages the mail server refused
 * for good, or that failed every try, kept in the queue marked failed (mailQueue.ts); and the
 * deployer's test message, sent at once so that its answer is the mail server's.
 */
import { UNDELIVERED_MAIL_LIMIT, type UndeliveredMailPage } from '@siwes/api';
import { normalEmail, testMail, testMailAnswer } from '@siwes/api/rules';
import { hitRateLimit, limitKey } from './rateLimit.ts';
import { fail } from '../http.ts';
import type { Deps } from '../context.ts';

export async function getUndeliveredMail(deps: Pick<Deps, 'db'>): Promise<UndeliveredMailPage> {
  const failed = deps.db.selectFrom('mail_queue').where('status', '=', 'failed');
  const rows = await failed
    .select(['id', 'to_email', 'subject', 'kind', 'last_error', 'attempts', 'failed_at'])
    .orderBy('failed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(UNDELIVERED_MAIL_LIMIT)
    .execute();
  const { total } = await failed
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      to: r.to_email,
      subject: r.subject,
      event: r.kind ?? null,
      reason: r.last_error ?? '',
      attempts: r.attempts,
      failedAt: r.failed_at ?? '',
    })),
    total: Number(total),
  };
}

/** Test messages one coordinator may send an hour: a check, not a way to mail strangers. */
export const TEST_MAIL_LIMIT = { limit: 20, windowSeconds: 3600 };

/** Sends the test message at once; a refusal is a 502 carrying the mail server's answer. */
export async function sendTestMail(
  deps: Pick<Deps, 'db' | 'mail'>,
  coordinatorId: string,
  address: string,
  now: Date,
): Promise<{ message: string }> {
  await hitRateLimit(deps.db, limitKey('test-mail', coordinatorId), TEST_MAIL_LIMIT, now);
  const to = normalEmail(address);
  const mail = testMail();
  try {
    await deps.mail.sendNow(to, mail.subject, mail.text);
  } catch (error) {
    const reason = String(error instanceof Error ? error.message : error).slice(0, 500);
    fail(502, testMailAnswer(to, reason));
  }
  return { message: testMailAnswer(to) };
}
