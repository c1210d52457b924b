/**
 * Migration 016 (issue 27): the audit trail. One row per record a write touched, appended in
 * the write's own transaction, each carrying a digest chained to the previous row's; the chain's
 * head is one row that every append updates first, so concurrent writers take turns and the
 * chain stays one line (on PostgreSQL the row lock, on SQLite the write lock).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The digest before the first row: 64 zeros. */
export const AUDIT_GENESIS = '0'.repeat(64);

export const auditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      // Given by the head, not by the engine: numbers without gaps, so a deleted row shows.
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_role', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text')
      .addColumn('record_id', 'text')
      .addColumn('student_id', 'text')
      .addColumn('changes', 'text')
      .addColumn('digest', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_student').on('audit_log').columns(['student_id', 'seq']).execute();
    await db.schema
      .createTable('audit_head')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      // The last row appended, and its digest.
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('digest', 'text', (c) => c.notNull())
      // Upkeep's retention: the last row it deleted, and that row's digest, which the first
      // row kept was chained to.
      .addColumn('pruned_seq', 'bigint', (c) => c.notNull())
      .addColumn('pruned_digest', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into audit_head (id, seq, digest, pruned_seq, pruned_digest) values (1, 0, ${AUDIT_GENESIS}, 0, ${AUDIT_GENESIS})`.execute(
      db,
    );
  },
};
