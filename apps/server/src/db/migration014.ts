/**
 * Migration 014 (issue 26, reminders through notifications and the daily digest): which portal
 * entries wait for a supervisor's digest (their mail was held for it), and the choices and
 * unsubscribe links of a person without an account (a workplace supervisor, reminded of weeks
 * waiting for sign-off), kept by address.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const notifyRemindersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // 1 while the entry's mail waits for its person's daily digest; 0 once sent (or never held).
    await db.schema
      .alterTable('notifications')
      .addColumn('digest_pending', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('notifications_digest')
      .on('notifications')
      .columns(['digest_pending', 'user_id'])
      .execute();

    await db.schema
      .createTable('address_choices')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('choice', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('address_choices_pk', ['email', 'event'])
      .execute();

    await db.schema
      .createTable('address_unsubscribe_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
};
