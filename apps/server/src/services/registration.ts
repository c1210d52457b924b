/** Registration: a student's own account, from a verified email, until the coordinator's deadline. */
import { fieldEntry, type RegistrationDeadline, type Student } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import { academicChoice } from '@siwes/api/reference';
import { fullName, normalEmail, registrationDeadlineAt, searchText, studentCode } from '@siwes/api/rules';
import { sql } from 'kysely';
import type { Deps } from '../context.ts';
import { fail, refuseField } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { hashPassword } from '../auth/passwords.ts';
import { refuseGuessablePassword } from '../auth/passwordPolicy.ts';
import {
  findUser,
  getSetting,
  isUniqueViolation,
  nextCounter,
  putSetting,
  REGISTRATION_DEADLINE,
  registrationClosed,
} from './accounts.ts';
import { hitRateLimit, limitKey } from './rateLimit.ts';
import { findStudentRow, toStudent } from './students.ts';
import { audited } from './audit.ts';

export async function register(
  deps: Deps,
  body: BodyOutput<'register'>,
  address: string,
  now: Date,
): Promise<Student> {
  await hitRateLimit(deps.db, limitKey('register', address), deps.config.rateLimits.registerPerAddress, now);
  if (await registrationClosed(deps.db, now)) fail(403, SERVER_MESSAGES.registrationClosed);
  const email = normalEmail(body.email);
  // The verification first: an unverified email gets the same answer whether or not it has an
  // account. Only the owner of the mailbox, verified, learns that it is taken.
  const verified = await deps.db
    .selectFrom('verified_emails')
    .select('expires_at')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!verified || verified.expires_at <= now.toISOString()) fail(403, SERVER_MESSAGES.notVerified);
  if (await findUser(deps.db, email)) fail(409, SERVER_MESSAGES.emailTaken);
  await refuseGuessablePassword(body.password, 'password', email);
  const academic = academicChoice(body);
  if ('refused' in academic) refuseField(academic.refused.field, academic.refused.problem);
  const matric = body.matricNo.trim();
  const taken = await deps.db
    .selectFrom('students')
    .select('id')
    .where(sql`lower(matric_no)`, '=', matric.toLowerCase())
    .executeTakeFirst();
  // Named as the body names it, so the form says it beside the matric number.
  if (taken)
    fail(409, SERVER_MESSAGES.matricTaken, { errors: [fieldEntry('matricNo', SERVER_MESSAGES.matricTaken)] });

  const passwordHash = await hashPassword(body.password);
  const id = crypto.randomUUID();
  try {
    await audited(deps, async (trx, trail) => {
      const code = studentCode(await nextCounter(trx, 'student_code'), now.getUTCFullYear());
      const names = {
        first_name: body.firstName.trim(),
        middle_name: body.middleName.trim() || null,
        last_name: body.lastName.trim(),
      };
      const name = fullName({
        firstName: names.first_name,
        middleName: names.middle_name,
        lastName: names.last_name,
      });
      await trx
        .insertInto('users')
        .values({ id, role: 'student', email, password_hash: passwordHash, created_at: now.toISOString() })
        .execute();
      await trx
        .insertInto('students')
        .values({
          id,
          student_code: code,
          ...names,
          name,
          search_text: searchText({ name, matricNo: matric, email, studentCode: code }),
          matric_no: matric,
          level: body.level,
          sex: body.sex,
          ...academic.choice,
          email,
          phone: body.phone.trim(),
          bank_name: body.bankDetails.name.trim(),
          bank_account: body.bankDetails.accountNumber.trim(),
          bank_sort_code: body.bankDetails.sortCode.trim(),
          created_at: now.toISOString(),
        })
        .execute();
      await trx.deleteFrom('verified_emails').where('email', '=', email).execute();
      trail.touch(
        { type: 'student', id, student: id },
        {
          email: [null, email],
          matricNo: [null, matric],
          studentCode: [null, code],
          password: ['changed', 'changed'],
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, SERVER_MESSAGES.emailTaken);
    throw error;
  }
  const row = await findStudentRow(deps.db, id);
  if (!row) throw new Error('registered student not found');
  return toStudent(row);
}

/** The coordinator's deadline, after which registration and its codes are refused. */
export async function setRegistrationDeadline(
  deps: Deps,
  body: BodyOutput<'setRegistrationDeadline'>,
): Promise<void> {
  // The contract has read the time as an instant (a zone-less one in Lagos time).
  await audited(deps, async (trx, trail) => {
    const before = await getSetting(trx, REGISTRATION_DEADLINE);
    await putSetting(trx, REGISTRATION_DEADLINE, body.time);
    trail.change({ type: 'setting', id: REGISTRATION_DEADLINE }, { time: before }, { time: body.time });
  });
}

/** The deadline as set (issue 34), and whether registration is open now. */
export async function getRegistrationDeadline(deps: Deps, now: Date): Promise<RegistrationDeadline> {
  return registrationDeadlineAt(await getSetting(deps.db, REGISTRATION_DEADLINE), now);
}
