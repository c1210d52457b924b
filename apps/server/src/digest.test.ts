/**
 * The supervisors' daily digest (issue 26): a supervisor who chose it gets no mail per event;
 * from 18:00 in Lagos (a simulated clock) one mail lists the day's entries, through a real SMTP
 * server on loopback, once however many servers run the upkeep (two here, on one database);
 * what comes after it waits for the next day's. On SQLite and, when installed, PostgreSQL.
 */
import { tinyPdf } from '@siwes/api';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from './config.ts';
import { startServer } from './index.ts';
import { clientFor, DEMO_ACCOUNTS, engines, GENEROUS_LIMITS, startTestServer } from './testing/harness.ts';
import { smtpSink } from './testing/smtpSink.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const engine of engines) {
  describe(`the daily digest on ${engine}`, () => {
    const stops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const stop of stops.splice(0).reverse()) await stop();
    });

    it('mails a supervisor who chose it one digest a day from 18:00, with two servers', async () => {
      const sink = await smtpSink();
      stops.push(sink.close);
      // Tuesday 2 June 2026, 10:00 in Lagos.
      let clock = new Date('2026-06-02T09:00:00.000Z');
      const now = () => new Date(clock);
      const options = {
        now,
        upkeepSeconds: 0.1,
        smtpUrl: sink.url,
        mailFrom: 'SIWES Portal <no-reply@siwes.test>',
        reminders: { kinds: [] },
      };
      const first = await startTestServer(engine, options);
      stops.push(() => first.stop());
      const second = await startServer({
        ...options,
        port: 0,
        env: 'test',
        logger: silentLogger,
        dataDir: first.dataDir,
        ...(first.databaseUrl && { databaseUrl: first.databaseUrl }),
        rateLimits: GENEROUS_LIMITS,
      });
      stops.push(() => second.close());

      const supervisor = clientFor(first.url);
      await supervisor.signIn(DEMO_ACCOUNTS.supervisor);
      await supervisor.client.setSupervisorNotificationPreferences({ digest: true });
      const coordinator = clientFor(second.url);
      await coordinator.signIn(DEMO_ACCOUNTS.coordinator);
      const upload = (description: string) =>
        coordinator.client.uploadInspectionForms({
          purpose: 'Inspection',
          description,
          form: new File([tinyPdf(description)], 'form.pdf', { type: 'application/pdf' }),
        });
      await upload('Inspection form, first semester');
      await upload('Inspection form, second semester');
      const mine = () => sink.to(DEMO_ACCOUNTS.supervisor.email);
      // Other supervisors, who did not choose the digest, are mailed each event at once.
      await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBeGreaterThan(1);
      const entries = await supervisor.client.listSupervisorNotifications();
      expect(entries.data.map((n) => n.text)).toEqual([
        'Inspection form, second semester',
        'Inspection form, first semester',
      ]);

      // 17:59: nothing yet. 18:00: one digest listing both, once, however many upkeeps run.
      clock = new Date('2026-06-02T16:59:00.000Z');
      await delay(500);
      expect(mine()).toEqual([]);
      clock = new Date('2026-06-02T17:00:00.000Z');
      await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(1);
      await delay(600);
      expect(mine()).toHaveLength(1);
      const [digest = ''] = mine();
      const headers = digest.split(/\r?\n\r?\n/)[0] ?? '';
      expect(headers).toMatch(/^Subject: Your SIWES daily digest: 2 notifications$/m);
      expect(headers).toMatch(/^Message-ID: <siwes\.[\w.-]+@siwes\.test>$/m);
      expect(headers).toMatch(/^Date: /m);
      expect(digest).toContain('Inspection form, first semester');
      expect(digest).toContain('Inspection form, second semester');
      expect(digest).toContain('/lecturers/notifications/settings');

      // A form at 19:00 waits for Wednesday's digest, which lists it alone.
      clock = new Date('2026-06-02T18:00:00.000Z');
      await upload('Defence form');
      await delay(600);
      expect(mine()).toHaveLength(1);
      clock = new Date('2026-06-03T17:00:00.000Z');
      await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(2);
      expect(mine()[1]).toMatch(/^Subject: Your SIWES daily digest: 1 notification$/m);
      expect(mine()[1]).toContain('Defence form');
      expect(mine()[1]).not.toContain('first semester');
    }, 60_000);
  });
}
