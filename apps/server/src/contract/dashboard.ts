/**
 * The contract suite's scenarios for the coordinator's dashboard (issue 29, `getDashboard`), on
 * the fake and the server on each engine: its numbers are what the cohort's own lists say, and
 * they move as a student is placed, writes, is signed, graded and collated.
 */
import { describe, expect, it } from 'vitest';
import { fetchAllStudents, fetchAllWeeklyReportScores, GRADE_MAXIMA, type CohortDashboard } from '@siwes/api';
import { failure } from '@siwes/api/testing';
import { DASHBOARD, GRADE_BANDS, isPlaced } from '@siwes/api/rules';
import { placeStudent, signoffLinkFor, WEDNESDAY, WEEK, type SuiteSession } from './logbook.ts';

const weekOf = (dashboard: CohortDashboard, weekStart: string) =>
  dashboard.weeks.find((w) => w.weekStart === weekStart) ?? { weekStart, written: 0, signed: 0 };

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function dashboardScenarios(session: SuiteSession) {
  describe("issue 29: the coordinator's dashboard", () => {
    it("counts the cohort as the cohort's lists say", async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.coordinator);
      const { data } = await api.getDashboard();
      const students = await fetchAllStudents(api);
      const totals = await fetchAllWeeklyReportScores(api);
      const supervisors = await api.listSupervisors();
      const given = (n: number | null | undefined) => n !== null && n !== undefined;

      expect(data.funnel).toEqual({
        registered: students.length,
        placed: students.filter((s) => isPlaced(s.company?.name)).length,
        withBothSupervisors: students.filter((s) => s.inspection_supervisor && s.defense_supervisor).length,
        reportsStarted: totals.rows.filter((r) => r.reportCount > 0).length,
        graded: students.filter((s) => given(s.grade?.inspectionScore) && given(s.grade?.defenseScore))
          .length,
        collated: students.filter((s) => given(s.grade?.total)).length,
      });
      expect(data.funnel.registered).toBeGreaterThan(0);
      expect(data.funnel.placed).toBeGreaterThan(0);

      // Every band, highest first, adding up to the students collated.
      expect(data.grades.map((g) => g.band)).toEqual(GRADE_BANDS.map((b) => b.band));
      expect(data.grades.reduce((sum, g) => sum + g.students, 0)).toBe(data.funnel.collated);

      // The weeks run oldest first, a week apart, at most DASHBOARD.maxWeeks of them.
      expect(data.weeks.length).toBeGreaterThan(0);
      expect(data.weeks.length).toBeLessThanOrEqual(DASHBOARD.maxWeeks);
      for (const [i, week] of data.weeks.entries()) {
        if (i > 0)
          expect(Date.parse(week.weekStart) - Date.parse(data.weeks[i - 1]!.weekStart)).toBe(7 * 86_400_000);
      }
      const written = data.weeks.reduce((sum, w) => sum + w.written, 0);
      expect(written).toBeGreaterThan(0);
      expect(written).toBeLessThanOrEqual(totals.rows.reduce((sum, r) => sum + r.reportCount, 0));

      // The busiest supervisors, each counted from the students' own records.
      expect(data.totalSupervisors).toBe(supervisors.length);
      expect(data.supervisors.length).toBe(Math.min(DASHBOARD.supervisors, supervisors.length));
      for (const row of data.supervisors) {
        const inspecting = students.filter((s) => s.inspection_supervisor?._id === row.id);
        const defending = students.filter((s) => s.defense_supervisor?._id === row.id);
        expect(row.students).toBe(new Set([...inspecting, ...defending].map((s) => s._id)).size);
        expect(row.notGraded).toBe(
          inspecting.filter((s) => !given(s.grade?.inspectionScore)).length +
            defending.filter((s) => !given(s.grade?.defenseScore)).length,
        );
      }
      const owed = data.supervisors.map((s) => s.notGraded);
      expect(owed).toEqual([...owed].sort((a, b) => b - a));
    });

    it('moves as a student is placed, writes, is signed, graded and collated', async () => {
      const { api, target, signIn } = session;
      target.setNow(WEDNESDAY);
      await signIn(target.accounts.coordinator);
      const before = (await api.getDashboard()).data;

      const { id } = await placeStudent(session);
      const placed = (await api.getDashboard()).data;
      expect(placed.funnel.registered).toBe(before.funnel.registered);
      expect(placed.funnel.placed).toBe(before.funnel.placed + 1);
      expect(placed.funnel.reportsStarted).toBe(before.funnel.reportsStarted + 1);
      expect(weekOf(placed, WEEK).written).toBe(weekOf(before, WEEK).written + 1);
      expect(weekOf(placed, WEEK).signed).toBe(weekOf(before, WEEK).signed);

      const token = await signoffLinkFor(session);
      const shown = (await api.getSignoff({ token })).data;
      await api.signWeek({ token, name: 'Ngozi Bello', digest: shown.digest });
      await signIn(target.accounts.coordinator);
      const signed = (await api.getDashboard()).data;
      expect(weekOf(signed, WEEK).signed).toBe(weekOf(before, WEEK).signed + 1);

      await api.coordinatorAssignGrade({ studentId: id, type: 'inspection', score: GRADE_MAXIMA.inspection });
      await api.coordinatorAssignGrade({ studentId: id, type: 'defense', score: GRADE_MAXIMA.defense });
      await api.coordinatorAssignGrade({ studentId: id, type: 'reports', score: GRADE_MAXIMA.reports });
      const graded = (await api.getDashboard()).data;
      expect(graded.funnel.graded).toBe(before.funnel.graded + 1);
      expect(graded.funnel.collated).toBe(before.funnel.collated);

      await api.collateGrades({ id });
      const collated = (await api.getDashboard()).data;
      expect(collated.funnel.collated).toBe(before.funnel.collated + 1);
      // Full marks: one more in the top band.
      expect(collated.grades[0]).toEqual({ band: 'A', students: before.grades[0]!.students + 1 });
    });

    it("is the coordinator's alone", async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.supervisor);
      expect((await failure(api.getDashboard())).status).toBe(401);
    });
  });
}
