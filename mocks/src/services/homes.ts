/** Each role's home (issue 29, points 3 and 4): the fake's records tallied by the rules of homes.ts. */
import type { SupervisorHome } from '@siwes/api';
import {
  daysReported,
  fullName,
  isSignedWeek,
  reportWeek,
  supervisorHome,
  weekTally,
} from '@siwes/api/rules';
import { reportsOf, type FakeDb } from '../db.ts';
import { weekFacts } from './logbook.ts';

/** A student's weeks as the homes read them: written, and standing signed. */
function reportFacts(db: FakeDb, studentId: string) {
  return reportsOf(db, studentId).map((r) => ({
    weekStart: r.weekStart,
    written: daysReported(r) > 0,
    signed: isSignedWeek(weekFacts(db, studentId, r.weekStart)),
  }));
}

export function supervisorHomeOf(db: FakeDb, supervisorId: string): SupervisorHome {
  const thisWeek = reportWeek(db.now()).weekStart;
  const mine = db.students.filter(
    (s) => s.inspection_supervisor?._id === supervisorId || s.defense_supervisor?._id === supervisorId,
  );
  return supervisorHome(
    mine.map((s) => ({
      id: s._id,
      name: fullName(s),
      matricNo: s.matricNo,
      studentCode: s.studentCode,
      onInspection: s.inspection_supervisor?._id === supervisorId,
      onDefense: s.defense_supervisor?._id === supervisorId,
      inspectionScore: s.grade?.inspectionScore ?? null,
      defenseScore: s.grade?.defenseScore ?? null,
      ...weekTally(reportFacts(db, s._id), thisWeek),
    })),
  );
}
