/**
 * The coordinator's page of undelivered mail (issue 26): the messages the mail server refused
 * for good, or that failed every try, kept in the queue marked failed (mailQueue.ts).
 */
import { UNDELIVERED_MAIL_LIMIT, type UndeliveredMailPage } from '@siwes/api';
import type { Deps } from '../context.ts';

export async function listUndeliveredMail(deps: Pick<Deps, 'db'>): Promise<UndeliveredMailPage> {
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
