/**
 * The supervisor's home (issue 29, point 3), the same for the server and the fake: how a
 * student's weeks are tallied, which of the supervisor's students need them, and in what order.
 * The server tallies in SQL (services/homes.ts), the fake from its records with `weekTally`; the
 * contract suite holds them equal.
 */
import type { SupervisorHome, SupervisorHomeStudent } from '../contract/homes.ts';

export const SUPERVISOR_HOME = {
  /** How many of the students needing the supervisor the home lists. */
  next: 10,
} as const;

/** A student's weeks: written (a day with text), standing signed, and past weeks written but not signed. */
export function weekTally(
  reports: readonly { weekStart: string; written: boolean; signed: boolean }[],
  currentWeekStart: string,
): Pick<SupervisorHomeStudent, 'weeksWritten' | 'weeksSigned' | 'weeksUnsigned' | 'lastWeekWritten'> {
  const written = reports.filter((r) => r.written);
  return {
    weeksWritten: written.length,
    weeksSigned: reports.filter((r) => r.signed).length,
    weeksUnsigned: written.filter((r) => !r.signed && r.weekStart < currentWeekStart).length,
    lastWeekWritten: written.reduce<string | null>(
      (a, r) => (a === null || r.weekStart > a ? r.weekStart : a),
      null,
    ),
  };
}

/** One of the supervisor's students as tallied, with the lists they are on and their scores. */
export interface SupervisorStudentFacts extends Omit<SupervisorHomeStudent, 'toGrade'> {
  onInspection: boolean;
  onDefense: boolean;
  inspectionScore: number | null;
  defenseScore: number | null;
}

/** The grades the supervisor has still to give a student: a list they hold it on, no score yet. */
export function gradesToGive(s: SupervisorStudentFacts): SupervisorHomeStudent['toGrade'] {
  const toGrade: SupervisorHomeStudent['toGrade'] = [];
  if (s.onInspection && s.inspectionScore === null) toGrade.push('inspection');
  if (s.onDefense && s.defenseScore === null) toGrade.push('defense');
  return toGrade;
}

/**
 * Who needs the supervisor next: students with a grade to give or a past week unsigned, the
 * most grades to give first, then the most weeks unsigned, then the longest silent (the oldest
 * last week written, none first), then by name and id.
 */
export function supervisorNext(rows: readonly SupervisorHomeStudent[]): SupervisorHomeStudent[] {
  return rows
    .filter((r) => r.toGrade.length > 0 || r.weeksUnsigned > 0)
    .sort(
      (a, b) =>
        b.toGrade.length - a.toGrade.length ||
        b.weeksUnsigned - a.weeksUnsigned ||
        compare(a.lastWeekWritten ?? '', b.lastWeekWritten ?? '') ||
        compare(a.name, b.name) ||
        compare(a.id, b.id),
    );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The supervisor's home from their students as tallied. */
export function supervisorHome(students: readonly SupervisorStudentFacts[]): SupervisorHome {
  const rows = students.map(({ onInspection, onDefense, inspectionScore, defenseScore, ...row }) => ({
    ...row,
    toGrade: gradesToGive({ onInspection, onDefense, inspectionScore, defenseScore, ...row }),
  }));
  const sum = (pick: (s: SupervisorStudentFacts) => number) => students.reduce((n, s) => n + pick(s), 0);
  const next = supervisorNext(rows);
  return {
    students: students.length,
    weeksWritten: sum((s) => s.weeksWritten),
    weeksSigned: sum((s) => s.weeksSigned),
    weeksUnsigned: sum((s) => s.weeksUnsigned),
    inspection: {
      students: sum((s) => (s.onInspection ? 1 : 0)),
      graded: sum((s) => (s.onInspection && s.inspectionScore !== null ? 1 : 0)),
    },
    defense: {
      students: sum((s) => (s.onDefense ? 1 : 0)),
      graded: sum((s) => (s.onDefense && s.defenseScore !== null ? 1 : 0)),
    },
    needingYou: next.length,
    next: next.slice(0, SUPERVISOR_HOME.next),
  };
}
