/**
 * Sign-off by a link (issue 24): the student asks (or, once a week's Friday has passed, the
 * upkeep asks for them), the workplace supervisor is mailed a link with a random token stored
 * only as a keyed hash, and signs with no account. A new link revokes the old; wrong tokens are
 * bounded per address like wrong one-time codes. The signing locks the week's row in the same
 * transaction that checks the text it signs is the text stored.
 */
import { randomBytes } from 'node:crypto';
import type { SignoffView } from '@siwes/api';
import { LOGBOOK, SERVER_MESSAGES } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import {
  autoSignoffWeeks,
  decodeSignoffImage,
  imageDataUrl,
  readOnlyUntil,
  reportWeek,
  signoffExpiry,
  signoffLinkState,
  signoffMail,
  signoffRequestProblem,
  weekDigest,
  type ReportDays,
  auditText,
} from '@siwes/api/rules';
import type { Transaction } from 'kysely';
import type { Deps } from '../context.ts';
import type { Database, SignoffRequestTable, StudentTable } from '../db/schema.ts';
import { fail, refuseField } from '../http.ts';
import { keyed } from '../auth/codeHash.ts';
import { weekFacts } from './logbook.ts';
import { notify, recipient, type Telling } from './notifications.ts';
import { findByLinkToken, hitRateLimit, limitKey } from './rateLimit.ts';
import { studentOr404 } from './studentDetails.ts';
import { audited } from './audit.ts';

const tokenHash = (deps: Deps, token: string) => keyed(deps.otpSecret, 'signoff', token);

/** Revokes a week's links not yet used (a new link replaces them; a signing ends them). */
async function revokeUnusedLinks(
  trx: Transaction<Database>,
  studentId: string,
  weekStart: string,
  at: string,
) {
  await trx
    .updateTable('signoff_requests')
    .set({ revoked_at: at })
    .where('student_id', '=', studentId)
    .where('week_start', '=', weekStart)
    .where('revoked_at', 'is', null)
    .where('signed_at', 'is', null)
    .execute();
}

/**
 * Stores a new link for a student's week, revoking any link of that week not yet used, and
 * queues its mail, in the caller's transaction.
 */
async function createSignoffRequest(
  deps: Deps,
  trx: Transaction<Database>,
  student: StudentTable,
  weekStart: string,
  origin: string,
  now: Date,
) {
  const at = now.toISOString();
  await revokeUnusedLinks(trx, student.id, weekStart, at);
  const token = randomBytes(32).toString('base64url');
  const row = {
    id: crypto.randomUUID(),
    token_hash: tokenHash(deps, token),
    student_id: student.id,
    week_start: weekStart,
    sent_to: student.workplace_supervisor_email ?? '',
    created_at: at,
    expires_at: signoffExpiry(now, deps.config.signoffLinkDays),
    revoked_at: null,
    signed_at: null,
  };
  await trx.insertInto('signoff_requests').values(row).execute();
  const link = `${origin.replace(/\/+$/, '')}${LOGBOOK.signoffPage}/${token}`;
  const mail = signoffMail(student.name, weekStart, link, row.expires_at);
  await deps.mail.enqueue(row.sent_to, mail.subject, mail.text, trx);
  return row;
}

/** The student asks for a week's sign-off: the workplace supervisor is mailed a new link. */
export async function requestSignoff(
  deps: Deps,
  id: string,
  body: BodyOutput<'requestSignoff'>,
  origin: string,
  now: Date,
) {
  const student = await studentOr404(deps, id);
  await hitRateLimit(deps.db, limitKey('signoff-request', id), deps.config.rateLimits.signoffRequests, now);
  const { weekStart } = body;
  const row = await audited(deps, async (trx, trail) => {
    const report = await trx
      .selectFrom('weekly_reports')
      .select('days_reported')
      .where('student_id', '=', id)
      .where('week_start', '=', weekStart)
      .executeTakeFirst();
    const problem = signoffRequestProblem({
      weekStart,
      currentWeekStart: reportWeek(now).weekStart,
      ...(await weekFacts(trx, id, weekStart)).get(weekStart),
      daysReported: report?.days_reported ?? 0,
      supervisorEmail: student.workplace_supervisor_email,
    });
    if (problem === SERVER_MESSAGES.weekAlreadySigned) fail(409, problem);
    if (problem === SERVER_MESSAGES.noWorkplaceSupervisor) refuseField('workplaceSupervisor.email', problem);
    if (problem) refuseField('weekStart', problem);
    const created = await createSignoffRequest(deps, trx, student, weekStart, origin, now);
    trail.touch({ type: 'week', id: weekStart, student: id }, { signoffSentTo: [null, created.sent_to] });
    return created;
  });
  deps.mail.kick();
  return { weekStart, sentTo: row.sent_to, requestedAt: row.created_at, expiresAt: row.expires_at };
}

/**
 * The upkeep's step: mails the link of every week whose Friday has passed, with entries, not
 * signed and never asked for. A claim row per week decides which server sends it (the insert
 * that lands), so it happens once however many servers run the upkeep. Answers how many it sent.
 */
export async function mailDueSignoffs(deps: Deps, origin: string, now: Date): Promise<number> {
  const { from, to } = autoSignoffWeeks(now);
  const due = await deps.db
    .selectFrom('weekly_reports as w')
    .innerJoin('students as s', 's.id', 'w.student_id')
    .select(['w.student_id', 'w.week_start'])
    .where('w.week_start', '>=', from)
    .where('w.week_start', '<=', to)
    .where('w.days_reported', '>', 0)
    .where('w.locked', '=', 0)
    .where('s.workplace_supervisor_email', 'is not', null)
    .where('s.workplace_supervisor_email', '!=', '')
    // Never asked for (a claimed week has its link, stored in the claim's transaction).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('signoff_requests as r')
            .select('r.id')
            .whereRef('r.student_id', '=', 'w.student_id')
            .whereRef('r.week_start', '=', 'w.week_start'),
        ),
      ),
    )
    .limit(1000)
    .execute();
  let sent = 0;
  for (const week of due) {
    const claimed = await deps.db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('signoff_auto_claims')
        .values({ student_id: week.student_id, week_start: week.week_start, claimed_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['student_id', 'week_start']).doNothing())
        .executeTakeFirst();
      if (Number(claim.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      const student = await studentOr404({ db: trx }, week.student_id);
      await createSignoffRequest(deps, trx, student, week.week_start, origin, now);
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) deps.mail.kick();
  return sent;
}

/** The link's request, or a refusal: a wrong token counts against its caller's address. */
async function requestByToken(deps: Deps, token: string, address: string, now: Date) {
  const limit = {
    key: limitKey('signoff-failures', address),
    rule: deps.config.rateLimits.signoffFailuresPerAddress,
    now,
  };
  const request = await findByLinkToken(
    deps.db,
    limit,
    () =>
      deps.db
        .selectFrom('signoff_requests')
        .selectAll()
        .where('token_hash', '=', tokenHash(deps, token))
        .executeTakeFirst(),
    SERVER_MESSAGES.signoffLinkInvalid,
  );
  const state = signoffLinkState(
    { expiresAt: request.expires_at, revokedAt: request.revoked_at, signedAt: request.signed_at },
    now,
  );
  if (state.kind === 'refused') fail(state.status, state.message);
  return { request, signed: state.kind === 'signed' };
}

async function view(deps: Deps, request: SignoffRequestTable): Promise<SignoffView> {
  const { db } = deps;
  const student = await studentOr404(deps, request.student_id);
  const signOff = await db
    .selectFrom('signoffs')
    .selectAll()
    .where('request_id', '=', request.id)
    .executeTakeFirst();
  const report = await db
    .selectFrom('weekly_reports')
    .select(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])
    .where('student_id', '=', request.student_id)
    .where('week_start', '=', request.week_start)
    .executeTakeFirst();
  const days: ReportDays = signOff
    ? (JSON.parse(signOff.days_json) as ReportDays)
    : (report ?? { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' });
  return {
    student: { name: student.name, course: student.course, company: student.company_name ?? '' },
    supervisorName: student.workplace_supervisor_name ?? '',
    week: { weekStart: request.week_start, ...days },
    digest: signOff?.digest ?? (await weekDigest(request.student_id, request.week_start, days)),
    expiresAt: signOff ? null : request.expires_at,
    signOff: signOff
      ? {
          name: signOff.name,
          signedAt: signOff.signed_at,
          comment: signOff.comment,
          image: signOff.image && signOff.image_type ? imageDataUrl(signOff.image, signOff.image_type) : null,
          digest: signOff.digest,
        }
      : null,
    readOnlyUntil: signOff ? readOnlyUntil(signOff.signed_at) : null,
  };
}

/** What a link shows: the week to sign, or the week as signed (read-only for 30 days). */
export async function getSignoff(deps: Deps, token: string, address: string, now: Date) {
  const { request } = await requestByToken(deps, token, address, now);
  return view(deps, request);
}

/**
 * Signs the week of a link: the name typed, the comment, the optional image (PNG or JPEG by its
 * bytes, at most 1 MB), the caller's address and the digest of the text signed. Refused when the
 * week changed since the page was read: the week's row is locked only at the revision whose text
 * has that digest.
 */
export async function signWeek(
  deps: Deps,
  token: string,
  body: BodyOutput<'signWeek'>,
  address: string,
  tell: Telling,
) {
  const { now } = tell;
  const { request, signed } = await requestByToken(deps, token, address, now);
  if (signed) fail(409, SERVER_MESSAGES.weekAlreadySigned);
  const image = body.image === undefined ? undefined : decodeSignoffImage(body.image);
  if (image && 'problem' in image) refuseField('image', image.problem);
  await audited(deps, async (trx, trail) => {
    trail.touch(
      { type: 'week', id: request.week_start, student: request.student_id },
      { signedBy: [null, auditText(body.name)], locked: [false, true] },
    );
    const report = await trx
      .selectFrom('weekly_reports')
      .selectAll()
      .where('student_id', '=', request.student_id)
      .where('week_start', '=', request.week_start)
      .executeTakeFirst();
    if (!report) fail(409, SERVER_MESSAGES.signoffWeekChanged);
    if (report.locked) fail(409, SERVER_MESSAGES.weekAlreadySigned);
    const days = {
      monday: report.monday,
      tuesday: report.tuesday,
      wednesday: report.wednesday,
      thursday: report.thursday,
      friday: report.friday,
    };
    const digest = await weekDigest(request.student_id, request.week_start, days);
    if (digest !== body.digest) fail(409, SERVER_MESSAGES.signoffWeekChanged);
    const locked = await trx
      .updateTable('weekly_reports')
      .set({ locked: 1 })
      .where('id', '=', report.id)
      .where('revision', '=', report.revision ?? 0)
      .where('locked', '=', 0)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) fail(409, SERVER_MESSAGES.signoffWeekChanged);
    const at = now.toISOString();
    const used = await trx
      .updateTable('signoff_requests')
      .set({ signed_at: at })
      .where('id', '=', request.id)
      .where('signed_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) fail(410, SERVER_MESSAGES.signoffLinkReplaced);
    await revokeUnusedLinks(trx, request.student_id, request.week_start, at);
    await trx
      .insertInto('signoffs')
      .values({
        id: crypto.randomUUID(),
        request_id: request.id,
        student_id: request.student_id,
        week_start: request.week_start,
        name: body.name,
        comment: body.comment ?? '',
        address,
        image: image ? Buffer.from(image.bytes) : null,
        image_type: image ? image.type : null,
        days_json: JSON.stringify(days),
        digest,
        signed_at: at,
      })
      .execute();
    const facts = { event: 'weekSigned', weekStart: request.week_start, signer: body.name } as const;
    await notify(deps, trx, await recipient(trx, request.student_id), facts, tell);
  });
  deps.mail.kick();
  return view(deps, { ...request, signed_at: now.toISOString() });
}
