/**
 * The contract suite's scenario for late entries (issue 27, point 3), on the fake and the server
 * on each engine: a week written with the clock 10 days after its Monday, and 12 weeks first
 * written within one hour, flagged alike to the supervisor and the coordinator (with their
 * dates), counted on the weekly totals; the policy the flags follow.
 */
import { describe, expect, it } from 'vitest';
import { fetchAllWeeklyReportScores, LATE_ENTRY_POLICY, LOGBOOK } from '@siwes/api';
import { addDays } from '@siwes/api/rules';
import { placeStudent, type SuiteSession } from './logbook.ts';

/** Monday 25 May 2026; written on Thursday 4 June, 10 days after it. */
const LATE_WEEK = '2026-05-25';
const TEN_DAYS_LATE = new Date('2026-06-04T08:00:00.000Z');
/** The 12 weeks before it, first written from 10:00 (Lagos 11:00) on 4 June, 4 minutes apart. */
const BURST_WEEKS = Array.from({ length: 12 }, (_, i) => addDays(LATE_WEEK, -7 * (i + 1)));
const BURST_START = Date.parse('2026-06-04T10:00:00.000Z');

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function lateEntryScenarios(session: SuiteSession) {
  describe('late entries', () => {
    it('flags a day written 10 days late and 12 weeks written within an hour, with their dates, to both readers and on the totals', async () => {
      const { api, target, signIn } = session;
      expect(await api.getLateEntryPolicy()).toEqual(LATE_ENTRY_POLICY);
      const { studentCode, matricNo } = await placeStudent(session);

      // The coordinator reopens past weeks; the student writes them.
      target.setNow(TEN_DAYS_LATE);
      await signIn(target.accounts.coordinator);
      for (const weekStart of [LATE_WEEK, ...BURST_WEEKS]) {
        await api.coordinatorReopenWeek({ id: studentCode, weekStart, reason: 'Write the missing week.' });
      }
      await signIn(target.accounts.newStudent);
      await api.submitWeeklyReport({ weekStart: LATE_WEEK, monday: 'Late Monday', friday: 'Friday' });
      for (const [i, weekStart] of BURST_WEEKS.entries()) {
        target.setNow(new Date(BURST_START + i * 4 * 60_000));
        await api.submitWeeklyReport({ weekStart, wednesday: `Week ${i}` });
      }

      const burst = { from: '2026-06-04T10:00:00.000Z', to: '2026-06-04T10:44:00.000Z', weeks: 12 };
      const readers = [
        async () => {
          await signIn(target.accounts.supervisor);
          return api.supervisorGetLogbook({ id: studentCode, limit: LOGBOOK.maxPageSize });
        },
        async () => {
          await signIn(target.accounts.coordinator);
          return api.coordinatorGetLogbook({ id: studentCode, limit: LOGBOOK.maxPageSize });
        },
      ];
      for (const read of readers) {
        const weeks = new Map((await read()).weeks.map((w) => [w.weekStart, w]));
        // Monday 25 May, first written on 4 June, is late; Friday 29 May, 6 days after, is not.
        expect(weeks.get(LATE_WEEK)).toMatchObject({
          lateDays: [{ day: 'monday', date: LATE_WEEK, firstWrittenAt: TEN_DAYS_LATE.toISOString() }],
          burst: null,
        });
        expect(weeks.get(LATE_WEEK)?.entryTimes?.friday).toEqual({
          firstWrittenAt: TEN_DAYS_LATE.toISOString(),
          changedAt: TEN_DAYS_LATE.toISOString(),
        });
        for (const weekStart of BURST_WEEKS) expect(weeks.get(weekStart)?.burst).toEqual(burst);
        // The week written in its own days is neither.
        expect(weeks.get('2026-06-01')).toMatchObject({ lateDays: [], burst: null });
      }

      await signIn(target.accounts.coordinator);
      const row = (await fetchAllWeeklyReportScores(api)).rows.find((r) => r.matricNumber === matricNo);
      expect(row).toMatchObject({ lateDays: 13, burstWeeks: 12 });
    });
  });
}
