/**
 * The audit trail (issue 27): every write's rows appended in the write's own transaction.
 *
 * The choke point: the app gives every audited call (AUDITED_CALLS) a trail that names who,
 * when and what (app.ts `mount`), and services open their write transactions through
 * `audited`, which appends the trail's rows before it commits. A call that ends without a row
 * (a service that wrote nothing) gets its row from the app after the answer is known; in tests
 * and development a write service that bypassed `audited` fails its call (audit.test.ts
 * lists every write route and proves each leaves a row).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  auditChanges,
  auditDigestInput,
  auditKindOf,
  type AuditChanges,
  type AuditRowContent,
} from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import type { Transaction } from 'kysely';
import type { AuditLogTable, Database, Db, Engine } from '../db/schema.ts';

/** What a row is about: a record, and the student it belongs to (for the student's history). */
export interface AuditTarget {
  type: string;
  id: string;
  student?: string | null | undefined;
}

interface Entry {
  target: AuditTarget | undefined;
  changes: AuditChanges | undefined;
}

export interface Actor {
  id: string | null;
  /** student, supervisor, coordinator, anonymous or system. */
  role: string;
  address: string;
}

/** One call's trail: who made it and when, and the records it touched. */
export class AuditTrail {
  readonly #pending: Entry[] = [];
  /** Rows appended so far. */
  appended = 0;
  /** Whether a service wrote through `audited` (the app checks a write did). */
  transactions = 0;

  readonly action: string;
  readonly actor: Actor;
  readonly at: Date;

  constructor(action: string, actor: Actor, at: Date) {
    this.action = action;
    this.actor = actor;
    this.at = at;
  }

  /** Records a change of a record's fields (only those that differ; secrets as "changed"). */
  change(target: AuditTarget, before: Record<string, unknown> | undefined, after: Record<string, unknown>) {
    this.#pending.push({ target, changes: auditChanges(before, after) });
  }

  /** As `change`, but only when a field differs (a bulk call's records that did not move add no row). */
  changeIfAny(
    target: AuditTarget,
    before: Record<string, unknown> | undefined,
    after: Record<string, unknown>,
  ) {
    const changes = auditChanges(before, after);
    if (changes) this.#pending.push({ target, changes });
  }

  /** Records that a record was touched (created, deleted, signed) without fields to compare. */
  touch(target: AuditTarget, changes?: AuditChanges) {
    this.#pending.push({ target, changes });
  }

  /** The rows to append now: those recorded, or one naming the call alone. */
  take(): Entry[] {
    const entries = this.#pending.splice(0);
    return entries.length > 0 || this.appended > 0 ? entries : [{ target: undefined, changes: undefined }];
  }
}

/** The student a session's own record is, for the student's history (staff are no student). */
export function studentOf(session: { role: string; userId: string }): string | null {
  return session.role === 'student' ? session.userId : null;
}

/**
 * A student's stored row read inside a write's transaction, locked on PostgreSQL (SQLite's
 * write transaction already holds the file), so the "before" a row records is the value the
 * write replaced even when several write the same student at once.
 */
export async function studentBefore(trx: Transaction<Database>, engine: Engine, id: string) {
  const query = trx.selectFrom('students').selectAll().where('id', '=', id);
  return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Calls that may succeed without a change of their own; the app appends their row. */
export const MAY_WRITE_NOTHING: ReadonlySet<string> = new Set(['sendTestMail']);

/** The trail of work no call asked for (upkeep, seeding, a test calling a service itself). */
export function systemTrail(action: string, now: Date): AuditTrail {
  return new AuditTrail(action, { id: null, role: 'system', address: '' }, now);
}

export function digestOf(previous: string, row: AuditRowContent): string {
  return createHash('sha256').update(auditDigestInput(previous, row)).digest('hex');
}

/** The stored row of a content and its digest. */
function toRow(content: AuditRowContent, digest: string): AuditLogTable {
  return {
    seq: content.seq,
    at: content.at,
    actor_id: content.actorId,
    actor_role: content.actorRole,
    address: content.address,
    action: content.action,
    kind: content.kind,
    record_type: content.recordType,
    record_id: content.recordId,
    student_id: content.studentId,
    changes: content.changes,
    digest,
  };
}

export function contentOf(row: AuditLogTable): AuditRowContent {
  return {
    seq: Number(row.seq),
    at: row.at,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    address: row.address,
    action: row.action,
    kind: row.kind,
    recordType: row.record_type,
    recordId: row.record_id,
    studentId: row.student_id,
    changes: row.changes,
  };
}

/** Rows in one insert (SQLite takes at most 32,766 parameters in a statement). */
const INSERT_CHUNK = 500;

/**
 * Appends the trail's pending rows inside `trx`. The head's update comes first: it locks the
 * head (PostgreSQL's row lock, SQLite's write lock) until the transaction ends, so concurrent
 * writers append one after the other and the chain stays one line.
 */
export async function appendTrail(trx: Db, trail: AuditTrail): Promise<void> {
  const entries = trail.take();
  if (entries.length === 0) return;
  const head = await trx
    .updateTable('audit_head')
    .set({ seq: sql<number>`seq + ${entries.length}` })
    .where('id', '=', 1)
    .returning(['seq', 'digest'])
    .executeTakeFirstOrThrow();
  let seq = Number(head.seq) - entries.length;
  let previous = head.digest;
  const kind = auditKindOf(trail.action);
  const rows = entries.map((entry) => {
    seq += 1;
    const content: AuditRowContent = {
      seq,
      at: trail.at.toISOString(),
      actorId: trail.actor.id,
      actorRole: trail.actor.role,
      address: trail.actor.address,
      action: trail.action,
      kind,
      recordType: entry.target?.type ?? null,
      recordId: entry.target?.id ?? null,
      studentId: entry.target?.student ?? null,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
    };
    previous = digestOf(previous, content);
    return toRow(content, previous);
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('audit_log')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  await trx.updateTable('audit_head').set({ digest: previous }).where('id', '=', 1).execute();
  trail.appended += rows.length;
}

/**
 * Runs a write in one transaction with its audit rows: `work` records what it touched on the
 * trail, and the rows are appended before the commit, so the change and its record stand or
 * fall together.
 */
export async function audited<T>(
  deps: Pick<Deps, 'db' | 'audit'>,
  work: (trx: Transaction<Database>, trail: AuditTrail) => Promise<T>,
): Promise<T> {
  const trail = deps.audit ?? systemTrail('system', new Date());
  trail.transactions += 1;
  return deps.db.transaction().execute(async (trx) => {
    const result = await work(trx, trail);
    await appendTrail(trx, trail);
    return result;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Upkeep's retention: deletes the rows older than `days`, oldest first, and keeps in the head
 * the last deleted row's seq and digest, which the first row kept was chained to, so `verify`
 * still checks every row that remains.
 */
export async function pruneAuditTrail(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    // The head first: appends wait until the prune commits.
    await trx
      .updateTable('audit_head')
      .set({ seq: sql<number>`seq` })
      .where('id', '=', 1)
      .execute();
    const last = await trx
      .selectFrom('audit_log')
      .select(['seq', 'digest'])
      .where('at', '<', cutoff)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) return 0;
    const deleted = await trx.deleteFrom('audit_log').where('seq', '<=', last.seq).executeTakeFirst();
    await trx
      .updateTable('audit_head')
      .set({ pruned_seq: last.seq, pruned_digest: last.digest })
      .where('id', '=', 1)
      .execute();
    return Number(deleted.numDeletedRows);
  });
}

/** What `verify` found wrong with one row. */
export interface AuditProblem {
  seq: number;
  problem: 'edited' | 'missing' | 'head';
}

export interface AuditVerification {
  ok: boolean;
  /** Rows checked. */
  rows: number;
  /** The head's seq and digest (note them down: a later check can start from them). */
  head: { seq: number; digest: string };
  problems: AuditProblem[];
}

/** Rows read at a time while verifying. */
const VERIFY_PAGE = 1000;

/**
 * Walks the chain from the retention's anchor to the head: a row whose digest is not the hash
 * of the previous digest and its own content was edited (or follows an edited one: the first
 * named is the one changed); a gap in the numbers is a deleted row; a head that does not end
 * the chain means rows were cut from its end.
 */
export async function verifyAuditTrail(db: Db): Promise<AuditVerification> {
  const head = await db.selectFrom('audit_head').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const problems: AuditProblem[] = [];
  let expectedSeq = Number(head.pruned_seq) + 1;
  let previous = head.pruned_digest;
  let rows = 0;
  for (;;) {
    const page = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>=', expectedSeq)
      .orderBy('seq')
      .limit(VERIFY_PAGE)
      .execute();
    for (const row of page) {
      const seq = Number(row.seq);
      for (let missing = expectedSeq; missing < seq; missing++)
        problems.push({ seq: missing, problem: 'missing' });
      // After a gap the row's predecessor is gone, so it cannot be checked: the gap is named.
      // The stored digest is the one to chain from, so each break is named once.
      if (seq === expectedSeq && digestOf(previous, contentOf(row)) !== row.digest) {
        problems.push({ seq, problem: 'edited' });
      }
      previous = row.digest;
      expectedSeq = seq + 1;
      rows += 1;
    }
    if (page.length < VERIFY_PAGE) break;
  }
  const headSeq = Number(head.seq);
  for (let missing = expectedSeq; missing <= headSeq; missing++)
    problems.push({ seq: missing, problem: 'missing' });
  if (expectedSeq - 1 === headSeq && previous !== head.digest)
    problems.push({ seq: headSeq, problem: 'head' });
  return { ok: problems.length === 0, rows, head: { seq: headSeq, digest: head.digest }, problems };
}
