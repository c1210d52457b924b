/**
 * The students at risk (issue 29, point 2): who is falling behind, and why, written once. The
 * server finds them in SQL with these definitions (services/atRisk.ts, held to them by the
 * contract suite on SQLite and PostgreSQL); the fake hands its records to `atRiskReasons`.
 *
 * Every rule is measured from `atRiskCutoffs(now, thresholds, periodStart)`, days in Lagos:
 *
 * - noEntry: a student whose period has begun and not ended (resumption set, expected end not
 *   passed) and who has written no day in the last `noEntryWeeks` full weeks: the Monday after
 *   their last written week (or their resumption day, if they never wrote) is on or before the
 *   Monday `noEntryWeeks` weeks before this one;
 * - noPlacement: no company recorded `noPlacementWeeks` weeks after the training period began
 *   (the cohort's earliest resumption day, as the dashboard's weeks begin);
 * - noVisit: no inspection grade by `visitByPercent` of the student's own period (resumption to
 *   expected end; 50: mid-period). The portal keeps no record of a visit beyond its grade: the
 *   inspection supervisor grades the inspection after the visit (the Student Logbook's Visits
 *   section says "Not graded" until then), so a visit counts as made once its grade is given;
 * - unsigned: weeks with a day written that do not stand signed (rules/logbook.ts `isSignedWeek`)
 *   `unsignedWeeks` weeks after they ended;
 * - gradesMissing: the inspection or defence grade still missing `gradesMissingDays` days after
 *   the defence date the defence supervisor set.
 *
 * A threshold of `null` turns its rule off (a deployer without workplace sign-off, say).
 */
import { describeDay, lagosDay, lagosWorkWeek } from '../time.ts';
import { addDays, dayOf } from './dates.ts';
import { isPlaced } from './dashboard.ts';

/** The reasons, in the order a student's are listed. */
export const AT_RISK_REASONS = ['noEntry', 'noPlacement', 'noVisit', 'unsigned', 'gradesMissing'] as const;
export type AtRiskReason = (typeof AT_RISK_REASONS)[number];

/** Each reason's short name, as the list's filter and the CSV name them. */
export const AT_RISK_REASON_LABELS: Record<AtRiskReason, string> = {
  noEntry: 'No recent entry',
  noPlacement: 'No placement',
  noVisit: 'No visit',
  unsigned: 'Weeks unsigned',
  gradesMissing: 'Grades missing',
};

export interface AtRiskThresholds {
  /** Full weeks without a day written. */
  noEntryWeeks: number | null;
  /** Weeks into the training period without a placement. */
  noPlacementWeeks: number | null;
  /** How far into a student's own period (per cent) the inspection should be graded. */
  visitByPercent: number | null;
  /** Weeks a written week may wait for its sign-off after it ended. */
  unsignedWeeks: number | null;
  /** Days after the defence date the grades may still be missing. */
  gradesMissingDays: number | null;
}

/** The thresholds; a deployer changes them (server config, docs/deploy.md). */
export const AT_RISK_DEFAULTS: AtRiskThresholds = {
  noEntryWeeks: 2,
  noPlacementWeeks: 2,
  visitByPercent: 50,
  unsignedWeeks: 3,
  gradesMissingDays: 1,
};

/** The days and instants every rule is measured against (null: the rule is off, or cannot apply). */
export interface AtRiskCutoffs {
  thresholds: AtRiskThresholds;
  /** Today (Lagos) and this week's Monday. */
  today: string;
  thisMonday: string;
  /** noEntry: a resumption day on or before this, never written, is at risk. */
  resumedBy: string | null;
  /** noEntry: a last written week on or before this is at risk. */
  lastWrittenBy: string | null;
  /** noPlacement: whether the period is far enough on, and the day it began. */
  placementDue: boolean;
  periodStart: string | null;
  /** unsigned: written weeks starting on or before this count. */
  unsignedBy: string | null;
  /** gradesMissing: a defence at or before this instant (ISO) counts. */
  defenceBy: string | null;
}

export function atRiskCutoffs(
  now: Date,
  thresholds: AtRiskThresholds,
  periodStart: string | null | undefined,
): AtRiskCutoffs {
  const today = lagosDay(now);
  const thisMonday = lagosWorkWeek(now)[0]!;
  const start = dayOf(periodStart) ?? null;
  const { noEntryWeeks, noPlacementWeeks, unsignedWeeks, gradesMissingDays } = thresholds;
  const resumedBy = noEntryWeeks === null ? null : addDays(thisMonday, -7 * noEntryWeeks);
  return {
    thresholds,
    today,
    thisMonday,
    resumedBy,
    lastWrittenBy: resumedBy === null ? null : addDays(resumedBy, -7),
    placementDue:
      noPlacementWeeks !== null && start !== null && addDays(start, 7 * noPlacementWeeks) <= today,
    periodStart: start,
    unsignedBy: unsignedWeeks === null ? null : addDays(thisMonday, -7 * (unsignedWeeks + 1)),
    defenceBy:
      gradesMissingDays === null
        ? null
        : new Date(now.getTime() - gradesMissingDays * 86_400_000).toISOString(),
  };
}

/** The day a student's inspection should be graded by, or undefined without both dates. */
export function visitDueDay(
  resumption: string | null | undefined,
  end: string | null | undefined,
  percent: number,
): string | undefined {
  const [from, to] = [dayOf(resumption), dayOf(end)];
  if (from === undefined || to === undefined) return undefined;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return addDays(from, Math.trunc((days * percent) / 100));
}

/** One student as the rules read them (the server's query and the fake's records give these). */
export interface AtRiskFacts {
  companyName?: string | null | undefined;
  resumptionDate?: string | null | undefined;
  expectedEndDate?: string | null | undefined;
  inspectionScore?: number | null | undefined;
  defenseScore?: number | null | undefined;
  /** The defence date set (an instant). */
  defenseDate?: string | null | undefined;
  /** The Monday of the last week with a day written. */
  lastWrittenWeek?: string | null | undefined;
  /** The written weeks not signed that count (`oldUnsigned`): how many, and the oldest. */
  unsigned?: { count: number; oldest: string } | null | undefined;
}

/** The written, unsigned weeks (their Mondays) that count against the cutoffs. */
export function oldUnsigned(
  weeks: readonly string[],
  cutoffs: AtRiskCutoffs,
): { count: number; oldest: string } | null {
  const old = cutoffs.unsignedBy === null ? [] : weeks.filter((w) => w <= cutoffs.unsignedBy!).sort();
  return old.length === 0 ? null : { count: old.length, oldest: old[0]! };
}

export interface AtRiskReasonText {
  reason: AtRiskReason;
  /** The reason in words, with its dates. */
  text: string;
}

const given = (n: number | null | undefined) => n !== null && n !== undefined;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const weeksBetween = (from: string, to: string) =>
  Math.floor((Date.parse(to) - Date.parse(from)) / (7 * 86_400_000));

/** Every reason a student is at risk, in AT_RISK_REASONS order, in words; none: not at risk. */
export function atRiskReasons(s: AtRiskFacts, cutoffs: AtRiskCutoffs): AtRiskReasonText[] {
  const reasons: AtRiskReasonText[] = [];
  const { thresholds: t } = cutoffs;
  const resumption = dayOf(s.resumptionDate);
  const end = dayOf(s.expectedEndDate);
  const lastWritten = dayOf(s.lastWrittenWeek);

  if (cutoffs.resumedBy !== null && resumption !== undefined && (end === undefined || end >= cutoffs.today)) {
    if (lastWritten !== undefined && lastWritten <= cutoffs.lastWrittenBy!) {
      const weeks = weeksBetween(addDays(lastWritten, 7), cutoffs.thisMonday);
      reasons.push({
        reason: 'noEntry',
        text: `No entry for ${plural(weeks, 'week')}: the last was in the week of ${describeDay(lastWritten)}.`,
      });
    } else if (lastWritten === undefined && resumption <= cutoffs.resumedBy) {
      const weeks = weeksBetween(resumption, cutoffs.thisMonday);
      reasons.push({
        reason: 'noEntry',
        text: `No entry in the ${plural(weeks, 'week')} since resuming on ${describeDay(resumption)}.`,
      });
    }
  }
  if (cutoffs.placementDue && !isPlaced(s.companyName)) {
    reasons.push({
      reason: 'noPlacement',
      text: `No placement ${plural(t.noPlacementWeeks!, 'week')} into the training period, which began on ${describeDay(cutoffs.periodStart!)}.`,
    });
  }
  if (t.visitByPercent !== null && !given(s.inspectionScore)) {
    const due = visitDueDay(s.resumptionDate, s.expectedEndDate, t.visitByPercent);
    if (due !== undefined && due <= cutoffs.today) {
      const when = t.visitByPercent === 50 ? 'mid-period' : `${t.visitByPercent}% of the period`;
      reasons.push({
        reason: 'noVisit',
        text: `No inspection visit graded by ${when}, ${describeDay(due)}.`,
      });
    }
  }
  if (s.unsigned) {
    const { count, oldest } = s.unsigned;
    reasons.push({
      reason: 'unsigned',
      text: `${plural(count, 'written week')} unsigned for ${plural(t.unsignedWeeks!, 'week')} or more, the oldest the week of ${describeDay(oldest)}.`,
    });
  }
  const defence = s.defenseDate ? new Date(s.defenseDate) : undefined;
  if (
    cutoffs.defenceBy !== null &&
    defence !== undefined &&
    !Number.isNaN(defence.getTime()) &&
    defence.toISOString() <= cutoffs.defenceBy
  ) {
    const missing = [
      ...(given(s.inspectionScore) ? [] : ['inspection']),
      ...(given(s.defenseScore) ? [] : ['defence']),
    ];
    if (missing.length > 0) {
      const grades = missing.join(' and ');
      reasons.push({
        reason: 'gradesMissing',
        text: `${grades[0]!.toUpperCase()}${grades.slice(1)} ${missing.length === 1 ? 'grade' : 'grades'} missing after the defence on ${describeDay(lagosDay(defence))}.`,
      });
    }
  }
  return reasons;
}

/** The header of students_at_risk.csv. */
export const AT_RISK_CSV_HEADER = ['Name', 'Matric Number', 'Course', 'Email', 'Phone', 'Reasons'] as const;

/** A student's row of students_at_risk.csv: their reasons in words, one after another. */
export function atRiskCsvRow(s: {
  name: string;
  matricNo: string;
  course: string;
  email: string;
  phone: string;
  reasons: readonly AtRiskReasonText[];
}): unknown[] {
  return [s.name, s.matricNo, s.course, s.email, s.phone, s.reasons.map((r) => r.text).join(' ')];
}
