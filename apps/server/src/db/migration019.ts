/**
 * Migration 019 (issue 29, point 5): indexes that let the coordinator's dashboard count 20,000
 * students from indexes alone (docs/benchmarks.md). Each serves one statement of
 * services/dashboard.ts:
 * - `students_dashboard`: the pass grouped by both supervisors and the grade band (the funnel's
 *   supervisors and grades, the bands, each supervisor's workload), read without the table;
 * - `students_resumption`, `students_end`: the training period's first and last day, one entry each;
 * - `weekly_reports_week`: the weeks' written and signed counts, read without the table;
 * - `weekly_reports_started` (partial): the students with a week written, one entry per such week.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

export const dashboardIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('students_dashboard')
      .on('students')
      .columns([
        'inspection_supervisor_id',
        'defense_supervisor_id',
        'score_inspection',
        'score_defense',
        'score_total',
      ])
      .execute();
    await db.schema.createIndex('students_resumption').on('students').column('company_resumption').execute();
    await db.schema.createIndex('students_end').on('students').column('company_end').execute();
    await db.schema
      .createIndex('weekly_reports_week')
      .on('weekly_reports')
      .columns(['week_start', 'days_reported', 'locked'])
      .execute();
    await db.schema
      .createIndex('weekly_reports_started')
      .on('weekly_reports')
      .column('student_id')
      .where(sql.ref('days_reported'), '>', 0)
      .execute();
  },
};
