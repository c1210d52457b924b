/**
 * One set of migrations for both engines, applied on start. Types are chosen to mean the same
 * on SQLite and PostgreSQL: text, integer, and a float type per engine (`real` is only 4 bytes
 * on PostgreSQL). Add a migration; never edit one that has shipped.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Engine } from './schema.ts';
import { logbookMigration } from './migration011.ts';
import { notificationsMigration } from './migration012.ts';
import { mailDeliveryMigration } from './migration013.ts';
import { notifyRemindersMigration } from './migration014.ts';
import { dashboardIndexesMigration } from './migration019.ts';
import { entryTimesMigration } from './migration017.ts';
import { auditMigration } from './migration016.ts';

function migrations(engine: Engine): Record<string, Migration> {
  const float = engine === 'postgres' ? sql`double precision` : sql`real`;
  return {
    '001_initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        let students = db.schema
          .createTable('students')
          .addColumn('id', 'text', (c) => c.primaryKey().references('users.id'))
          .addColumn('student_code', 'text', (c) => c.notNull().unique())
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('middle_name', 'text')
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('search_text', 'text', (c) => c.notNull())
          .addColumn('matric_no', 'text', (c) => c.notNull().unique())
          .addColumn('level', 'text', (c) => c.notNull())
          .addColumn('sex', 'text', (c) => c.notNull())
          .addColumn('faculty', 'text', (c) => c.notNull())
          .addColumn('department', 'text', (c) => c.notNull())
          .addColumn('course', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull());
        for (const column of [
          'bank_name',
          'bank_account',
          'bank_sort_code',
          'company_name',
          'company_email',
          'company_phone',
          'company_address',
          'company_state',
          'company_lga',
          'company_street',
          'company_department',
          'company_job',
          'company_resumption',
          'company_end',
          'inspection_supervisor_id',
          'inspection_date',
          'defense_supervisor_id',
          'defense_date',
        ]) {
          students = students.addColumn(column, 'text');
        }
        for (const column of [
          'score_reports_given',
          'score_reports_collated',
          'score_inspection',
          'score_defense',
          'score_total',
        ]) {
          students = students.addColumn(column, float);
        }
        await students.addColumn('created_at', 'text', (c) => c.notNull()).execute();
        // The students page sorts by course by default, then by name: one index serves it.
        await db.schema
          .createIndex('students_course_name')
          .on('students')
          .columns(['course', 'last_name', 'first_name', 'id'])
          .execute();
        await db.schema
          .createIndex('students_name')
          .on('students')
          .columns(['last_name', 'first_name', 'id'])
          .execute();
        await db.schema
          .createIndex('students_inspection_supervisor')
          .on('students')
          .column('inspection_supervisor_id')
          .execute();
        await db.schema
          .createIndex('students_defense_supervisor')
          .on('students')
          .column('defense_supervisor_id')
          .execute();

        await db.schema
          .createTable('supervisors')
          .addColumn('id', 'text', (c) => c.primaryKey().references('users.id'))
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('office', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('coordinators')
          .addColumn('id', 'text', (c) => c.primaryKey().references('users.id'))
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('phone1', 'text', (c) => c.notNull())
          .addColumn('phone2', 'text')
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('office', 'text', (c) => c.notNull())
          .addColumn('faculty', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('weekly_reports')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('student_id', 'text', (c) => c.notNull().references('students.id'))
          .addColumn('week_start', 'text', (c) => c.notNull())
          .addColumn('monday', 'text', (c) => c.notNull())
          .addColumn('tuesday', 'text', (c) => c.notNull())
          .addColumn('wednesday', 'text', (c) => c.notNull())
          .addColumn('thursday', 'text', (c) => c.notNull())
          .addColumn('friday', 'text', (c) => c.notNull())
          .addColumn('days_reported', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('weekly_reports_student_week', ['student_id', 'week_start'])
          .execute();

        await db.schema
          .createTable('forms')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('public_id', 'text', (c) => c.notNull().unique())
          .addColumn('stored_name', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

        await db.schema
          .createTable('otps')
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('otps_pk', ['email', 'purpose'])
          .execute();

        await db.schema
          .createTable('verified_emails')
          .addColumn('email', 'text', (c) => c.primaryKey())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('reset_tokens')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();

        await db.schema
          .createTable('outbox')
          .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (c) =>
            engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('to_email', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('outbox_to').on('outbox').column('to_email').execute();

        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('counters')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'integer', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('window_start', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .execute();
      },
    },
    '002_sort_indexes': {
      // The students page sorts by any of these, then by last name, first name and id: an index
      // in that order lets the database walk to the page instead of sorting every student.
      async up(db: Kysely<unknown>) {
        for (const column of [
          'name',
          'matric_no',
          'student_code',
          'level',
          'email',
          'company_name',
          'faculty',
          'department',
        ]) {
          await db.schema
            .createIndex(`students_sort_${column}`)
            .on('students')
            .columns([column, 'last_name', 'first_name', 'id'])
            .execute();
        }
      },
    },
    '003_search_index': {
      async up(db: Kysely<unknown>) {
        // Search scans this narrow index instead of the wide rows.
        await db.schema
          .createIndex('students_search')
          .on('students')
          .columns(['search_text', 'id'])
          .execute();
      },
    },
    '004_search_trigrams': {
      // Search is a case-insensitive "contains" (3 characters or more): a trigram index answers
      // it without scanning every student.
      async up(db: Kysely<unknown>) {
        if (engine === 'postgres') {
          // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. Where
          // it is not installed, search keeps working on the btree index, only slower.
          const available = await sql<{ n: number }>`
            select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
          if ((available.rows[0]?.n ?? 0) === 0) return;
          await sql`create extension if not exists pg_trgm`.execute(db);
          await sql`create index students_search_trgm on students using gin (search_text gin_trgm_ops)`.execute(
            db,
          );
          return;
        }
        // SQLite: an FTS5 trigram table holding each student's search text beside the student's id
        // (not the implicit rowid, which VACUUM may renumber), kept in step by triggers.
        await sql`create virtual table students_search_fts using fts5(search_text, id unindexed, tokenize = 'trigram')`.execute(
          db,
        );
        await sql`insert into students_search_fts (search_text, id) select search_text, id from students`.execute(
          db,
        );
        await sql`create trigger students_search_insert after insert on students begin
          insert into students_search_fts (search_text, id) values (new.search_text, new.id);
        end`.execute(db);
        await sql`create trigger students_search_update after update of search_text on students begin
          delete from students_search_fts where id = old.id;
          insert into students_search_fts (search_text, id) values (new.search_text, new.id);
        end`.execute(db);
        await sql`create trigger students_search_delete after delete on students begin
          delete from students_search_fts where id = old.id;
        end`.execute(db);
      },
    },
    '005_students_fillfactor': {
      // Grades, dates and collated totals are not indexed, so PostgreSQL can update them in place
      // (HOT: no new entry in any index, the trigram GIN included) when the row's page has room.
      // Leaving 30 % of each page free keeps that room; collating everyone rewrites every row.
      // Applies to pages written from now on (VACUUM FULL rewrites older ones). SQLite has no such
      // setting and no need of it.
      async up(db: Kysely<unknown>) {
        if (engine === 'postgres') await sql`alter table students set (fillfactor = 70)`.execute(db);
      },
    },
    '006_students_total': {
      // The students page shows the cohort's size on every call. count(*) reads every student's
      // index entry: 1.6 ms of a PostgreSQL page at 20,000 students. Triggers keep the number in
      // the counters table instead, in the same transaction as the insert or delete.
      async up(db: Kysely<unknown>) {
        await sql`insert into counters (name, value) select ${STUDENTS_TOTAL}, count(*) from students`.execute(
          db,
        );
        if (engine === 'postgres') {
          // Per statement, over the rows it inserted or deleted: a bulk insert updates the counter once.
          await sql`
            create function students_total() returns trigger language plpgsql as $$
            begin
              if tg_op = 'INSERT' then
                update counters set value = value + (select count(*) from changed) where name = 'students_total';
              else
                update counters set value = value - (select count(*) from changed) where name = 'students_total';
              end if;
              return null;
            end $$`.execute(db);
          await sql`create trigger students_total_insert after insert on students
            referencing new table as changed for each statement execute function students_total()`.execute(
            db,
          );
          await sql`create trigger students_total_delete after delete on students
            referencing old table as changed for each statement execute function students_total()`.execute(
            db,
          );
          return;
        }
        await sql`create trigger students_total_insert after insert on students begin
          update counters set value = value + 1 where name = 'students_total';
        end`.execute(db);
        await sql`create trigger students_total_delete after delete on students begin
          update counters set value = value - 1 where name = 'students_total';
        end`.execute(db);
      },
    },
    '007_security_hardening': {
      // Back-offs after failed sign-ins and codes; the mail queue (mail leaves after the answer,
      // and a restart loses none); form names that end in .pdf; rate-limit keys as digests (the
      // rows under the old raw keys would never be hit again).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('backoffs')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('failures', 'integer', (c) => c.notNull())
          .addColumn('blocked_until', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('mail_queue')
          .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (c) =>
            engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('to_email', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('locked_until', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('mail_queue_due').on('mail_queue').column('next_attempt_at').execute();
        await sql`delete from rate_limits`.execute(db);
        await sql`update forms set name = name || '.pdf' where lower(name) not like '%.pdf'`.execute(db);
        // Upkeep deletes by these times.
        await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
        await db.schema.createIndex('outbox_sent').on('outbox').column('sent_at').execute();
      },
    },
    '008_forms_in_database': {
      // Forms move into the database on PostgreSQL, so that every server of a deployment on several
      // machines serves every form and the database's backup holds them. The bytes go in slices
      // (FORM_CHUNK_BYTES) so a download streams a slice at a time. Rows already stored keep
      // 'disk' until the start-up step moves their files (services/forms.ts). SQLite keeps its
      // files on disk and never fills the table.
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('forms')
          .addColumn('stored_in', 'text', (c) => c.notNull().defaultTo('disk'))
          .execute();
        await db.schema
          .createTable('form_chunks')
          .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .addPrimaryKeyConstraint('form_chunks_pk', ['form_id', 'seq'])
          .execute();
      },
    },
    '009_students_order_version': {
      // The students page on PostgreSQL skips to deep pages from remembered places in each sort
      // order (keyset paging, services/studentsPostgres.ts) instead of counting past every
      // earlier student. A remembered place holds only while no student before it has moved:
      // this counter changes, in the same transaction, with anything that can move one (a
      // student added or removed, or a change to a column the remembered orders sort on), and
      // the page's statement uses a place only while the counter is what it was.
      async up(db: Kysely<unknown>) {
        if (engine !== 'postgres') return;
        await sql`insert into counters (name, value) values (${STUDENTS_ORDER_VERSION}, 0)`.execute(db);
        await sql`
          create function students_order_changed() returns trigger language plpgsql as $$
          begin
            update counters set value = value + 1 where name = ${sql.lit(STUDENTS_ORDER_VERSION)};
            return null;
          end $$`.execute(db);
        await sql`create trigger students_order_added_or_removed after insert or delete on students
          for each statement execute function students_order_changed()`.execute(db);
        await sql`create trigger students_order_updated after update of ${sql.raw(ORDER_VERSION_COLUMNS.join(', '))}
          on students for each statement execute function students_order_changed()`.execute(db);
      },
    },
    '010_text_in_code_point_order': {
      // One order of text wherever a list is sorted: by code point (compareText in
      // @siwes/api/rules, ADR 015), which SQLite's BINARY comparison already is. On PostgreSQL
      // the text columns that lists sort on take the "C" collation (UTF-8 bytes, the same
      // order), whatever the database's own locale: a database created under en_US or ICU
      // otherwise ignored case and accents, so the server sorted differently on each engine.
      // Their indexes are rebuilt; no row is rewritten. A trigger naming a column (009's) has
      // to be dropped while the column's type changes.
      async up(db: Kysely<unknown>) {
        if (engine !== 'postgres') return;
        const toC = (columns: readonly string[]) =>
          sql.join(
            columns.map((c) => sql`alter column ${sql.ref(c)} type text collate "C"`),
            sql`, `,
          );
        await sql`drop trigger students_order_updated on students`.execute(db);
        // The columns 009's counter watches, and the two sorted ones that may be empty.
        await sql`alter table students ${toC([...ORDER_VERSION_COLUMNS, 'middle_name', 'company_name'])}`.execute(
          db,
        );
        await sql`alter table supervisors ${toC(['first_name', 'last_name'])}`.execute(db);
        // Students without a company come first going up, as on SQLite. An index in that order
        // serves the page going up, and going down read backwards; one in PostgreSQL's own order
        // (empty last) served neither once the page asked for `nulls first`.
        await sql`drop index students_sort_company_name`.execute(db);
        await sql`create index students_sort_company_name
          on students (company_name nulls first, last_name, first_name, id)`.execute(db);
        await sql`create trigger students_order_updated after update of ${sql.raw(ORDER_VERSION_COLUMNS.join(', '))}
          on students for each statement execute function students_order_changed()`.execute(db);
      },
    },
    '011_logbook': logbookMigration(engine),
    '012_notifications': notificationsMigration(engine),
    '013_mail_delivery': mailDeliveryMigration,
    '014_notify_reminders': notifyRemindersMigration,
    '019_dashboard_indexes': dashboardIndexesMigration,
    '017_entry_times': entryTimesMigration,
    '016_audit': auditMigration,
  };
}

/**
 * The columns of a student that migration 009's counter watches: the only sort orders the
 * students page may remember places in (all NOT NULL, so that keys compare).
 */
export const ORDER_VERSION_COLUMNS: readonly string[] = [
  'name',
  'first_name',
  'last_name',
  'matric_no',
  'student_code',
  'level',
  'sex',
  'faculty',
  'department',
  'course',
  'email',
  'phone',
];

/** The counters row that changes whenever the order of students may have (migration 009, PostgreSQL). */
export const STUDENTS_ORDER_VERSION = 'students_order_version';

/** The name of every migration, in order: the database is current when it has applied them all. */
export const MIGRATIONS: readonly string[] = Object.keys(migrations('sqlite'));

/** The counters row that triggers keep equal to the number of students (migration 006). */
export const STUDENTS_TOTAL = 'students_total';

class StaticProvider implements MigrationProvider {
  readonly #engine: Engine;
  constructor(engine: Engine) {
    this.#engine = engine;
  }
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations(this.#engine));
  }
}

/**
 * Applies every pending migration (or those up to `target`, for tests that build an older
 * database); throws (and the server does not start) if one fails.
 */
export async function migrate(db: Kysely<unknown>, engine: Engine, target?: string): Promise<void> {
  // Unordered: branches developed side by side each add a migration; whichever lands second still runs.
  const migrator = new Migrator({ db, provider: new StaticProvider(engine), allowUnorderedMigrations: true });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
