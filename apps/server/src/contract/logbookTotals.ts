/**
 * The contract suite's scenario for the coordinator's view of the logbook loop (issue 24 part 6):
 * each student's weekly report totals count the weeks that stand signed and the weeks whose link
 * may still sign, and keep the last sign-off; weekly_reports.csv ends with the signed weeks.
 */
import { describe, expect, it } from 'vitest';
import { CSV_HEADERS, fetchAllWeeklyReportScores, LOGBOOK, toCsv } from '@siwes/api';
import { placeStudent, signoffLinkFor, WEDNESDAY, WEEK, type SuiteSession } from './logbook.ts';

const DAY_MS = 86_400_000;

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function logbookTotalsScenarios(session: SuiteSession) {
  describe("the logbook in the coordinator's totals", () => {
    it('counts signed and waiting weeks and keeps the last sign-off, through a reopening and an expired link', async () => {
      const { api, target, signIn } = session;
      const { matricNo, studentCode } = await placeStudent(session);
      const rowOf = async () => {
        await signIn(target.accounts.coordinator);
        return (await fetchAllWeeklyReportScores(api)).rows.find((r) => r.matricNumber === matricNo);
      };
      expect(await rowOf()).toMatchObject({
        reportCount: 1,
        signedWeeks: 0,
        waitingWeeks: 0,
        lastSignedAt: null,
      });

      // Asked for: waiting. Signed: signed, no longer waiting.
      const token = await signoffLinkFor(session);
      expect(await rowOf()).toMatchObject({ signedWeeks: 0, waitingWeeks: 1 });
      const { digest } = (await api.getSignoff({ token })).data;
      const signed = await api.signWeek({ token, name: 'Ngozi Bello', digest });
      const signedAt = signed.data.signOff?.signedAt ?? null;
      expect(signedAt).not.toBeNull();

      // The next week written and asked for: one signed, one waiting.
      target.setNow(new Date(WEDNESDAY.getTime() + 7 * DAY_MS));
      await signIn(target.accounts.newStudent);
      await api.submitWeeklyReport({ monday: 'Second week' });
      await signoffLinkFor(session, '2026-06-08');
      const both = await rowOf();
      expect(both).toMatchObject({ reportCount: 2, signedWeeks: 1, waitingWeeks: 1, lastSignedAt: signedAt });

      // weekly_reports.csv: the columns it always had, then Signed Weeks, Late Days, Burst Weeks.
      const csv = (await (await api.downloadWeeklyReportScores()).text()).split('\r\n');
      expect(csv[0]).toBe(toCsv(CSV_HEADERS.weeklyReports, []).trim());
      const [, line] = toCsv(CSV_HEADERS.weeklyReports, [
        [both?.firstName, both?.lastName, matricNo, 2, both?.marks, 1, 0, 0],
      ]).split('\r\n');
      expect(csv).toContain(line);

      // Reopened, the week no longer stands signed; its sign-off is still the last one.
      await api.coordinatorReopenWeek({ id: studentCode, weekStart: WEEK, reason: 'Add the lab results.' });
      expect(await rowOf()).toMatchObject({ signedWeeks: 0, waitingWeeks: 1, lastSignedAt: signedAt });

      // A link past its days waits no more.
      target.setNow(new Date(WEDNESDAY.getTime() + (7 + LOGBOOK.linkDays + 1) * DAY_MS));
      expect(await rowOf()).toMatchObject({ signedWeeks: 0, waitingWeeks: 0, lastSignedAt: signedAt });
    });
  });
}
