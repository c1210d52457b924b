/**
 * The access matrix's logbook calls (issue 24, access.test.ts): a sign-off link for one past
 * week of the demo student, and another past week to ask for and to reopen.
 */
import type { ApiClient, RouteKey } from '@siwes/api';

export interface LogbookFixtures {
  /** A live link for `signedWeek` (signed by the matrix's signWeek call), and the digest it shows. */
  token: string;
  digest: string;
  signedWeek: string;
  /** A past week with entries, asked for by the matrix and reopened by the coordinator. */
  otherWeek: string;
}

const WORKPLACE_EMAIL = 'matrix.workplace@siwes.test';

/** Gives the demo student a workplace supervisor and a link for one of their past weeks. */
export async function logbookFixtures(
  client: ApiClient,
  studentId: string,
  signInStudent: () => Promise<unknown>,
): Promise<LogbookFixtures> {
  await client.updateStudent({
    id: studentId,
    workplaceSupervisor: { name: 'Matrix Boss', email: WORKPLACE_EMAIL },
  });
  await signInStudent();
  const { weeks } = await client.getLogbook({ limit: 60 });
  const written = weeks.filter(
    (w) =>
      w.state === 'closed' && [w.monday, w.tuesday, w.wednesday, w.thursday, w.friday].some((d) => d.trim()),
  );
  const [signed, other] = written;
  if (!signed || !other) throw new Error('the demo student has fewer than two past weeks written');
  await client.requestSignoff({ weekStart: signed.weekStart });
  const [mail] = await client.getDevOutbox(WORKPLACE_EMAIL);
  const token = /\/signoff\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const { data } = await client.getSignoff({ token });
  return { token, digest: data.digest, signedWeek: signed.weekStart, otherWeek: other.weekStart };
}

/** A valid call of each logbook route for its owner, as access.test.ts sends it. */
export function logbookCall(
  key: RouteKey,
  fx: LogbookFixtures,
  student: string,
): { params?: Record<string, string>; body?: unknown; query?: Record<string, string> } {
  const params = { id: student };
  switch (key) {
    case 'getSignoff':
      return { params: { token: fx.token } };
    case 'signWeek':
      return { params: { token: fx.token }, body: { name: 'Matrix Boss', digest: fx.digest } };
    case 'requestSignoff':
      return { body: { weekStart: fx.otherWeek } };
    case 'getLogbook':
      return { query: { page: '1', limit: '5' } };
    case 'supervisorGetLogbook':
    case 'coordinatorGetLogbook':
      return { params, query: { page: '1' } };
    case 'supervisorCommentOnWeek':
    case 'coordinatorCommentOnWeek':
      return { params, body: { weekStart: fx.signedWeek, text: 'Seen.' } };
    case 'supervisorReopenWeek':
      return { params, body: { weekStart: fx.signedWeek, reason: 'Matrix reopening.' } };
    case 'coordinatorReopenWeek':
      return { params, body: { weekStart: fx.otherWeek, reason: 'Matrix reopening.' } };
    default:
      throw new Error(`${key} is not a logbook call`);
  }
}
