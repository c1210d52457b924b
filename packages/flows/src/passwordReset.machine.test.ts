import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import {
  ApiError,
  CORRECT_MARKED_FIELD,
  MESSAGES,
  REDIRECT_AFTER_SUCCESS_MS,
  SERVER_MESSAGES,
} from '@siwes/api';
import type { VerifyOtpResponse } from '@siwes/api';
import { passwordResetMachine, readResetToken } from './passwordReset.machine.ts';
import type { ChangePasswordInput, ResettingRole } from './passwordReset.machine.ts';
import { startFlow } from './testing/harness.ts';

function start(
  role: ResettingRole,
  verifyOtp: () => Promise<VerifyOtpResponse>,
  changePassword: (input: ChangePasswordInput) => Promise<unknown> = () => Promise.resolve({}),
) {
  const goToLogin = vi.fn();
  const change = vi.fn(changePassword);
  const verify = vi.fn((_: { token: string; email: string }) => verifyOtp());
  const machine = passwordResetMachine.provide({
    actors: {
      verifyOtp: fromPromise(({ input }) => verify(input)),
      changePassword: fromPromise(({ input }) => change(input)),
    },
    actions: { goToLogin: (_, p) => goToLogin(p) },
  });
  const flow = startFlow(machine, { input: { role, email: 'ada@uni.edu' } });
  return { ...flow, goToLogin, change, verify };
}

/** Long enough for the rule (15 to 128 characters). */
const NEW_PASSWORD = 'four plain lower words';

/** The server's refusal of a password: its sentence in `errors`, naming the field. */
const refusedPassword = (sentence: string) =>
  new ApiError({
    status: 400,
    code: 'http',
    message: sentence,
    body: { message: sentence, errors: [`password: ${sentence}`] },
  });

/** A password change the server refuses with `error` the first time, and takes after. */
function refusedOnceWith(error: ApiError) {
  let calls = 0;
  return () => (++calls === 1 ? Promise.reject(error) : Promise.resolve(undefined));
}

const verified: VerifyOtpResponse = {
  message: 'OTP verified',
  data: { email: 'ada@uni.edu', purpose: 'changePassword', verified: true, resetToken: 'reset-123' },
};

describe('readResetToken', () => {
  it('reads data.data.resetToken, and nothing else', () => {
    expect(readResetToken(verified)).toBe('reset-123');
    expect(readResetToken({ data: verified })).toBe('reset-123');
    expect(readResetToken({ data: { data: {} } })).toBeNull();
    expect(readResetToken({ data: { data: { resetToken: '' } } })).toBeNull();
    expect(readResetToken(null)).toBeNull();
  });
});

describe('password reset machine', () => {
  it('verifies the code for a reset token, changes the password with it, then goes to the login', async () => {
    const { actor, clock, verify, change, goToLogin } = start(
      'student',
      () => Promise.resolve(verified),
      () => Promise.resolve({ message: 'Password updated' }),
    );
    actor.send({ type: 'SUBMIT', code: ' 4321 ', password: NEW_PASSWORD });
    expect(actor.getSnapshot().matches('verifying')).toBe(true);
    expect(verify).toHaveBeenCalledWith({ token: '4321', email: 'ada@uni.edu' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(change).toHaveBeenCalledWith({
      role: 'student',
      email: 'ada@uni.edu',
      password: NEW_PASSWORD,
      token: 'reset-123',
    });
    expect(actor.getSnapshot().context.message).toBe('Password updated');
    expect(actor.getSnapshot().context.password).toBe('');

    clock.increment(REDIRECT_AFTER_SUCCESS_MS);
    expect(goToLogin).toHaveBeenCalledWith({ role: 'student' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows 'Details Updated Successfully!' for supervisors, then /lecturerlogin", async () => {
    const { actor, clock, goToLogin } = start('supervisor', () => Promise.resolve(verified));
    actor.send({ type: 'SUBMIT', code: '1', password: NEW_PASSWORD });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.detailsUpdated);
    clock.increment(REDIRECT_AFTER_SUCCESS_MS - 1);
    expect(goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToLogin).toHaveBeenCalledWith({ role: 'supervisor' });
  });

  it('fails when the code is refused, or verified without a reset token, and changes nothing', async () => {
    let calls = 0;
    const { actor, change } = start('student', () =>
      ++calls === 1
        ? Promise.reject(new ApiError({ status: 400, code: 'http', message: 'OTP expired' }))
        : Promise.resolve({ ...verified, data: { ...verified.data, resetToken: undefined } }),
    );
    actor.send({ type: 'SUBMIT', code: '1', password: NEW_PASSWORD });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('OTP expired');

    actor.send({ type: 'SUBMIT', code: '2', password: NEW_PASSWORD });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericError);
    expect(change).not.toHaveBeenCalled();
  });

  it('says a password the rule refuses beside the field, and sends nothing, so the code is not spent', async () => {
    const { actor, verify, change } = start('student', () => Promise.resolve(verified));
    actor.send({ type: 'SUBMIT', code: '4321', password: 'too short' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.passwordError).toBe(SERVER_MESSAGES.passwordTooShort);
    expect(verify).not.toHaveBeenCalled();

    // Editing the password takes the refusal away; the corrected one goes through with the code.
    actor.send({ type: 'EDIT_PASSWORD' });
    expect(actor.getSnapshot().context.passwordError).toBeNull();
    actor.send({ type: 'SUBMIT', code: '4321', password: NEW_PASSWORD });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('keeps the reset token when the server refuses the password, and tries only the change again', async () => {
    const { actor, verify, change } = start(
      'supervisor',
      () => Promise.resolve(verified),
      refusedOnceWith(refusedPassword(SERVER_MESSAGES.passwordCommon)),
    );
    actor.send({ type: 'SUBMIT', code: '4321', password: 'passwordpassword' });
    await waitFor(actor, (s) => s.matches('failure'));
    const refused = actor.getSnapshot().context;
    // Beside the field, in plain words; under the form the server's message, without `password:`.
    expect(refused.passwordError).toBe(SERVER_MESSAGES.passwordCommon);
    expect(refused.error).toBe(CORRECT_MARKED_FIELD);
    expect(refused.token).toBe('reset-123');

    // Still refused by the rule on the way: nothing is sent, and the token stays.
    actor.send({ type: 'SUBMIT', code: '4321', password: 'short' });
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(actor.getSnapshot().context.passwordError).toBe(SERVER_MESSAGES.passwordTooShort);
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'SUBMIT', code: '4321', password: NEW_PASSWORD });
    expect(actor.getSnapshot().matches('changing')).toBe(true);
    expect(actor.getSnapshot().context.passwordError).toBeNull();
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenLastCalledWith({
      role: 'supervisor',
      email: 'ada@uni.edu',
      password: NEW_PASSWORD,
      token: 'reset-123',
    });
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('keeps the token through a network failure, with the general text under the form', async () => {
    const { actor, verify } = start(
      'student',
      () => Promise.resolve(verified),
      refusedOnceWith(new ApiError({ status: 0, code: 'network', message: MESSAGES.networkError })),
    );
    actor.send({ type: 'SUBMIT', code: '1', password: NEW_PASSWORD });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.networkError);
    expect(actor.getSnapshot().context.passwordError).toBeNull();
    actor.send({ type: 'SUBMIT', code: '1', password: NEW_PASSWORD });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.passwordChangedSuccessfully);
  });

  it('drops a token the server refuses, so the next try starts from a code', async () => {
    const { actor, verify } = start(
      'student',
      () => Promise.resolve(verified),
      refusedOnceWith(
        new ApiError({
          status: 400,
          code: 'http',
          message: SERVER_MESSAGES.resetTokenInvalid,
          body: { message: SERVER_MESSAGES.resetTokenInvalid },
        }),
      ),
    );
    actor.send({ type: 'SUBMIT', code: '4321', password: NEW_PASSWORD });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(SERVER_MESSAGES.resetTokenInvalid);
    expect(actor.getSnapshot().context.passwordError).toBeNull();
    expect(actor.getSnapshot().context.token).toBeNull();

    actor.send({ type: 'SUBMIT', code: '5555', password: NEW_PASSWORD });
    expect(actor.getSnapshot().matches('verifying')).toBe(true);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenLastCalledWith({ token: '5555', email: 'ada@uni.edu' });
  });
});
