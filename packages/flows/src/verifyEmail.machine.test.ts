import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import type { OtpPurpose } from '@siwes/api';
import { verifyEmailMachine } from './verifyEmail.machine.ts';
import type { VerifyingRole } from './verifyEmail.machine.ts';
import { startFlow } from './testing/harness.ts';

function start(
  input: { purpose: OtpPurpose; role?: VerifyingRole },
  sendOtp: (input: { email: string; purpose: OtpPurpose }) => Promise<unknown>,
) {
  const keepEmail = vi.fn();
  const goNext = vi.fn();
  const send = vi.fn(sendOtp);
  const machine = verifyEmailMachine.provide({
    actors: { sendOtp: fromPromise(({ input }) => send(input)) },
    actions: { keepEmail: (_, p) => keepEmail(p), goNext: (_, p) => goNext(p) },
  });
  const { actor } = startFlow(machine, { input });
  return { actor, keepEmail, goNext, send };
}

describe('verify email machine', () => {
  it('sends a registration code, keeps the email under userEmail and moves on', async () => {
    const { actor, keepEmail, goNext, send } = start({ purpose: 'registration' }, () =>
      Promise.resolve({ message: 'OTP sent to your email' }),
    );
    actor.send({ type: 'SUBMIT', email: ' ada@uni.edu ' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(send).toHaveBeenCalledWith({ email: 'ada@uni.edu', purpose: 'registration' });
    expect(keepEmail).toHaveBeenCalledWith({ key: 'userEmail', email: 'ada@uni.edu' });
    expect(goNext).toHaveBeenCalledWith({ purpose: 'registration', role: 'student' });
    expect(actor.getSnapshot().context.message).toBe('OTP sent to your email');
  });

  it("keeps a supervisor's email under the lecturer key", async () => {
    const { actor, keepEmail, goNext } = start({ purpose: 'changePassword', role: 'supervisor' }, () =>
      Promise.resolve(undefined),
    );
    actor.send({ type: 'SUBMIT', email: 'lect@uni.edu' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(keepEmail).toHaveBeenCalledWith({ key: 'lecturerEmail', email: 'lect@uni.edu' });
    expect(goNext).toHaveBeenCalledWith({ purpose: 'changePassword', role: 'supervisor' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("shows the server's error, keeps nothing, and lets the user try again", async () => {
    let calls = 0;
    const { actor, keepEmail } = start({ purpose: 'changePassword' }, () =>
      ++calls === 1
        ? Promise.reject(new ApiError({ status: 404, code: 'http', message: 'User not found' }))
        : Promise.reject(new Error('bug')),
    );
    actor.send({ type: 'SUBMIT', email: 'nobody@uni.edu' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('User not found');
    expect(keepEmail).not.toHaveBeenCalled();

    actor.send({ type: 'SUBMIT', email: 'other@uni.edu' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericError);
    expect(actor.getSnapshot().context.email).toBe('other@uni.edu');
    // No code was sent recently: there is none to go on with.
    expect(actor.getSnapshot().context.codeSentRecently).toBe(false);
    actor.send({ type: 'USE_SENT_CODE' });
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(keepEmail).not.toHaveBeenCalled();
  });

  it('goes on with the code already sent when a new one is refused as too soon', async () => {
    const { actor, keepEmail, goNext, send } = start({ purpose: 'changePassword' }, () =>
      Promise.reject(new ApiError({ status: 429, code: 'http', message: SERVER_MESSAGES.otpTooSoon(207) })),
    );
    actor.send({ type: 'SUBMIT', email: ' ada@uni.edu ' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(SERVER_MESSAGES.otpTooSoon(207));
    expect(actor.getSnapshot().context.codeSentRecently).toBe(true);

    actor.send({ type: 'USE_SENT_CODE' });
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(keepEmail).toHaveBeenCalledWith({ key: 'userEmail', email: 'ada@uni.edu' });
    expect(goNext).toHaveBeenCalledWith({ purpose: 'changePassword', role: 'student' });
  });
});
