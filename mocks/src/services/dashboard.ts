/** The coordinator's dashboard (issue 29): the fake's records handed to the rules' `cohortDashboard`. */
import { GRADE_MAXIMA, type CohortDashboard } from '@siwes/api';
import { cohortDashboard, daysReported, fullName, isSignedWeek } from '@siwes/api/rules';
import { reportsOf, type FakeDb } from '../db.ts';
import { weekFacts } from './logbook.ts';

export function dashboardOf(db: FakeDb): CohortDashboard {
  const totalMax = GRADE_MAXIMA.reports + GRADE_MAXIMA.inspection + GRADE_MAXIMA.defense;
  const students = db.students.map((s) => ({
    companyName: s.company?.name,
    resumptionDate: s.company?.resumptionDate,
    expectedEndDate: s.company?.expectedEndDate,
    inspectionSupervisorId: s.inspection_supervisor?._id,
    defenseSupervisorId: s.defense_supervisor?._id,
    inspectionScore: s.grade?.inspectionScore,
    defenseScore: s.grade?.defenseScore,
    total: s.grade?.total,
    reports: reportsOf(db, s._id).map((r) => ({
      weekStart: r.weekStart,
      written: daysReported(r) > 0,
      signed: isSignedWeek(weekFacts(db, s._id, r.weekStart)),
    })),
  }));
  const supervisors = db.supervisors.map((s) => ({ id: s._id, name: fullName(s) }));
  return cohortDashboard(students, supervisors, totalMax, db.now());
}
