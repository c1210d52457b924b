/**
 * Grades under the grading policy (ARCHITECTURE.md, docs/server.md): each score between 0 and
 * its maximum, and collation, which totals the three.
 */
import type { CoordinatorGradeType, GradingPolicy } from '../constants.ts';
import { SERVER_MESSAGES } from '../messages.ts';

/** A grade type as its refusals name it. */
export function gradeLabel(type: CoordinatorGradeType): string {
  return type === 'reports' ? 'weekly report' : type === 'defense' ? 'defence' : 'inspection';
}

/** The 400 message for a score outside 0 to its maximum (or not a number); undefined for a good one. */
export function scoreRefusal(
  policy: GradingPolicy,
  type: CoordinatorGradeType,
  score: number,
): string | undefined {
  const max = policy[type];
  if (Number.isFinite(score) && score >= 0 && score <= max) return undefined;
  return SERVER_MESSAGES.scoreOutOfRange(gradeLabel(type), max);
}

/** A total: the three scores added, a missing one counting 0. */
export function gradeTotal(
  reports: number | null | undefined,
  inspection: number | null | undefined,
  defense: number | null | undefined,
): number {
  return (reports ?? 0) + (inspection ?? 0) + (defense ?? 0);
}

export interface CollatedGrade {
  /** The weekly-report score a collated student shows: the one given, else the one computed. */
  weeklyReportsScore: number;
  total: number;
}

/**
 * Collation: a weekly-report score the coordinator gave stands, otherwise the one computed from
 * the reports (at this collation: a later collation computes it again); the total adds the three.
 */
export function collateGrade(grade: {
  given: number | null | undefined;
  computed: number;
  inspection: number | null | undefined;
  defense: number | null | undefined;
}): CollatedGrade {
  const weeklyReportsScore = grade.given ?? grade.computed;
  return { weeklyReportsScore, total: gradeTotal(weeklyReportsScore, grade.inspection, grade.defense) };
}
