/** The fake's supervisors: their lists, dates and grades, and the coordinator's grading and collation. */
import { describe, expect, it } from 'vitest';
import { GRADE_MAXIMA, GRADE_TOTAL_MAX, MESSAGES, SERVER_MESSAGES, type LoginType } from '@siwes/api';
import { FIXTURE_ACCOUNTS, FIXTURE_IDS } from '../index.ts';
import { allStudents, failure, signedIn, useFake } from '../testing.ts';

useFake();

describe('assignment, dates and grades', () => {
  it('puts an assigned student on the supervisor’s lists and counts them', async () => {
    const api = signedIn();
    const before = (await api.listSupervisors()).find((s) => s._id === FIXTURE_IDS.idleSupervisor);
    expect(before?.noOfAssignedStudents).toBe(0);
    await api.assignInspectionSupervisor({
      studentCode: 'SIW260002',
      supervisorId: FIXTURE_IDS.idleSupervisor,
    });
    const assigned = await api.assignDefenseSupervisor({
      studentCode: 'SIW260002',
      supervisorId: FIXTURE_IDS.idleSupervisor,
    });
    expect(assigned.message).toBe(MESSAGES.assigned);
    const after = (await api.listSupervisors()).find((s) => s._id === FIXTURE_IDS.idleSupervisor);
    expect(after?.noOfAssignedStudents).toBe(1);

    const tokens: Partial<Record<LoginType, string>> = {};
    const idle = signedIn(tokens);
    tokens.supervisor = (await idle.login({ ...FIXTURE_ACCOUNTS.idleSupervisor })).tokens.accessToken;
    const [item] = await idle.listInspectionStudents();
    expect(item).toMatchObject({
      studentDetails: { studentCode: 'SIW260002' },
      companyDetails: null,
      assignedDate: null,
    });
    // A day alone is the start of that day in Lagos (UTC+1).
    await idle.setInspectionDate({ studentCode: 'SIW260002', date: '2026-06-20' });
    expect((await idle.listInspectionStudents())[0]?.assignedDate).toBe('2026-06-19T23:00:00.000Z');
    expect((await idle.listDefenseStudents()).map((s) => s._id)).toEqual([FIXTURE_IDS.newStudent]);
  });

  it('lets a supervisor grade and date only their own students', async () => {
    const api = signedIn();
    const theirs = (await allStudents()).find(
      (s) => s.inspection_supervisor && s.inspection_supervisor._id !== FIXTURE_IDS.supervisor,
    );
    expect(theirs).toBeDefined();
    const notMine = await failure(
      api.supervisorAssignGrade({ studentId: theirs?._id ?? '', type: 'inspection', score: 10 }),
    );
    expect(notMine).toMatchObject({ status: 403, message: SERVER_MESSAGES.notYourStudent });
    expect(
      (await failure(api.setInspectionDate({ studentCode: theirs?.studentCode ?? '', date: '2026-06-20' })))
        .status,
    ).toBe(403);
    await api.supervisorAssignGrade({ studentId: FIXTURE_IDS.student, type: 'defense', score: 33 });
    expect((await api.getStudent({ id: FIXTURE_IDS.student }))[0]?.grade?.defenseScore).toBe(33);
  });

  it('refuses scores outside 0 to the configured maximum', async () => {
    const api = signedIn();
    const over = await failure(
      api.coordinatorAssignGrade({
        studentId: FIXTURE_IDS.student,
        type: 'inspection',
        score: GRADE_MAXIMA.inspection + 1,
      }),
    );
    expect(over).toMatchObject({
      status: 400,
      message: `The inspection score must be between 0 and ${GRADE_MAXIMA.inspection}.`,
    });
    expect(
      (
        await failure(
          api.coordinatorAssignGrade({ studentId: FIXTURE_IDS.student, type: 'reports', score: -1 }),
        )
      ).status,
    ).toBe(400);
  });

  it('collates the three scores into a total out of 100', async () => {
    const api = signedIn();
    await api.coordinatorAssignGrade({
      studentId: FIXTURE_IDS.student,
      type: 'reports',
      score: GRADE_MAXIMA.reports,
    });
    await api.coordinatorAssignGrade({
      studentId: FIXTURE_IDS.student,
      type: 'inspection',
      score: GRADE_MAXIMA.inspection,
    });
    await api.coordinatorAssignGrade({
      studentId: FIXTURE_IDS.student,
      type: 'defense',
      score: GRADE_MAXIMA.defense,
    });
    const { message, data } = await api.collateGrades({ id: FIXTURE_IDS.student });
    expect(message).toBe(MESSAGES.collated);
    expect(data.grade?.total).toBe(GRADE_TOTAL_MAX);
  });

  it('computes the weekly report score from the days reported when none was given', async () => {
    const api = signedIn();
    await api.collateAllGrades();
    const students = await allStudents();
    const unplaced = students.find((s) => !s.company);
    expect(unplaced?.grade).toMatchObject({ weeklyReportsScore: 0 });
    for (const s of students) {
      expect(s.grade?.total).toBe(
        (s.grade?.weeklyReportsScore ?? 0) + (s.grade?.inspectionScore ?? 0) + (s.grade?.defenseScore ?? 0),
      );
      expect(s.grade?.weeklyReportsScore).toBeLessThanOrEqual(GRADE_MAXIMA.reports);
    }
    const { data } = await api.getWeeklyReportScores({ page: 1, limit: 100 });
    const best = data.reduce((a, b) => (b.marks > a.marks ? b : a));
    expect(best.marks).toBeGreaterThan(0);
  });
});
