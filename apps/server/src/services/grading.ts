/**
 * The grading policy (ARCHITECTURE.md, docs/server.md): weekly reports, inspection and defence
 * out of configurable maxima (30, 30, 40 by default). The weekly-report score is the days
 * reported against the weekdays expected from resumption to the end of the placement (or
 * today, if sooner), scaled to its maximum and rounded; a score the coordinator gives stands
 * over the computed one. The total adds the three (a missing score counts 0).
 */
import type { CoordinatorGradeType } from '@siwes/api';
import type { GradingPolicy } from '../config.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { lagosDay, parseClientDate, weekdaysBetween } from './time.ts';

export function gradeLabel(type: CoordinatorGradeType): string {
  return type === 'reports' ? 'weekly report' : type === 'defense' ? 'defence' : 'inspection';
}

export function checkScore(policy: GradingPolicy, type: CoordinatorGradeType, score: number): void {
  const max = policy[type];
  if (!Number.isFinite(score) || score < 0 || score > max) {
    fail(400, SERVER_MESSAGES.scoreOutOfRange(gradeLabel(type), max));
  }
}

export function expectedReportDays(resumption: string | null, end: string | null, now: Date): number {
  const start = resumption ? parseClientDate(resumption) : undefined;
  if (!start) return 0;
  const endDate = end ? parseClientDate(end) : undefined;
  const until = Math.min(lagosDay(endDate ?? now), lagosDay(now));
  return weekdaysBetween(lagosDay(start), until);
}

export function weeklyReportMarks(
  policy: GradingPolicy,
  daysReported: number,
  resumption: string | null,
  end: string | null,
  now: Date,
): number {
  const expected = expectedReportDays(resumption, end, now);
  if (expected <= 0) return 0;
  return Math.round(Math.min(1, daysReported / expected) * policy.reports);
}

export function totalOf(reports: number, inspection: number | null, defense: number | null): number {
  return reports + (inspection ?? 0) + (defense ?? 0);
}
