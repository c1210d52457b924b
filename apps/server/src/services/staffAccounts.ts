/**
 * Supervisors' and coordinators' accounts: each one's own profile, and the accounts the
 * coordinator creates (a user and its profile in one transaction).
 */
import type { Coordinator, Supervisor } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import { academicChoice } from '@siwes/api/reference';
import { normalEmail } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { fail, refuseField } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { hashPassword } from '../auth/passwords.ts';
import { refuseGuessablePassword } from '../auth/passwordPolicy.ts';
import { notify, type Telling } from './notifications.ts';
import { allSupervisors, coordinatorView, findUser, isUniqueViolation, supervisorView } from './accounts.ts';
import { audited } from './audit.ts';

export async function getCoordinator(deps: Deps, id: string): Promise<Coordinator> {
  const data = await coordinatorView(deps.db, id);
  if (!data) fail(404, SERVER_MESSAGES.coordinatorNotFound);
  return data;
}

export async function updateCoordinator(
  deps: Deps,
  id: string,
  b: BodyOutput<'updateCoordinator'>,
): Promise<Coordinator> {
  const changes = {
    first_name: b.firstName.trim(),
    last_name: b.lastName.trim(),
    phone1: b.phone1.trim(),
    ...(b.phone2 !== undefined && { phone2: b.phone2.trim() === '' ? null : b.phone2.trim() }),
    office: b.office.trim(),
  };
  await audited(deps, async (trx, trail) => {
    const before = await trx.selectFrom('coordinators').selectAll().where('id', '=', id).executeTakeFirst();
    await trx.updateTable('coordinators').set(changes).where('id', '=', id).execute();
    trail.change({ type: 'coordinator', id }, before, changes);
  });
  return getCoordinator(deps, id);
}

export async function getSupervisor(deps: Deps, id: string): Promise<Supervisor> {
  const data = await supervisorView(deps.db, id);
  if (!data) fail(404, SERVER_MESSAGES.supervisorNotFound);
  return data;
}

export async function updateSupervisor(
  deps: Deps,
  id: string,
  b: BodyOutput<'updateSupervisor'>,
): Promise<Supervisor> {
  const changes = {
    first_name: b.firstName.trim(),
    last_name: b.lastName.trim(),
    phone: b.phone.trim(),
    office: b.office.trim(),
  };
  await audited(deps, async (trx, trail) => {
    const before = await trx.selectFrom('supervisors').selectAll().where('id', '=', id).executeTakeFirst();
    await trx.updateTable('supervisors').set(changes).where('id', '=', id).execute();
    trail.change({ type: 'supervisor', id }, before, changes);
  });
  return getSupervisor(deps, id);
}

/** Every supervisor, by name, with how many students each has. */
export async function listSupervisors(deps: Deps): Promise<Supervisor[]> {
  return allSupervisors(deps.db);
}

async function createAccount(
  deps: Deps,
  role: 'supervisor' | 'coordinator',
  email: string,
  password: string,
  insertProfile: (id: string, trx: Deps['db']) => Promise<void>,
  tell: Telling,
): Promise<string> {
  const { now } = tell;
  if (await findUser(deps.db, email)) fail(409, SERVER_MESSAGES.emailTaken);
  await refuseGuessablePassword(password, 'password', email);
  const passwordHash = await hashPassword(password);
  const id = crypto.randomUUID();
  try {
    await audited(deps, async (trx, trail) => {
      await trx
        .insertInto('users')
        .values({ id, role, email, password_hash: passwordHash, created_at: now.toISOString() })
        .execute();
      trail.touch(
        { type: role, id },
        { email: [null, email], role: [null, role], password: ['changed', 'changed'] },
      );
      await insertProfile(id, trx);
      // Issue 26: the new account hears of it, with the page where a code by mail sets a password.
      await notify(deps, trx, { userId: id, email }, { event: 'accountCreated', role, email }, tell);
    });
    deps.mail.kick();
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, SERVER_MESSAGES.emailTaken);
    throw error;
  }
  return id;
}

/** Another coordinator's account, created by a coordinator. */
export async function addCoordinator(
  deps: Deps,
  b: BodyOutput<'addCoordinator'>,
  tell: Telling,
): Promise<Coordinator> {
  const email = normalEmail(b.email);
  // A faculty from the schools list, by its name, as a student's.
  const academic = academicChoice({ faculty: b.faculty });
  if ('refused' in academic) refuseField(academic.refused.field, academic.refused.problem);
  const id = await createAccount(
    deps,
    'coordinator',
    email,
    b.password,
    async (id, trx) => {
      await trx
        .insertInto('coordinators')
        .values({
          id,
          first_name: b.firstName.trim(),
          last_name: b.lastName.trim(),
          phone1: b.phone1.trim(),
          phone2: null,
          email,
          office: b.office.trim(),
          faculty: academic.choice.faculty,
        })
        .execute();
    },
    tell,
  );
  const data = await coordinatorView(deps.db, id);
  if (!data) throw new Error('created coordinator not found');
  return data;
}

/** A supervisor's account, created by the coordinator. */
export async function createSupervisor(
  deps: Deps,
  b: BodyOutput<'createSupervisor'>,
  tell: Telling,
): Promise<Supervisor> {
  const email = normalEmail(b.email);
  const id = await createAccount(
    deps,
    'supervisor',
    email,
    b.password,
    async (id, trx) => {
      await trx
        .insertInto('supervisors')
        .values({
          id,
          first_name: b.firstName.trim(),
          last_name: b.lastName.trim(),
          phone: b.phone.trim(),
          email,
          office: b.office.trim(),
        })
        .execute();
    },
    tell,
  );
  const data = await supervisorView(deps.db, id);
  if (!data) throw new Error('created supervisor not found');
  return data;
}
