/** Accounts and the records behind them: supervisors, coordinators, settings, counters. */
import { sql, type Transaction } from 'kysely';
import type { Coordinator, LoginType, Supervisor } from '@siwes/api';
import { deadlinePassed, normalEmail } from '@siwes/api/rules';
import type { Database, Db } from '../db/schema.ts';

export async function findUser(db: Db, email: string, role?: LoginType) {
  let query = db.selectFrom('users').selectAll().where('email', '=', normalEmail(email));
  if (role) query = query.where('role', '=', role);
  return query.executeTakeFirst();
}

function supervisorRows(db: Db) {
  return db
    .selectFrom('supervisors as sv')
    .selectAll('sv')
    .select((eb) => [
      eb
        .selectFrom('students')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where((inner) =>
          inner.or([
            inner('students.inspection_supervisor_id', '=', inner.ref('sv.id')),
            inner('students.defense_supervisor_id', '=', inner.ref('sv.id')),
          ]),
        )
        .as('assigned'),
    ]);
}

type SupervisorRow = {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  office: string;
  assigned: number | string | null;
};

function toSupervisor(r: SupervisorRow): Supervisor {
  return {
    _id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    email: r.email,
    office: r.office,
    noOfAssignedStudents: Number(r.assigned ?? 0),
  };
}

export async function supervisorView(db: Db, id: string): Promise<Supervisor | undefined> {
  const row = await supervisorRows(db).where('sv.id', '=', id).executeTakeFirst();
  return row ? toSupervisor(row) : undefined;
}

/** Every supervisor, by name (compareByName in @siwes/api/rules: last name, first name, id). */
export async function allSupervisors(db: Db): Promise<Supervisor[]> {
  const rows = await supervisorRows(db)
    .orderBy('sv.last_name')
    .orderBy('sv.first_name')
    .orderBy('sv.id')
    .execute();
  return rows.map(toSupervisor);
}

export async function coordinatorView(db: Db, id: string): Promise<Coordinator | undefined> {
  const r = await db.selectFrom('coordinators').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const coordinator: Coordinator = {
    _id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    phone1: r.phone1,
    email: r.email,
    office: r.office,
    faculty: r.faculty,
  };
  if (r.phone2 !== null) coordinator.phone2 = r.phone2;
  return coordinator;
}

/** The next value of a named counter (student codes), atomically on both engines. */
export async function nextCounter(db: Db | Transaction<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql<number>`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export const REGISTRATION_DEADLINE = 'registration_deadline';

export async function registrationClosed(db: Db, now: Date): Promise<boolean> {
  const deadline = await getSetting(db, REGISTRATION_DEADLINE);
  return deadlinePassed(deadline, now);
}

/** Whether an error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
