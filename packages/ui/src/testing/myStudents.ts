/**
 * The fixture supervisor's students with every status, for My Students' and the Lecturer's Home's
 * stories: a fake of the whole API whose data the stories change, so a play function checks what
 * a call did through the same fake.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { routes, SERVER_MESSAGES } from '@siwes/api';
import { createFakeApi, FIXTURE_IDS, mswPath, type FakeApi } from '@siwes/mocks';

type FakeStudent = FakeApi['db']['students'][number];

export interface Seeded {
  fake: FakeApi;
  /** Graded for both visits (SystemSpecs, Lagos). */
  both: FakeStudent;
  /** Inspection dated, not graded (Lagos). */
  notGraded: FakeStudent;
  /** Inspection graded. */
  graded: FakeStudent;
  /** No inspection date (Federal Capital Territory). */
  undatedElsewhere: FakeStudent;
  /** No inspection date, both at the same company as `both` (SystemSpecs). */
  undatedA: FakeStudent;
  undatedB: FakeStudent;
  /** Defence only, dated, not graded. */
  defenceOnly: FakeStudent;
}

/**
 * The fixture supervisor's five inspection students (one of them also on the defence list), their
 * grades cleared where a status needs it, and two more students given to them: one at the same
 * company as two others, one for defence only.
 */
export function seededStudents(): Seeded {
  const fake = createFakeApi();
  const students = fake.db.students;
  const mine = students.filter((s) => s.inspection_supervisor?._id === FIXTURE_IDS.supervisor);
  const both = mine.find((s) => s.defense_supervisor?._id === FIXTURE_IDS.supervisor)!;
  const others = mine.filter((s) => s !== both);
  const dated = others.filter((s) => s.inspection_supervisor?.assignedDate);
  const undated = others.filter((s) => !s.inspection_supervisor?.assignedDate);
  const [notGraded, graded] = dated as [FakeStudent, FakeStudent];
  const [undatedElsewhere, undatedA] = undated as [FakeStudent, FakeStudent];
  notGraded.grade = { ...notGraded.grade!, inspectionScore: null };
  undatedElsewhere.grade = { ...undatedElsewhere.grade!, inspectionScore: null };
  undatedA.grade = { ...undatedA.grade!, inspectionScore: null };
  undatedA.company = { ...both.company! };
  const free = students.filter(
    (s) =>
      s.company &&
      s.inspection_supervisor?._id !== FIXTURE_IDS.supervisor &&
      s.defense_supervisor?._id !== FIXTURE_IDS.supervisor,
  );
  const undatedB = free[0]!;
  const defenceOnly = free[1]!;
  undatedB.company = { ...both.company! };
  undatedB.inspection_supervisor = { ...both.inspection_supervisor!, assignedDate: null };
  undatedB.grade = { ...undatedB.grade!, inspectionScore: null };
  defenceOnly.inspection_supervisor = null;
  defenceOnly.defense_supervisor = {
    ...both.defense_supervisor!,
    assignedDate: '2026-08-17T09:00:00.000Z',
  };
  defenceOnly.grade = { ...defenceOnly.grade!, defenseScore: null };
  return { fake, both, notGraded, graded, undatedElsewhere, undatedA, undatedB, defenceOnly };
}

/** The server refuses one student's inspection date (moved to another supervisor meanwhile). */
export function refuseInspectionDateFor(studentCode: string): HttpHandler {
  return http.patch(mswPath(routes.setInspectionDate), async ({ request }) => {
    const body = (await request.clone().json()) as { studentCode?: string };
    if (body.studentCode !== studentCode) return undefined;
    return HttpResponse.json({ errors: SERVER_MESSAGES.notYourStudent }, { status: 403 });
  });
}
