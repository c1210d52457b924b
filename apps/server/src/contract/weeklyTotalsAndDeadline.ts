/**
 * The contract suite's scenarios for issue 34's additions: the weekly report totals searched
 * across the whole cohort (`getWeeklyReportScores?q`, with each row's code and maxima), and the
 * registration deadline read back (`getRegistrationDeadline`).
 */
import { describe, expect, it } from 'vitest';
import {
  fetchAllWeeklyReportScores,
  fieldMessage,
  GRADE_MAXIMA,
  PAGE_SIZE,
  SERVER_MESSAGES,
} from '@siwes/api';
import { failure } from '@siwes/api/testing';
import type { SuiteSession } from './logbook.ts';

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function weeklyTotalsAndDeadlineScenarios(session: SuiteSession) {
  describe("issue 34: the weekly totals' search and the deadline as set", () => {
    it('searches the weekly totals across the whole cohort, paged and counted, as the students are searched', async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.coordinator);
      const all = await fetchAllWeeklyReportScores(api);
      expect(all.rows.length).toBeGreaterThan(PAGE_SIZE);

      // A student from a later page, found by a part of their matric number in another case.
      const later = all.rows[PAGE_SIZE + 2]!;
      const found = await api.getWeeklyReportScores({ q: ` ${later.matricNumber.toLowerCase()} ` });
      expect(found.data.map((r) => r.matricNumber)).toContain(later.matricNumber);
      expect(found.data.find((r) => r.matricNumber === later.matricNumber)).toEqual(later);

      // The same students as the coordinator's search finds, in the same (name) order.
      const lastName = later.lastName.toLowerCase();
      const bySearch = await api.searchStudents({ q: lastName });
      const byTotals = await api.getWeeklyReportScores({ q: lastName, limit: 100 });
      expect(byTotals.data.map((r) => r.studentCode)).toEqual(bySearch.map((s) => s.studentCode));
      expect(byTotals.totalStudents).toBe(bySearch.length);

      // A search that finds everyone (every student code starts SIW) pages as the cohort does.
      expect(all.rows.every((r) => r.studentCode.startsWith('SIW'))).toBe(true);
      const second = await api.getWeeklyReportScores({ q: 'siw', page: 2, limit: PAGE_SIZE });
      expect(second.totalStudents).toBe(all.totalStudents);
      expect(second.data).toEqual(all.rows.slice(PAGE_SIZE, 2 * PAGE_SIZE));

      // Nobody found: no rows, a count of 0.
      expect(await api.getWeeklyReportScores({ q: 'zzqxnobody' })).toEqual({ data: [], totalStudents: 0 });

      // Too short: 400 naming q.
      const short = await failure(api.getWeeklyReportScores({ q: ' ab ' }));
      expect(short.status).toBe(400);
      expect(fieldMessage(short, 'q')).toBe(SERVER_MESSAGES.searchTooShort);
      // Too long (over the search bound): 400 naming q, never a 500.
      const long = await failure(api.getWeeklyReportScores({ q: 'x'.repeat(101) }));
      expect(long.status).toBe(400);
      expect(long.message).toMatch(/^query q: /);
    });

    it("gives each total its maximum and the student's code", async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.coordinator);
      const { rows } = await fetchAllWeeklyReportScores(api);
      const { students } = await api.listStudents({ limit: 100 });
      for (const row of rows) {
        expect(row.maxMarks).toBe(GRADE_MAXIMA.reports);
        expect(row.marks).toBeLessThanOrEqual(row.maxMarks);
        expect(row.expectedWeeks).toBeGreaterThanOrEqual(0);
      }
      for (const student of students) {
        const row = rows.find((r) => r.studentCode === student.studentCode);
        expect(row?.matricNumber).toBe(student.matricNo);
      }
      // Someone has reported, within the weeks expected of them.
      expect(rows.some((r) => r.reportCount > 0 && r.expectedWeeks >= r.reportCount)).toBe(true);
    });

    it('reads back the deadline set and whether registration is open', async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.coordinator);
      expect(await api.getRegistrationDeadline()).toEqual({ data: { time: null, open: true } });

      // Set as Lagos time; answered as the instant.
      await api.setRegistrationDeadline({ time: '2099-07-31T17:00' });
      expect(await api.getRegistrationDeadline()).toEqual({
        data: { time: '2099-07-31T16:00:00.000Z', open: true },
      });

      await api.setRegistrationDeadline({ time: '2020-01-31T16:00:00.000Z' });
      expect(await api.getRegistrationDeadline()).toEqual({
        data: { time: '2020-01-31T16:00:00.000Z', open: false },
      });
      // The same rule as registration's refusal.
      const closed = await failure(api.sendOtp({ email: 'late.one@siwes.test', purpose: 'registration' }));
      expect(closed.message).toBe(SERVER_MESSAGES.registrationClosed);
    });
  });
}
