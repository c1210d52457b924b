/**
 * Migration 012 (issue 26), notifications: each person's entries in the portal, their choices
 * per event (and a supervisor's daily digest), the unsubscribe links (stored as keyed hashes),
 * and the HTML part, headers and event of a queued mail.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from './schema.ts';

export function notificationsMigration(engine: Engine): Migration {
  // Entries are listed newest first, even within one millisecond.
  const serial = engine === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('seq', serial, (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'seq'])
        .execute();

      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('choice', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'event'])
        .execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
        .addColumn('digest', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('unsubscribe_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('mail_queue').addColumn('html', 'text').execute();
      await db.schema.alterTable('mail_queue').addColumn('headers_json', 'text').execute();
      await db.schema.alterTable('mail_queue').addColumn('event', 'text').execute();
    },
  };
}
