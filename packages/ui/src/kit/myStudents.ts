import type { AssignedStudent, SupervisorGradeType } from '@siwes/api';
import type { ScreenName } from '../registry/screens.ts';

/**
 * The supervisor's students in one list (issue 34, point 6): each student once, with what they are
 * to this supervisor (inspection, defence or both) and where each visit stands. My Students and
 * the Lecturer's Home read them the same way, from the two lists the spec gives the supervisor.
 */

/** Where one visit stands: no date yet, a date but no score, or a score. */
export type VisitStatus = 'date-not-set' | 'not-graded' | 'graded';

export const VISIT_STATUSES: readonly VisitStatus[] = ['date-not-set', 'not-graded', 'graded'];

export const STATUS_LABELS: Record<VisitStatus, string> = {
  'date-not-set': 'Date not set',
  'not-graded': 'Not graded',
  graded: 'Graded',
};

export const VISITS: readonly SupervisorGradeType[] = ['inspection', 'defense'];

/** A visit as the pages say it ("Defence", issue 34 point 8). */
export const VISIT_WORDS: Record<SupervisorGradeType, string> = {
  inspection: 'inspection',
  defense: 'defence',
};

export interface VisitState {
  /** The date fixed, an ISO instant, or null. */
  date: string | null;
  score: number | null;
  status: VisitStatus;
}

export interface MyStudent {
  /** The student's record id (grading) and code (dates, the logbook). */
  id: string;
  code: string;
  name: string;
  matricNo: string | null;
  course: string | null;
  company: string | null;
  /** The company's state. */
  state: string | null;
  /** Present when this supervisor has the student for that visit. */
  inspection: VisitState | null;
  defense: VisitState | null;
}

/** A score given is Graded, whatever the date; otherwise a date set is Not graded; else Date not set. */
export function visitStatus(date: string | null, score: number | null): VisitStatus {
  if (score !== null) return 'graded';
  return date ? 'not-graded' : 'date-not-set';
}

function visitOf(student: AssignedStudent, visit: SupervisorGradeType): VisitState {
  const date = student.assignedDate ?? null;
  const grade = student.grade ?? {};
  const score = (visit === 'inspection' ? grade.inspectionScore : grade.defenseScore) ?? null;
  return { date, score, status: visitStatus(date, score) };
}

/**
 * One row per student from the inspection and the defence lists, by name. `dates` holds the dates
 * set since the lists were loaded (`"inspection:SIW260001"` → ISO instant), shown at once.
 */
export function mergeStudents(
  inspection: readonly AssignedStudent[],
  defence: readonly AssignedStudent[],
  dates: Readonly<Record<string, string>> = {},
): MyStudent[] {
  const byCode = new Map<string, MyStudent>();
  for (const [visit, list] of [
    ['inspection', inspection],
    ['defense', defence],
  ] as const) {
    for (const student of list) {
      const details = student.studentDetails;
      const row = byCode.get(details.studentCode) ?? {
        id: details._id,
        code: details.studentCode,
        name: details.name,
        matricNo: details.matricNo ?? null,
        course: details.course ?? null,
        company: student.companyDetails?.name ?? null,
        state: student.companyDetails?.state ?? null,
        inspection: null,
        defense: null,
      };
      const state = visitOf(student, visit);
      const newer = dates[dateKey(visit, details.studentCode)];
      row[visit] = newer ? { ...state, date: newer, status: visitStatus(newer, state.score) } : state;
      byCode.set(details.studentCode, row);
    }
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The key of a date set since loading, in `mergeStudents`' `dates`. */
export function dateKey(visit: SupervisorGradeType, code: string): string {
  return `${visit}:${code}`;
}

/** The filters of My Students, as its address keeps them ('' for none). */
export interface StudentFilters {
  status: string;
  visit: string;
  state: string;
  company: string;
  q: string;
}

/** The visits a row has that the filter's visit allows. */
export function visitsShown(student: MyStudent, visit: string): SupervisorGradeType[] {
  return VISITS.filter((v) => student[v] !== null && (visit === '' || visit === v));
}

/**
 * Whether a student shows under the filters: one of their visits (of the visit chosen) has the
 * status chosen; the company's state and name match exactly; every word of the search is in the name.
 */
export function matchesFilters(student: MyStudent, filters: StudentFilters): boolean {
  const visits = visitsShown(student, filters.visit);
  if (visits.length === 0) return false;
  if (filters.status !== '' && !visits.some((v) => student[v]?.status === filters.status)) return false;
  if (filters.state !== '' && student.state !== filters.state) return false;
  if (filters.company !== '' && student.company !== filters.company) return false;
  const name = student.name.toLowerCase();
  return filters.q
    .toLowerCase()
    .split(/\s+/)
    .every((word) => name.includes(word));
}

/** "Graded 25 / 30", "Not graded", "Date not set". */
export function describeVisit(state: VisitState, max: number): string {
  return state.status === 'graded' && state.score !== null
    ? `Graded ${state.score} / ${max}`
    : STATUS_LABELS[state.status];
}

export interface NextStep {
  visit: SupervisorGradeType;
  status: Exclude<VisitStatus, 'graded'>;
  count: number;
  /** "5 students have no inspection date", "1 student is not graded for defence". */
  text: string;
}

/** What is left to do, for the Lecturer's Home: each visit's students without a date, then without a grade. */
export function nextSteps(students: readonly MyStudent[]): NextStep[] {
  const steps: NextStep[] = [];
  for (const status of ['date-not-set', 'not-graded'] as const) {
    for (const visit of VISITS) {
      const count = students.filter((s) => s[visit]?.status === status).length;
      if (count === 0) continue;
      const one = count === 1;
      const who = `${count} ${one ? 'student' : 'students'}`;
      const text =
        status === 'date-not-set'
          ? `${who} ${one ? 'has' : 'have'} no ${VISIT_WORDS[visit]} date`
          : `${who} ${one ? 'is' : 'are'} not graded for ${VISIT_WORDS[visit]}`;
      steps.push({ visit, status, count, text });
    }
  }
  return steps;
}

/** My Students' address for a next step: `?visit=inspection&status=date-not-set`. */
export function nextStepSearch(step: Pick<NextStep, 'visit' | 'status'>): string {
  return `?${new URLSearchParams({ visit: step.visit, status: step.status }).toString()}`;
}

/** A visit's name as a title or a column's heading. */
export const VISIT_TITLES: Record<SupervisorGradeType, string> = {
  inspection: 'Inspection',
  defense: 'Defence',
};

/** "1 student", "3 students". */
export function countOf(n: number): string {
  return n === 1 ? '1 student' : `${n} students`;
}

/**
 * The address fragment of a student's score on a grading page (`#score-<student id>`): a link
 * from My Students or the Student Logbook opens the page with the focus on that student's score.
 */
export function scoreAnchor(studentId: string): string {
  return `score-${studentId}`;
}

/** Where each visit is graded (the spec's two grading pages). */
export const VISIT_GRADE_PAGES = {
  inspection: 'lecturerGradeInspection',
  defense: 'lecturerGradeDefence',
} as const satisfies Record<SupervisorGradeType, ScreenName>;
