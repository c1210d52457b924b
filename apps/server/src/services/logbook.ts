/**
 * The logbook (issue 24): a student's weeks with their sign-offs, comments and reopenings, read
 * by the student, the student's assigned supervisors and the coordinator; comments and
 * reopenings by the supervisors and the coordinator. Where a week stands is `weekState` in
 * @siwes/api/rules; the lock itself is the week's row (`weekly_reports.locked`).
 */
import type { LoginType, LogbookPage, LogbookWeek, WeekComment } from '@siwes/api';
import type { BodyOutput, QueryOutput } from '@siwes/api/contract';
import {
  imageDataUrl,
  lateEntryFlags,
  logbookPageWindow,
  commentProblem,
  reopenProblem,
  reportWeek,
  weekEditable,
  weekState,
  auditText,
} from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { notify, type Telling } from './notifications.ts';
import type { StudentTable } from '../db/schema.ts';
import { fail, refuseField } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { studentOr404 } from './studentDetails.ts';
import { entryTimesOf } from './lateEntries.ts';
import { audited } from './audit.ts';

const NO_DAYS = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };

/** The facts `weekState` reads for each week of a student: last sign-off and reopening. */
export async function weekFacts(
  db: Deps['db'],
  studentId: string,
  weekStart?: string,
): Promise<Map<string, { signedAt?: string; reopenedAt?: string }>> {
  let signed = db
    .selectFrom('signoffs')
    .select(['week_start', (eb) => eb.fn.max('signed_at').as('at')])
    .where('student_id', '=', studentId)
    .groupBy('week_start');
  let reopened = db
    .selectFrom('week_reopenings')
    .select(['week_start', (eb) => eb.fn.max('created_at').as('at')])
    .where('student_id', '=', studentId)
    .groupBy('week_start');
  if (weekStart) {
    signed = signed.where('week_start', '=', weekStart);
    reopened = reopened.where('week_start', '=', weekStart);
  }
  const facts = new Map<string, { signedAt?: string; reopenedAt?: string }>();
  for (const r of await signed.execute()) facts.set(r.week_start, { signedAt: String(r.at) });
  for (const r of await reopened.execute()) {
    facts.set(r.week_start, { ...facts.get(r.week_start), reopenedAt: String(r.at) });
  }
  return facts;
}

/** One page of a student's logbook, newest week first: every week written, signed, or reopened. */
async function readLogbook(
  deps: Deps,
  student: StudentTable,
  query: QueryOutput<'getLogbook'>,
  now: Date,
): Promise<LogbookPage> {
  const { db } = deps;
  const id = student.id;
  const [reports, facts] = await Promise.all([
    db.selectFrom('weekly_reports').selectAll().where('student_id', '=', id).execute(),
    weekFacts(db, id),
  ]);
  const weeks = [...new Set([...reports.map((r) => r.week_start), ...facts.keys()])].sort().reverse();
  const { offset, limit } = logbookPageWindow(query);
  const page = weeks.slice(offset, offset + limit);
  const inPage = page.length > 0 ? page : [''];
  const [signoffs, comments, reopenings, pending] = await Promise.all([
    db
      .selectFrom('signoffs')
      .selectAll()
      .where('student_id', '=', id)
      .where('week_start', 'in', inPage)
      .orderBy('signed_at', 'desc')
      .execute(),
    db
      .selectFrom('week_comments')
      .selectAll()
      .where('student_id', '=', id)
      .where('week_start', 'in', inPage)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('week_reopenings')
      .selectAll()
      .where('student_id', '=', id)
      .where('week_start', 'in', inPage)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('signoff_requests')
      .selectAll()
      .where('student_id', '=', id)
      .where('week_start', 'in', inPage)
      .where('revoked_at', 'is', null)
      .where('signed_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .execute(),
  ]);
  const { weekStart: currentWeekStart } = reportWeek(now);
  // Bursts are read across all the student's weeks, not the page's.
  const written = reports.map((r) => ({ weekStart: r.week_start, times: entryTimesOf(r) }));
  const flags = lateEntryFlags(written, deps.config.lateEntries);
  const toWeek = (weekStart: string): LogbookWeek => {
    const report = reports.find((r) => r.week_start === weekStart);
    const state = weekState({ weekStart, currentWeekStart, ...facts.get(weekStart) });
    const signOff = signoffs.find((s) => s.week_start === weekStart);
    const waiting = pending.find((p) => p.week_start === weekStart);
    return {
      weekStart,
      ...NO_DAYS,
      ...(report && {
        monday: report.monday,
        tuesday: report.tuesday,
        wednesday: report.wednesday,
        thursday: report.thursday,
        friday: report.friday,
      }),
      state,
      editable: weekEditable(state),
      signOff: signOff
        ? {
            name: signOff.name,
            signedAt: signOff.signed_at,
            comment: signOff.comment,
            image:
              signOff.image && signOff.image_type ? imageDataUrl(signOff.image, signOff.image_type) : null,
            digest: signOff.digest,
          }
        : null,
      pendingSignoff:
        waiting && state !== 'signed'
          ? { sentTo: waiting.sent_to, requestedAt: waiting.created_at, expiresAt: waiting.expires_at }
          : null,
      comments: comments.filter((c) => c.week_start === weekStart).map(toComment),
      reopenings: reopenings
        .filter((r) => r.week_start === weekStart)
        .map((r) => ({ by: r.by_name, role: r.by_role as LoginType, reason: r.reason, at: r.created_at })),
      entryTimes: entryTimesOf(report ?? {}),
      ...(flags.get(weekStart) ?? { lateDays: [], burst: null }),
    };
  };
  return {
    student: { _id: id, name: student.name, studentCode: student.student_code, course: student.course },
    weeks: page.map(toWeek),
    totalWeeks: weeks.length,
  };
}

function toComment(c: {
  id: string;
  author_name: string;
  author_role: string;
  text: string;
  created_at: string;
}): WeekComment {
  return {
    _id: c.id,
    author: c.author_name,
    role: c.author_role as LoginType,
    text: c.text,
    createdAt: c.created_at,
  };
}

/** A student the supervisor inspects or defends, else 403 (404 when there is no such student). */
async function assignedStudent(deps: Deps, supervisorId: string, idOrCode: string): Promise<StudentTable> {
  const student = await studentOr404(deps, idOrCode);
  if (student.inspection_supervisor_id !== supervisorId && student.defense_supervisor_id !== supervisorId) {
    fail(403, SERVER_MESSAGES.notYourStudent);
  }
  return student;
}

/** Who is acting, by name, for comments and reopenings. */
async function staffName(deps: Deps, role: 'supervisor' | 'coordinator', id: string): Promise<string> {
  const table = role === 'supervisor' ? 'supervisors' : 'coordinators';
  const row = await deps.db
    .selectFrom(table)
    .select(['first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : '';
}

async function commentOnWeek(
  deps: Deps,
  author: { role: 'supervisor' | 'coordinator'; id: string },
  student: StudentTable,
  body: BodyOutput<'supervisorCommentOnWeek'>,
  tell: Telling,
): Promise<WeekComment> {
  const { now } = tell;
  const problem = commentProblem(body.weekStart, reportWeek(now).weekStart);
  if (problem) refuseField('weekStart', problem);
  const row = {
    id: crypto.randomUUID(),
    student_id: student.id,
    week_start: body.weekStart,
    author_id: author.id,
    author_name: await staffName(deps, author.role, author.id),
    author_role: author.role,
    text: body.text,
    created_at: now.toISOString(),
  };
  await audited(deps, async (trx, trail) => {
    await trx.insertInto('week_comments').values(row).execute();
    trail.touch(
      { type: 'weekComment', id: row.id, student: student.id },
      { weekStart: [null, body.weekStart], text: [null, auditText(body.text)] },
    );
    const facts = {
      event: 'weekCommented',
      weekStart: body.weekStart,
      author: row.author_name,
      text: body.text,
    } as const;
    await notify(deps, trx, { userId: student.id, email: student.email }, facts, tell);
  });
  deps.mail.kick();
  return toComment(row);
}

/**
 * Opens a signed or closed week to the student again, with the reason kept: the lock on the
 * week's row is lifted in the same transaction as the reopening is recorded.
 */
async function reopenWeek(
  deps: Deps,
  by: { role: 'supervisor' | 'coordinator'; id: string },
  student: StudentTable,
  body: BodyOutput<'supervisorReopenWeek'>,
  tell: Telling,
): Promise<void> {
  const { now } = tell;
  const name = await staffName(deps, by.role, by.id);
  await audited(deps, async (trx, trail) => {
    const facts = (await weekFacts(trx, student.id, body.weekStart)).get(body.weekStart);
    const problem = reopenProblem({
      weekStart: body.weekStart,
      currentWeekStart: reportWeek(now).weekStart,
      ...facts,
    });
    if (problem === SERVER_MESSAGES.weekAlreadyOpen) fail(409, problem);
    if (problem) refuseField('weekStart', problem);
    await trx
      .insertInto('week_reopenings')
      .values({
        id: crypto.randomUUID(),
        student_id: student.id,
        week_start: body.weekStart,
        by_id: by.id,
        by_name: name,
        by_role: by.role,
        reason: body.reason,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .updateTable('weekly_reports')
      .set({ locked: 0 })
      .where('student_id', '=', student.id)
      .where('week_start', '=', body.weekStart)
      .execute();
    trail.touch(
      { type: 'week', id: body.weekStart, student: student.id },
      { reopened: [null, body.weekStart], reason: [null, auditText(body.reason)] },
    );
    const told = { event: 'weekReopened', weekStart: body.weekStart, by: name, reason: body.reason } as const;
    await notify(deps, trx, { userId: student.id, email: student.email }, told, tell);
  });
  deps.mail.kick();
}

/** The signed-in student's own logbook. */
export async function getLogbook(deps: Deps, id: string, query: QueryOutput<'getLogbook'>, now: Date) {
  return readLogbook(deps, await studentOr404(deps, id), query, now);
}

export async function supervisorGetLogbook(
  deps: Deps,
  supervisorId: string,
  idOrCode: string,
  query: QueryOutput<'supervisorGetLogbook'>,
  now: Date,
) {
  return readLogbook(deps, await assignedStudent(deps, supervisorId, idOrCode), query, now);
}

export async function coordinatorGetLogbook(
  deps: Deps,
  idOrCode: string,
  query: QueryOutput<'coordinatorGetLogbook'>,
  now: Date,
) {
  return readLogbook(deps, await studentOr404(deps, idOrCode), query, now);
}

export async function supervisorCommentOnWeek(
  deps: Deps,
  supervisorId: string,
  idOrCode: string,
  body: BodyOutput<'supervisorCommentOnWeek'>,
  tell: Telling,
) {
  const student = await assignedStudent(deps, supervisorId, idOrCode);
  return commentOnWeek(deps, { role: 'supervisor', id: supervisorId }, student, body, tell);
}

export async function coordinatorCommentOnWeek(
  deps: Deps,
  coordinatorId: string,
  idOrCode: string,
  body: BodyOutput<'coordinatorCommentOnWeek'>,
  tell: Telling,
) {
  const student = await studentOr404(deps, idOrCode);
  return commentOnWeek(deps, { role: 'coordinator', id: coordinatorId }, student, body, tell);
}

export async function supervisorReopenWeek(
  deps: Deps,
  supervisorId: string,
  idOrCode: string,
  body: BodyOutput<'supervisorReopenWeek'>,
  tell: Telling,
) {
  const student = await assignedStudent(deps, supervisorId, idOrCode);
  await reopenWeek(deps, { role: 'supervisor', id: supervisorId }, student, body, tell);
}

export async function coordinatorReopenWeek(
  deps: Deps,
  coordinatorId: string,
  idOrCode: string,
  body: BodyOutput<'coordinatorReopenWeek'>,
  tell: Telling,
) {
  const student = await studentOr404(deps, idOrCode);
  await reopenWeek(deps, { role: 'coordinator', id: coordinatorId }, student, body, tell);
}
