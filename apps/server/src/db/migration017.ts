/**
 * Migration 017 (issue 27, point 3): when each weekday entry of a weekly report was first written
 * and last changed (server time, ISO instants). Rows written before have NULL in all ten: not
 * known, and shown so; never guessed from `updated_at`.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { WEEKDAYS } from '@siwes/api';

/** `monday_written_at`, `monday_changed_at`, … for the five weekdays. */
export const ENTRY_TIME_COLUMNS = WEEKDAYS.flatMap(
  (day) => [`${day}_written_at`, `${day}_changed_at`] as const,
);

export const entryTimesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ENTRY_TIME_COLUMNS) {
      await db.schema.alterTable('weekly_reports').addColumn(column, 'text').execute();
    }
  },
};
