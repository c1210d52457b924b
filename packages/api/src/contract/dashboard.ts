/**
 * Our addition (issue 29): the coordinator's dashboard, the whole cohort counted in one call
 * (`getDashboard`). What each number counts is written once in @siwes/api/rules (dashboard.ts).
 */
import * as z from 'zod';

const count = () => z.number().int().nonnegative();

/** The cohort's funnel: each stage counts the students who reached it. */
export const DashboardFunnelSchema = z.object({
  registered: count(),
  placed: count(),
  withBothSupervisors: count(),
  reportsStarted: count(),
  graded: count(),
  collated: count(),
});

/** One week of the training period (its Monday, Lagos): reports with a day written, and weeks signed. */
export const DashboardWeekSchema = z.object({
  weekStart: z.string(),
  written: count(),
  signed: count(),
});

/** The collated students whose total falls in a band (rules GRADE_BANDS). */
export const GradeBandCountSchema = z.object({ band: z.string(), students: count() });

/** A supervisor's students (on either list) and the grades they have still to give. */
export const SupervisorWorkloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  students: count(),
  notGraded: count(),
});

export const CohortDashboardSchema = z.object({
  funnel: DashboardFunnelSchema,
  /** The training period's weeks, oldest first (at most rules DASHBOARD.maxWeeks). */
  weeks: z.array(DashboardWeekSchema),
  /** Every band, highest first, with 0 where none. */
  grades: z.array(GradeBandCountSchema),
  /** The busiest supervisors (rules `topWorkloads`, at most DASHBOARD.supervisors). */
  supervisors: z.array(SupervisorWorkloadSchema),
  /** How many supervisors there are in all. */
  totalSupervisors: count(),
});

export type DashboardFunnel = z.infer<typeof DashboardFunnelSchema>;
export type DashboardWeek = z.infer<typeof DashboardWeekSchema>;
export type GradeBandCount = z.infer<typeof GradeBandCountSchema>;
export type SupervisorWorkload = z.infer<typeof SupervisorWorkloadSchema>;
export type CohortDashboard = z.infer<typeof CohortDashboardSchema>;
