/**
 * Forms stored as files by a version before migration 008, beside a PostgreSQL database, move
 * into the database at start-up; a move cut short (inside a form's transaction, or after its
 * commit but before its file is deleted) is finished by the next start, with every form whole.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Logger } from './config.ts';
import { migrate } from './db/migrations.ts';
import { openDatabase } from './db/connect.ts';
import type { Database, Db } from './db/schema.ts';
import { startServer } from './index.ts';
import { seedCoordinator } from './seed.ts';
import { FORM_CHUNK_BYTES, moveFormsIntoDatabase } from './services/forms.ts';
import { clientFor, engines, postgresCluster } from './testing/harness.ts';

const COORDINATOR = {
  email: 'move.coordinator@siwes.test',
  password: 'Coordinator#2026',
  type: 'coordinator',
} as const;

/** A PDF whose bytes depend on their place and on `seed`, so a mixed-up slice shows. */
function pdf(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + seed * 13 + (i >> 9)) & 0xff;
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = { info: (m) => lines.push(m), error: (m) => lines.push(m) };
  return { lines, logger };
}

describe.runIf(engines.includes('postgres'))('moving forms from disk into PostgreSQL', () => {
  it('moves every form once, and a restart finishes a move cut short at any point', async () => {
    const databaseUrl = await (await postgresCluster()).createDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'siwes-forms-move-'));
    const formsDir = join(dataDir, 'forms');
    try {
      // The database as the version before 008 left it: rows naming files under data/forms.
      const old = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }),
      });
      await migrate(old as Kysely<unknown>, 'postgres', '006_students_total');
      await seedCoordinator(old, COORDINATOR.email, COORDINATOR.password, new Date('2026-05-01T08:00:00Z'));
      mkdirSync(formsDir);
      const forms = [
        { name: 'small', bytes: pdf(900, 1) },
        { name: 'sliced', bytes: pdf(2 * FORM_CHUNK_BYTES + 1234, 2) }, // three slices
        { name: 'exact', bytes: pdf(FORM_CHUNK_BYTES, 3) }, // one full slice
        { name: 'lost', bytes: pdf(500, 4) }, // its file is missing on this machine
      ].map((f, i) => ({ ...f, id: `form-${i}`, publicId: `form_${f.name}` }));
      for (const [i, f] of forms.entries()) {
        await old
          .insertInto('forms')
          .values({
            id: f.id,
            purpose: 'Inspection',
            description: `The ${f.name} form`,
            name: `${f.name}.pdf`,
            public_id: f.publicId,
            stored_name: `${f.publicId}.pdf`,
            size: f.bytes.length,
            created_at: `2026-05-0${i + 1}T08:00:00.000Z`,
          } as never)
          .execute();
        if (f.name !== 'lost') writeFileSync(join(formsDir, `${f.publicId}.pdf`), f.bytes);
      }
      await old.destroy();
      const [small, sliced, exact, lost] = forms as [
        (typeof forms)[number],
        (typeof forms)[number],
        (typeof forms)[number],
        (typeof forms)[number],
      ];

      const opened = await openDatabase({ dataDir, databaseUrl }); // applies 007: all still 'disk'
      const db: Db = opened.db;
      const store = { db, engine: 'postgres' as const, formsDir };
      const where = async () =>
        Object.fromEntries(
          (await db.selectFrom('forms').select(['public_id', 'stored_in']).execute()).map((r) => [
            r.public_id,
            r.stored_in,
          ]),
        );
      const slices = async (id: string) =>
        Number(
          (
            await db
              .selectFrom('form_chunks')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('form_id', '=', id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const onDisk = (f: { publicId: string }) => existsSync(join(formsDir, `${f.publicId}.pdf`));
      expect(Object.values(await where())).toEqual(['disk', 'disk', 'disk', 'disk']);

      // Cut short inside the second form's transaction, its slices written but not committed.
      const first = recordingLogger();
      await expect(
        moveFormsIntoDatabase(store, first.logger, (stage, form) => {
          if (stage === 'inserted' && form.id === sliced.id) throw new Error('power cut');
        }),
      ).rejects.toThrow('power cut');
      expect(await where()).toMatchObject({
        [small.publicId]: 'database',
        [sliced.publicId]: 'disk',
        [exact.publicId]: 'disk',
      });
      expect([onDisk(small), onDisk(sliced), onDisk(exact)]).toEqual([false, true, true]);
      expect(await slices(sliced.id)).toBe(0);

      // Cut short after the third form committed, before its file was deleted.
      const second = recordingLogger();
      await expect(
        moveFormsIntoDatabase(store, second.logger, (stage, form) => {
          if (stage === 'committed' && form.id === exact.id) throw new Error('killed');
        }),
      ).rejects.toThrow('killed');
      expect(await where()).toMatchObject({ [sliced.publicId]: 'database', [exact.publicId]: 'database' });
      expect([onDisk(sliced), onDisk(exact)]).toEqual([false, true]);
      await opened.close();

      // The restart: the leftover file goes; the form without a file stays on disk, logged.
      const restart = recordingLogger();
      const server = await startServer({
        port: 0,
        dataDir,
        databaseUrl,
        seed: 'none',
        env: 'test',
        logger: restart.logger,
      });
      try {
        expect(readdirSync(formsDir)).toEqual([]);
        expect(restart.lines.join('\n')).toContain(`Form ${lost.publicId} is stored on disk but`);
        const { client, signIn, tokens } = clientFor(server.url);
        await signIn(COORDINATOR);
        expect((await client.listCoordinatorForms()).map((f) => f.publicId).sort()).toEqual(
          forms.map((f) => f.publicId).sort(),
        );
        for (const f of [small, sliced, exact]) {
          const file = await fetch(`${server.url}/api/forms/${f.publicId}`, {
            headers: { Authorization: `Bearer ${tokens.coordinator}` },
          });
          expect(file.status).toBe(200);
          expect(new Uint8Array(await file.arrayBuffer())).toEqual(f.bytes);
        }
        const gone = await fetch(`${server.url}/api/forms/${lost.publicId}`, {
          headers: { Authorization: `Bearer ${tokens.coordinator}` },
        });
        expect(gone.status).toBe(404);
      } finally {
        await server.close();
      }
      // Each form's slices once: none doubled by the moves that were cut short.
      const check = await openDatabase({ dataDir, databaseUrl });
      try {
        const counts = await Promise.all(
          [small, sliced, exact, lost].map((f) =>
            check.db
              .selectFrom('form_chunks')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('form_id', '=', f.id)
              .executeTakeFirstOrThrow()
              .then((r) => Number(r.n)),
          ),
        );
        expect(counts).toEqual([1, 3, 1, 0]);
      } finally {
        await check.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
