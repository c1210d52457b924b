/**
 * Migration 013 (issue 26, delivery): the reminders already sent, one row per kind, person and
 * period, whose insert is the claim that makes a reminder leave once however many servers run
 * the schedule; and mail refused for good, kept in the queue and marked failed (its kind, when).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const mailDeliveryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reminders_sent')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('person', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('reminders_sent_pk', ['kind', 'person', 'period'])
      .execute();
    // What a message is about (a reminder's kind, `code` for one-time codes): the undelivered page shows it.
    await db.schema.alterTable('mail_queue').addColumn('kind', 'text').execute();
    // Null while it may still leave; 'failed' once refused for good (kept for the undelivered page).
    await db.schema.alterTable('mail_queue').addColumn('status', 'text').execute();
    await db.schema.alterTable('mail_queue').addColumn('failed_at', 'text').execute();
    await db.schema
      .createIndex('mail_queue_failed')
      .on('mail_queue')
      .columns(['status', 'failed_at'])
      .execute();
  },
};
