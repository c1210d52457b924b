/**
 * A signed week cannot be edited, by construction (issue 24, docs/server.md "The logbook"): a
 * signing and a burst of the student's writes to the same week race, round after round; whatever
 * wins, the text stored is the text whose digest was signed, or the week is not signed. On
 * SQLite and, when installed, PostgreSQL (whose pool runs the calls side by side).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { weekDigest } from '@siwes/api/rules';
import { PLACEMENT } from './contract/placements.ts';
import { clientFor, DEMO_ACCOUNTS, engines, startTestServer, type TestServer } from './testing/harness.ts';

const WEEK = '2026-06-01';
const BELLO = 'bello@workplace.example';

for (const engine of engines) {
  describe(`the week's lock on ${engine}`, () => {
    let server: TestServer | undefined;
    afterEach(async () => {
      await server?.stop();
    });

    it('never stores a write after the signing, whichever commits first', async () => {
      let clock = new Date('2026-06-03T09:00:00.000Z').getTime();
      server = await startTestServer(engine, { now: () => new Date(clock) });
      const student = clientFor(server.url);
      const coordinator = clientFor(server.url);
      const me = await student.signIn(DEMO_ACCOUNTS.newStudent);
      await coordinator.signIn(DEMO_ACCOUNTS.coordinator);
      await student.client.submitWorkDetails({
        ...PLACEMENT,
        workplaceSupervisor: { name: 'Ngozi Bello', email: BELLO },
      });
      await student.client.submitWeeklyReport({ monday: 'Mon', wednesday: 'Wed' });
      const outcomes = new Set<string>();
      for (let round = 0; round < 6; round += 1) {
        await student.client.requestSignoff({ weekStart: WEEK });
        const [mail] = await student.client.getDevOutbox(BELLO);
        const token = /\/signoff\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        const { digest } = (await student.client.getSignoff({ token })).data;
        const writes = Array.from({ length: 6 }, (_, i) =>
          student.client.submitWeeklyReport({ wednesday: `Round ${round}, edit ${i}` }),
        );
        const sign = student.client.signWeek({ token, name: 'Ngozi Bello', digest });
        const [signed] = await Promise.allSettled([sign, ...writes]);
        outcomes.add(signed.status);

        const week = (await student.client.getLogbook()).weeks.find((w) => w.weekStart === WEEK);
        if (!week) throw new Error('the week is gone');
        const stored = await weekDigest(me.data._id, WEEK, week);
        if (signed.status === 'fulfilled') {
          expect(week.state).toBe('signed');
          expect(week.signOff?.digest).toBe(stored);
          clock += 60_000;
          await coordinator.client.coordinatorReopenWeek({
            id: me.data._id,
            weekStart: WEEK,
            reason: `Round ${round}`,
          });
        } else {
          expect(week.state).not.toBe('signed');
          // No sign-off of this round (an earlier round's, reopened since, may show).
          expect(week.signOff?.signedAt).not.toBe(new Date(clock).toISOString());
        }
        clock += 60_000;
      }
      expect(outcomes.size).toBeGreaterThan(0);
    }, 60_000);
  });
}
