/** The students at risk (issue 29, point 2): the fake's records handed to the rules' `atRiskReasons`. */
import type { AtRiskStudent, Student } from '@siwes/api';
import {
  AT_RISK_DEFAULTS,
  atRiskCutoffs,
  atRiskReasons,
  compareByName,
  dayOf,
  daysReported,
  isSignedWeek,
  oldUnsigned,
} from '@siwes/api/rules';
import { reportsOf, type FakeDb } from '../db.ts';
import { weekFacts } from './logbook.ts';

/** Every student at risk, by name, with their reasons (the fake runs on the default thresholds). */
export function studentsAtRisk(db: FakeDb): (AtRiskStudent & { student: Student })[] {
  const starts = db.students.map((s) => dayOf(s.company?.resumptionDate)).filter((d) => d !== undefined);
  const cutoffs = atRiskCutoffs(db.now(), AT_RISK_DEFAULTS, starts.length > 0 ? starts.sort()[0] : null);
  return [...db.students].sort(compareByName).flatMap((s) => {
    const written = reportsOf(db, s._id).filter((r) => daysReported(r) > 0);
    const reasons = atRiskReasons(
      {
        companyName: s.company?.name,
        resumptionDate: s.company?.resumptionDate,
        expectedEndDate: s.company?.expectedEndDate,
        inspectionScore: s.grade?.inspectionScore,
        defenseScore: s.grade?.defenseScore,
        defenseDate: s.defense_supervisor?.assignedDate,
        lastWrittenWeek: written
          .map((r) => r.weekStart)
          .sort()
          .at(-1),
        unsigned: oldUnsigned(
          written.filter((r) => !isSignedWeek(weekFacts(db, s._id, r.weekStart))).map((r) => r.weekStart),
          cutoffs,
        ),
      },
      cutoffs,
    );
    if (reasons.length === 0) return [];
    return [
      {
        student: s,
        _id: s._id,
        studentCode: s.studentCode ?? '',
        name: s.name,
        matricNo: s.matricNo,
        course: s.course ?? '',
        email: s.email,
        phone: s.phone,
        reasons,
      },
    ];
  });
}
