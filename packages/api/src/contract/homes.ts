/**
 * Our addition (issue 29, point 3): the supervisor's home, their students counted in one call
 * (`supervisorGetDashboard`). What each number counts is written once in @siwes/api/rules
 * (homes.ts).
 */
import * as z from 'zod';

const count = () => z.number().int().nonnegative();

/** One of the supervisor's students, as the list of who needs them next shows them. */
export const SupervisorHomeStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  matricNo: z.string(),
  /** Their code, as their logbook's page is addressed. */
  studentCode: z.string(),
  /** Weeks with a day written, and weeks that stand signed. */
  weeksWritten: count(),
  weeksSigned: count(),
  /** Past weeks written and not signed (rules `weekTally`). */
  weeksUnsigned: count(),
  /** The Monday (Lagos) of the last week with a day written, or null. */
  lastWeekWritten: z.string().nullable(),
  /** The grades this supervisor has still to give the student, inspection first. */
  toGrade: z.array(z.enum(['inspection', 'defense'])),
});

export const SupervisorHomeSchema = z.object({
  /** Students on either of the supervisor's lists, each once. */
  students: count(),
  weeksWritten: count(),
  weeksSigned: count(),
  weeksUnsigned: count(),
  /** Each list's grades given and still to give. */
  inspection: z.object({ students: count(), graded: count() }),
  defense: z.object({ students: count(), graded: count() }),
  /** How many students need the supervisor (a grade to give, or a past week unsigned). */
  needingYou: count(),
  /** The first of them (rules `supervisorNext`, at most SUPERVISOR_HOME.next). */
  next: z.array(SupervisorHomeStudentSchema),
});

export type SupervisorHomeStudent = z.infer<typeof SupervisorHomeStudentSchema>;
export type SupervisorHome = z.infer<typeof SupervisorHomeSchema>;
