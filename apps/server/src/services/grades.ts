/**
 * Grades as given and collated: the coordinator's and a supervisor's scores, collation of one
 * student or all, and the weekly-report totals (the policy itself is grading.ts).
 */
import type { Student, WeeklyReportScoreRow } from '@siwes/api';
import { pageWindow, searchTerm } from '@siwes/api/rules';
import type { BodyOutput, QueryOutput } from '@siwes/api/contract';
import type { Deps } from '../context.ts';
import { notify, recipient, type Telling } from './notifications.ts';
import { fail, refuseField } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { collateAll, collateStudent, weeklyReportScores } from './collate.ts';
import { checkScore } from './grading.ts';
import { audited, studentBefore } from './audit.ts';
import { studentOr404 } from './studentDetails.ts';
import { findStudentRow, foundBy, toStudent } from './students.ts';

/** A grade's field as the trail names it (the student's field in the API). */
const GRADE_FIELDS = {
  reports: 'weeklyReportsScore',
  inspection: 'inspectionScore',
  defense: 'defenseScore',
} as const;

/** The coordinator's score of any kind for any student (a weekly-report score stands over the computed one). */
export async function coordinatorAssignGrade(
  deps: Deps,
  body: BodyOutput<'coordinatorAssignGrade'>,
  tell: Telling,
): Promise<void> {
  const student = await studentOr404(deps, body.studentId);
  checkScore(deps.config.grading, body.type, body.score);
  const column =
    body.type === 'reports'
      ? 'score_reports_given'
      : body.type === 'inspection'
        ? 'score_inspection'
        : 'score_defense';
  await audited(deps, async (trx, trail) => {
    const before = await studentBefore(trx, deps.engine, student.id);
    await trx
      .updateTable('students')
      .set({ [column]: body.score })
      .where('id', '=', student.id)
      .execute();
    const field = GRADE_FIELDS[body.type];
    const target = { type: 'student', id: student.id, student: student.id };
    trail.change(target, { [field]: before?.[column] }, { [field]: body.score });
    const facts = { event: 'gradeGiven', gradeType: body.type, by: 'The coordinator' } as const;
    await notify(deps, trx, await recipient(trx, student.id), facts, tell);
  });
  deps.mail.kick();
}

/** A supervisor's inspection or defence score, for a student on that list of theirs. */
export async function supervisorAssignGrade(
  deps: Deps,
  supervisorId: string,
  body: BodyOutput<'supervisorAssignGrade'>,
  tell: Telling,
): Promise<void> {
  const student = await findStudentRow(deps.db, body.studentId);
  if (!student) fail(404, SERVER_MESSAGES.studentNotFound);
  const assigned =
    body.type === 'inspection' ? student.inspection_supervisor_id : student.defense_supervisor_id;
  if (assigned !== supervisorId) fail(403, SERVER_MESSAGES.notYourStudent);
  checkScore(deps.config.grading, body.type, body.score);
  await audited(deps, async (trx, trail) => {
    const before = await studentBefore(trx, deps.engine, student.id);
    await trx
      .updateTable('students')
      .set(body.type === 'inspection' ? { score_inspection: body.score } : { score_defense: body.score })
      .where('id', '=', student.id)
      .execute();
    const field = GRADE_FIELDS[body.type];
    const was = body.type === 'inspection' ? before?.score_inspection : before?.score_defense;
    trail.change(
      { type: 'student', id: student.id, student: student.id },
      { [field]: was },
      { [field]: body.score },
    );
    const by = await trx
      .selectFrom('supervisors')
      .select(['first_name', 'last_name'])
      .where('id', '=', supervisorId)
      .executeTakeFirstOrThrow();
    const facts = {
      event: 'gradeGiven',
      gradeType: body.type,
      by: `${by.first_name} ${by.last_name}`,
    } as const;
    await notify(deps, trx, await recipient(trx, student.id), facts, tell);
  });
  deps.mail.kick();
}

/** Collates one student and answers the student as now stored. */
export async function collateGrades(deps: Deps, idOrCode: string, tell: Telling): Promise<Student> {
  const student = await studentOr404(deps, idOrCode);
  await collateStudent(deps, student.id, tell);
  return toStudent(await studentOr404(deps, student.id));
}

export async function collateAllGrades(deps: Deps, tell: Telling): Promise<void> {
  await collateAll(deps, tell);
}

/**
 * A page of weekly-report totals in name order, and how many students there are; with `q`, of
 * the students a search finds and how many it finds (issue 34).
 */
export async function getWeeklyReportScores(
  deps: Deps,
  query: QueryOutput<'getWeeklyReportScores'>,
  now: Date,
): Promise<{ data: WeeklyReportScoreRow[]; totalStudents: number }> {
  const term = query.q === undefined ? undefined : searchTerm(query.q);
  if (query.q !== undefined && term === undefined) refuseField('q', SERVER_MESSAGES.searchTooShort);
  const data = await weeklyReportScores(deps, now, pageWindow(query), term);
  let counted = deps.db.selectFrom('students').select((eb) => eb.fn.countAll<number>().as('n'));
  if (term !== undefined) counted = counted.where(foundBy(deps.engine, term, 'students'));
  const count = await counted.executeTakeFirstOrThrow();
  return { data, totalStudents: Number(count.n) };
}
