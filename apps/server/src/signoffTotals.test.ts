/**
 * The sign-off totals the server reads with SQL (services/signoffTotals.ts), held to
 * `signoffTotals` and `signoffLinkState` of @siwes/api/rules, as the fake counts them: generated
 * links (live, replaced, expired, used), sign-offs and reopenings at tied and ordered times, for a
 * page of students and for all, on SQLite and PostgreSQL.
 */
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffLinkState, signoffTotals, type WeekSignoffFacts } from '@siwes/api/rules';
import { LATE_ENTRY_POLICY } from '@siwes/api';
import { DEFAULT_GRADING } from './config.ts';
import type { Deps } from './context.ts';
import type { OpenedDatabase } from './db/connect.ts';
import { weeklyReportScores } from './services/collate.ts';
import { engines, openServerDatabase, startTestServer } from './testing/harness.ts';

const NOW = new Date('2026-06-10T09:00:00.000Z');
const TIMES = [
  '2026-06-01T09:00:00.000Z',
  '2026-06-03T12:00:00.000Z',
  '2026-06-05T16:00:00.000Z',
  NOW.toISOString(),
  '2026-06-12T09:00:00.000Z',
];
const WEEKS = ['2026-05-25', '2026-06-01', '2026-06-08'];
const STUDENTS = 4;

const eventShape = fc.record({
  student: fc.nat({ max: STUDENTS - 1 }),
  week: fc.constantFrom(...WEEKS),
  kind: fc.constantFrom('request', 'signed', 'reopened'),
  at: fc.constantFrom(...TIMES),
  expires: fc.constantFrom(...TIMES),
  revoked: fc.boolean(),
});
type SignoffEvent = typeof eventShape extends fc.Arbitrary<infer T> ? T : never;

/** Replaces every link, sign-off and reopening with the events'. */
async function store({ db }: Deps, ids: string[], events: SignoffEvent[]) {
  await db.deleteFrom('signoffs').execute();
  await db.deleteFrom('week_reopenings').execute();
  await db.deleteFrom('signoff_requests').execute();
  for (const e of events) {
    const student_id = ids[e.student]!;
    const id = crypto.randomUUID();
    if (e.kind === 'reopened') {
      await db
        .insertInto('week_reopenings')
        .values({
          id,
          student_id,
          week_start: e.week,
          by_id: 'c',
          by_name: 'C',
          by_role: 'coordinator',
          reason: 'r',
          created_at: e.at,
        })
        .execute();
      continue;
    }
    const signed = e.kind === 'signed';
    await db
      .insertInto('signoff_requests')
      .values({
        id,
        token_hash: id,
        student_id,
        week_start: e.week,
        sent_to: 'w@x.test',
        created_at: e.at,
        expires_at: e.expires,
        revoked_at: !signed && e.revoked ? e.at : null,
        signed_at: signed ? e.at : null,
      })
      .execute();
    if (signed) {
      await db
        .insertInto('signoffs')
        .values({
          id: crypto.randomUUID(),
          request_id: id,
          student_id,
          week_start: e.week,
          name: 'W',
          comment: '',
          address: '127.0.0.1',
          image: null,
          image_type: null,
          days_json: '{}',
          digest: '0',
          signed_at: e.at,
        })
        .execute();
    }
  }
}

/** A student's totals by the rules, from the events themselves. */
function expected(events: SignoffEvent[], student: number) {
  const weeks = new Map<string, WeekSignoffFacts>();
  const later = (a: string | null | undefined, b: string) => (a && a > b ? a : b);
  for (const e of events.filter((x) => x.student === student)) {
    const week = weeks.get(e.week) ?? { linkWaiting: false };
    weeks.set(e.week, week);
    if (e.kind === 'reopened') week.reopenedAt = later(week.reopenedAt, e.at);
    if (e.kind === 'signed') week.signedAt = later(week.signedAt, e.at);
    const link = {
      expiresAt: e.expires,
      revokedAt: e.kind === 'request' && e.revoked ? e.at : null,
      signedAt: e.kind === 'signed' ? e.at : null,
    };
    if (e.kind !== 'reopened' && signoffLinkState(link, NOW).kind === 'sign') week.linkWaiting = true;
  }
  return signoffTotals(weeks.values());
}

for (const engine of engines) {
  describe(`sign-off totals in SQL, on ${engine}`, () => {
    let opened: OpenedDatabase;
    let deps: Deps;
    let dataDir: string;
    beforeAll(async () => {
      // The seeded cohort's students, in a database no server runs on (no upkeep asks for sign-offs).
      const server = await startTestServer(engine, { now: () => NOW });
      dataDir = server.dataDir;
      await server.close();
      opened = await openServerDatabase(server);
      deps = {
        db: opened.db,
        engine: opened.engine,
        config: { grading: DEFAULT_GRADING, lateEntries: LATE_ENTRY_POLICY },
      } as unknown as Deps;
    }, 60_000);
    afterAll(async () => {
      await opened?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'counts signed and waiting weeks and the last sign-off as signoffTotals does',
      { timeout: 120_000 },
      async () => {
        const first = await weeklyReportScores(deps, NOW, { offset: 0, limit: STUDENTS });
        const rows = await deps.db
          .selectFrom('students')
          .select(['id', 'matric_no'])
          .where(
            'matric_no',
            'in',
            first.map((r) => r.matricNumber),
          )
          .execute();
        const ids = first.map((r) => rows.find((s) => s.matric_no === r.matricNumber)!.id);
        await fc.assert(
          fc.asyncProperty(fc.array(eventShape, { maxLength: 24 }), async (events) => {
            await store(deps, ids, events);
            const want = ids.map((_, i) => expected(events, i));
            const totals = ({ signedWeeks, waitingWeeks, lastSignedAt }: (typeof first)[number]) => ({
              signedWeeks,
              waitingWeeks,
              lastSignedAt,
            });
            const page = await weeklyReportScores(deps, NOW, { offset: 0, limit: STUDENTS });
            expect(page.map(totals)).toEqual(want);
            const all = await weeklyReportScores(deps, NOW);
            expect(all.slice(0, STUDENTS).map(totals)).toEqual(want);
            expect(all.slice(STUDENTS).every((r) => r.signedWeeks + r.waitingWeeks === 0)).toBe(true);
          }),
          { numRuns: engine === 'sqlite' ? 40 : 15 },
        );
      },
    );
  });
}
