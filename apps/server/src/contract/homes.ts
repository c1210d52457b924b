/**
 * The contract suite's scenarios for each role's home (issue 29, points 3 and 4), on the fake and
 * the server on each engine: the supervisor's numbers are what their own lists and their
 * students' logbooks say, and they move as a student writes, is signed and graded.
 */
import { describe, expect, it } from 'vitest';
import { GRADE_MAXIMA, type SupervisorHome } from '@siwes/api';
import { failure } from '@siwes/api/testing';
import { SUPERVISOR_HOME } from '@siwes/api/rules';
import { placeStudent, signoffLinkFor, WEDNESDAY, type SuiteSession } from './logbook.ts';

const NEXT_WEDNESDAY = new Date(WEDNESDAY.getTime() + 7 * 86_400_000);

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function homeScenarios(session: SuiteSession) {
  describe("issue 29: the supervisor's home", () => {
    it('counts their students as their own lists say', async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.supervisor);
      const { data } = await api.supervisorGetDashboard();
      const inspecting = await api.listInspectionStudents();
      const defending = await api.listDefenseStudents();
      const ids = new Set([...inspecting, ...defending].map((s) => s._id));
      const scored = (n: number | null | undefined) => n !== null && n !== undefined;

      expect(data.students).toBe(ids.size);
      expect(data.students).toBeGreaterThan(0);
      expect(data.inspection).toEqual({
        students: inspecting.length,
        graded: inspecting.filter((s) => scored(s.grade?.inspectionScore)).length,
      });
      expect(data.defense).toEqual({
        students: defending.length,
        graded: defending.filter((s) => scored(s.grade?.defenseScore)).length,
      });
      expect(data.next.length).toBe(Math.min(SUPERVISOR_HOME.next, data.needingYou));
      for (const row of data.next) {
        expect(ids.has(row.id)).toBe(true);
        const toGrade = [
          ...(inspecting.some((s) => s._id === row.id && !scored(s.grade?.inspectionScore))
            ? ['inspection']
            : []),
          ...(defending.some((s) => s._id === row.id && !scored(s.grade?.defenseScore)) ? ['defense'] : []),
        ];
        expect(row.toGrade).toEqual(toGrade);
        expect(row.toGrade.length + row.weeksUnsigned).toBeGreaterThan(0);
      }
    });

    it('moves as a student writes, a week passes unsigned, is signed and graded', async () => {
      const { api, target, signIn } = session;
      target.setNow(WEDNESDAY);
      await signIn(target.accounts.supervisor);
      const before = (await api.supervisorGetDashboard()).data;

      // Placed, a week written, and assigned to this supervisor for inspection.
      const { id, matricNo } = await placeStudent(session);
      await signIn(target.accounts.supervisor);
      const written = (await api.supervisorGetDashboard()).data;
      expect(written).toMatchObject({
        students: before.students + 1,
        weeksWritten: before.weeksWritten + 1,
        weeksUnsigned: before.weeksUnsigned,
        inspection: { students: before.inspection.students + 1, graded: before.inspection.graded },
        needingYou: before.needingYou + 1,
      });

      // A week on, the week written stands unsigned.
      target.setNow(NEXT_WEDNESDAY);
      await signIn(target.accounts.supervisor);
      const unsigned = (await api.supervisorGetDashboard()).data;
      expect(unsigned.weeksUnsigned).toBe(before.weeksUnsigned + 1);
      const row = (home: SupervisorHome) => home.next.find((r) => r.id === id);
      expect(row(unsigned)).toMatchObject({ matricNo, weeksWritten: 1, weeksSigned: 0, weeksUnsigned: 1 });

      target.setNow(WEDNESDAY);
      const token = await signoffLinkFor(session);
      const shown = (await api.getSignoff({ token })).data;
      await api.signWeek({ token, name: 'Ngozi Bello', digest: shown.digest });
      target.setNow(NEXT_WEDNESDAY);
      await signIn(target.accounts.supervisor);
      const signed = (await api.supervisorGetDashboard()).data;
      expect(signed.weeksSigned).toBe(before.weeksSigned + 1);
      expect(signed.weeksUnsigned).toBe(before.weeksUnsigned);
      expect(row(signed)?.toGrade ?? ['inspection']).toEqual(['inspection']);

      await api.supervisorAssignGrade({ studentId: id, type: 'inspection', score: GRADE_MAXIMA.inspection });
      const graded = (await api.supervisorGetDashboard()).data;
      expect(graded.inspection.graded).toBe(before.inspection.graded + 1);
      expect(graded.needingYou).toBe(before.needingYou);
      expect(row(graded)).toBeUndefined();
    });

    it("is a supervisor's alone", async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.coordinator);
      expect((await failure(api.supervisorGetDashboard())).status).toBe(401);
      await signIn(target.accounts.student);
      expect((await failure(api.supervisorGetDashboard())).status).toBe(401);
    });

    it('counts none for a supervisor with no students', async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.idleSupervisor);
      expect((await api.supervisorGetDashboard()).data).toEqual({
        students: 0,
        weeksWritten: 0,
        weeksSigned: 0,
        weeksUnsigned: 0,
        inspection: { students: 0, graded: 0 },
        defense: { students: 0, graded: 0 },
        needingYou: 0,
        next: [],
      });
    });
  });
}
