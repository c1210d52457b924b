import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, REDIRECT_AFTER_SUCCESS_MS } from '@siwes/api';
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
    actor.send({ type: 'SUBMIT', code: ' 4321 ', password: 'n3w-pass' });
    expect(actor.getSnapshot().matches('verifying')).toBe(true);
    expect(verify).toHaveBeenCalledWith({ token: '4321', email: 'ada@uni.edu' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(change).toHaveBeenCalledWith({
      role: 'student',
      email: 'ada@uni.edu',
      password: 'n3w-pass',
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
    actor.send({ type: 'SUBMIT', code: '1', password: 'p' });
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
    actor.send({ type: 'SUBMIT', code: '1', password: 'p' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('OTP expired');

    actor.send({ type: 'SUBMIT', code: '2', password: 'p' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericError);
    expect(change).not.toHaveBeenCalled();
  });

  it("shows the server's text when changing the password fails, and falls back to the student's default message", async () => {
    let calls = 0;
    const { actor } = start(
      'student',
      () => Promise.resolve(verified),
      () =>
        ++calls === 1
          ? Promise.reject(new ApiError({ status: 400, code: 'http', message: 'Password too short' }))
          : Promise.resolve(undefined),
    );
    actor.send({ type: 'SUBMIT', code: '1', password: 'p' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Password too short');

    actor.send({ type: 'SUBMIT', code: '1', password: 'longer-password' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.passwordChangedSuccessfully);
  });
});
