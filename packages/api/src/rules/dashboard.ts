/**
 * The coordinator's dashboard (issue 29): what each panel counts, written once. The server counts
 * in SQL with these definitions (services/dashboard.ts, held to them by the contract suite on
 * SQLite and PostgreSQL); the fake hands its records to `cohortDashboard`.
 *
 * - registered: every student;
 * - placed: a company name is recorded (`isPlaced`);
 * - with both supervisors: an inspection and a defence supervisor are assigned;
 * - reports started: at least one weekly report with a day written;
 * - graded: the inspection and the defence scores are both given;
 * - collated: a total is recorded (Collate Grades ran for the student).
 */
import type {
  CohortDashboard,
  DashboardWeek,
  GradeBandCount,
  SupervisorWorkload,
} from '../contract/dashboard.ts';
import { lagosWorkWeek } from '../time.ts';
import { addDays, dayOf } from './dates.ts';

export const DASHBOARD = {
  /** The most weeks the weekly reports panel shows: the last ones of the training period. */
  maxWeeks: 52,
  /** The supervisors the workload panel shows: those with the most grades still to give first. */
  supervisors: 10,
} as const;

/**
 * The grade bands of the distribution, highest first, each from its lowest total as a percentage
 * of the grading policy's total maximum (the usual Nigerian university bands: A from 70, F below 40).
 */
export const GRADE_BANDS = [
  { band: 'A', minPercent: 70 },
  { band: 'B', minPercent: 60 },
  { band: 'C', minPercent: 50 },
  { band: 'D', minPercent: 45 },
  { band: 'E', minPercent: 40 },
  { band: 'F', minPercent: 0 },
] as const;

export type GradeBand = (typeof GRADE_BANDS)[number]['band'];

/** Each band's lowest total under a total maximum (`totalMax`), in the order of GRADE_BANDS. */
export function gradeBandMinima(totalMax: number): { band: GradeBand; min: number }[] {
  return GRADE_BANDS.map(({ band, minPercent }) => ({ band, min: (minPercent * totalMax) / 100 }));
}

/** The band a total falls in under a total maximum. */
export function gradeBandOf(total: number, totalMax: number): GradeBand {
  return gradeBandMinima(totalMax).find(({ min }) => total >= min)?.band ?? 'F';
}

/** Whether a student is placed: their company's name is recorded (not blank). */
export function isPlaced(companyName: string | null | undefined): boolean {
  return (companyName ?? '').trim() !== '';
}

/**
 * The weeks of the training period the weekly reports panel shows, by their Monday (Lagos): from
 * the week of the earliest resumption to the week of the latest expected end, or this week if
 * sooner; the last DASHBOARD.maxWeeks of them; none before anyone has a resumption date.
 */
export function dashboardWeeks(
  firstResumption: string | null | undefined,
  lastEnd: string | null | undefined,
  now: Date,
): string[] {
  const start = dayOf(firstResumption);
  if (start === undefined) return [];
  const thisWeek = lagosWorkWeek(now)[0]!;
  const endDay = dayOf(lastEnd);
  const endWeek = endDay === undefined ? thisWeek : mondayOf(endDay);
  const last = endWeek < thisWeek ? endWeek : thisWeek;
  const weeks: string[] = [];
  for (let week = mondayOf(start); week <= last; week = addDays(week, 7)) weeks.push(week);
  return weeks.slice(-DASHBOARD.maxWeeks);
}

function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The weeks' counts in the weeks' order, a week without a report counting 0 of each. */
export function weeksCounted(
  weeks: readonly string[],
  counts: ReadonlyMap<string, { written: number; signed: number }>,
): DashboardWeek[] {
  return weeks.map((weekStart) => ({ weekStart, written: 0, signed: 0, ...counts.get(weekStart) }));
}

/** Each band's count, in the order of GRADE_BANDS, a band with none counting 0. */
export function bandsCounted(counts: ReadonlyMap<string, number>): GradeBandCount[] {
  return GRADE_BANDS.map(({ band }) => ({ band, students: counts.get(band) ?? 0 }));
}

/**
 * The supervisors the workload panel shows: the most grades still to give first, then the most
 * students, then by name and id (so the server and the fake agree), the first DASHBOARD.supervisors.
 */
export function topWorkloads(rows: readonly SupervisorWorkload[]): SupervisorWorkload[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.notGraded - a.notGraded ||
        b.students - a.students ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, DASHBOARD.supervisors);
}

/** One student as the dashboard reads them (the fake builds these from its records). */
export interface DashboardStudentFacts {
  companyName?: string | null | undefined;
  resumptionDate?: string | null | undefined;
  expectedEndDate?: string | null | undefined;
  inspectionSupervisorId?: string | null | undefined;
  defenseSupervisorId?: string | null | undefined;
  inspectionScore?: number | null | undefined;
  defenseScore?: number | null | undefined;
  total?: number | null | undefined;
  /** The student's weekly reports: the week, whether a day is written, whether it stands signed. */
  reports: readonly { weekStart: string; written: boolean; signed: boolean }[];
}

/** The dashboard of a cohort held in memory (the fake's): the same counts the server's SQL makes. */
export function cohortDashboard(
  students: readonly DashboardStudentFacts[],
  supervisors: readonly { id: string; name: string }[],
  totalMax: number,
  now: Date,
): CohortDashboard {
  const count = (test: (s: DashboardStudentFacts) => boolean) => students.filter(test).length;
  const given = (n: number | null | undefined) => n !== null && n !== undefined;
  const earliest = minOf(students.map((s) => dayOf(s.resumptionDate)));
  const latest = maxOf(students.map((s) => dayOf(s.expectedEndDate)));
  const weekCounts = new Map<string, { written: number; signed: number }>();
  const bands = new Map<string, number>();
  for (const s of students) {
    for (const r of s.reports) {
      const week = weekCounts.get(r.weekStart) ?? { written: 0, signed: 0 };
      weekCounts.set(r.weekStart, {
        written: week.written + (r.written ? 1 : 0),
        signed: week.signed + (r.signed ? 1 : 0),
      });
    }
    if (given(s.total)) {
      const band = gradeBandOf(s.total!, totalMax);
      bands.set(band, (bands.get(band) ?? 0) + 1);
    }
  }
  const workloads = supervisors.map(({ id, name }) => {
    const inspecting = students.filter((s) => s.inspectionSupervisorId === id);
    const defending = students.filter((s) => s.defenseSupervisorId === id);
    return {
      id,
      name,
      students: new Set([...inspecting, ...defending]).size,
      notGraded:
        inspecting.filter((s) => !given(s.inspectionScore)).length +
        defending.filter((s) => !given(s.defenseScore)).length,
    };
  });
  return {
    funnel: {
      registered: students.length,
      placed: count((s) => isPlaced(s.companyName)),
      withBothSupervisors: count((s) => Boolean(s.inspectionSupervisorId && s.defenseSupervisorId)),
      reportsStarted: count((s) => s.reports.some((r) => r.written)),
      graded: count((s) => given(s.inspectionScore) && given(s.defenseScore)),
      collated: count((s) => given(s.total)),
    },
    weeks: weeksCounted(dashboardWeeks(earliest, latest, now), weekCounts),
    grades: bandsCounted(bands),
    supervisors: topWorkloads(workloads),
    totalSupervisors: supervisors.length,
  };
}

function minOf(days: readonly (string | undefined)[]): string | undefined {
  return days.reduce<string | undefined>(
    (a, d) => (d !== undefined && (a === undefined || d < a) ? d : a),
    undefined,
  );
}

function maxOf(days: readonly (string | undefined)[]): string | undefined {
  return days.reduce<string | undefined>(
    (a, d) => (d !== undefined && (a === undefined || d > a) ? d : a),
    undefined,
  );
}
