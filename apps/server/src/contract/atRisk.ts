/**
 * The contract suite's scenarios for the students at risk (issue 29, point 2, `getStudentsAtRisk`
 * and its CSV file), on the fake and the server on each engine: the list is paged, searchable
 * and filtered by reason alike; a student who stops writing appears with the reason in words and
 * leaves once they write.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, fieldMessage, type AtRiskStudent } from '@siwes/api';
import { failure } from '@siwes/api/testing';
import { AT_RISK_CSV_HEADER, AT_RISK_REASONS } from '@siwes/api/rules';
import { placeStudent, WEDNESDAY, type SuiteSession } from './logbook.ts';

const DAY_MS = 86_400_000;

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function atRiskScenarios(session: SuiteSession) {
  describe('issue 29: the students at risk', () => {
    it('pages, searches and filters the list by reason, and exports it whole', async () => {
      const { api, target, signIn } = session;
      // Four weeks after a student placed from 1 June wrote their first week: they have stopped
      // writing, and the cohort's unplaced students are without a placement 2 weeks in.
      await placeStudent(session);
      target.setNow(new Date(WEDNESDAY.getTime() + 28 * DAY_MS));
      await signIn(target.accounts.coordinator);
      const all = await api.getStudentsAtRisk({ page: 1, limit: 100 });
      expect(all.totalStudents).toBeGreaterThan(0);
      expect(all.data).toHaveLength(Math.min(all.totalStudents, 100));
      for (const row of all.data) {
        expect(row.reasons.length).toBeGreaterThan(0);
        const order = row.reasons.map((r) => AT_RISK_REASONS.indexOf(r.reason));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
      // Paged: the second page of 2 is the list's third and fourth.
      if (all.totalStudents > 3) {
        const second = await api.getStudentsAtRisk({ page: 2, limit: 2 });
        expect(second.data.map((s) => s._id)).toEqual(all.data.slice(2, 4).map((s) => s._id));
      }
      // By reason: those of the whole list with that reason.
      for (const reason of AT_RISK_REASONS) {
        const only = await api.getStudentsAtRisk({ page: 1, limit: 100, reason });
        expect(only.data.map((s) => s._id)).toEqual(
          all.data.filter((s) => s.reasons.some((r) => r.reason === reason)).map((s) => s._id),
        );
      }
      // Searched: by a student's matric number, only they.
      const first = all.data[0] as AtRiskStudent;
      const found = await api.getStudentsAtRisk({ q: first.matricNo });
      expect(found.data.map((s) => s._id)).toEqual([first._id]);
      expect(found.totalStudents).toBe(1);
      const short = await failure(api.getStudentsAtRisk({ q: 'ab' }));
      expect([short.status, fieldMessage(short, 'q')]).toEqual([400, SERVER_MESSAGES.searchTooShort]);

      const file = await api.downloadStudentsAtRisk();
      expect(file.fileName).toBe('students_at_risk.csv');
      const lines = (await file.text()).trim().split(/\r?\n/);
      expect(lines[0]).toBe(AT_RISK_CSV_HEADER.join(','));
      expect(lines).toHaveLength(all.totalStudents + 1);
      expect(lines[1]).toContain(first.reasons[0]!.text);
    });

    it('lists a student who stops writing, with the reason, until they write', async () => {
      const { api, target, signIn } = session;
      // Placed, resumed on 1 June 2026 and wrote that week (Wednesday 3 June).
      const { matricNo } = await placeStudent(session);
      const listed = async () => {
        await signIn(target.accounts.coordinator);
        return (await api.getStudentsAtRisk({ q: matricNo })).data[0];
      };
      expect(await listed()).toBeUndefined();

      // Not yet on Sunday 14 June (the week of 8 June just ended)...
      target.setNow(new Date(WEDNESDAY.getTime() + 11 * DAY_MS));
      expect(await listed()).toBeUndefined();
      // ...and at risk from the week of 22 June.
      target.setNow(new Date(WEDNESDAY.getTime() + 21 * DAY_MS));
      const atRisk = await listed();
      expect(atRisk?.reasons).toEqual([
        { reason: 'noEntry', text: 'No entry for 2 weeks: the last was in the week of Monday 1 June 2026.' },
      ]);
      const byReason = await api.getStudentsAtRisk({ q: matricNo, reason: 'noEntry' });
      expect(byReason.totalStudents).toBe(1);

      // They write this week: off the list.
      await signIn(target.accounts.newStudent);
      await api.submitWeeklyReport({ monday: 'Back at work', tuesday: 'Lab tests' });
      expect(await listed()).toBeUndefined();
    });

    it("is the coordinator's alone", async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.supervisor);
      expect((await failure(api.getStudentsAtRisk({}))).status).toBe(401);
    });
  });
}
