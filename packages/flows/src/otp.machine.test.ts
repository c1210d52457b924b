import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SimulatedClock } from 'xstate';
import {
  ApiError,
  MESSAGES,
  OTP_RESEND_NOTICE_MS,
  REDIRECT_AFTER_SUCCESS_MS,
  SERVER_MESSAGES,
} from '@siwes/api';
import type { VerifyOtpResponse } from '@siwes/api';
import { formatCountdown, otpMachine, type OtpInput } from './otp.machine.ts';
import { serverWaitSeconds } from './shared.ts';
import { deferred, flush, startFlow } from './testing/harness.ts';

function tick(clock: SimulatedClock, seconds: number) {
  for (let i = 0; i < seconds; i++) clock.increment(1_000);
}

function start(
  calls: {
    resendOtp?: (input: { email: string; purpose: string }) => Promise<unknown>;
    verifyOtp?: (input: { token: string; email: string }) => Promise<VerifyOtpResponse>;
  } = {},
  input: Partial<OtpInput> = {},
) {
  const storeVerification = vi.fn();
  const goToRegister = vi.fn();
  const resend = vi.fn(calls.resendOtp ?? ((_: { email: string; purpose: string }) => Promise.resolve({})));
  const verify = vi.fn(
    calls.verifyOtp ?? ((_: { token: string; email: string }) => new Promise<VerifyOtpResponse>(() => {})),
  );
  const machine = otpMachine.provide({
    actors: {
      resendOtp: fromPromise(({ input }) => resend(input)),
      verifyOtp: fromPromise(({ input }) => verify(input)),
    },
    actions: { storeVerification: (_, p) => storeVerification(p), goToRegister },
  });
  const flow = startFlow(machine, { input: { email: 'ada@uni.edu', ...input } });
  const shown = () => formatCountdown(flow.actor.getSnapshot().context.remaining);
  return { ...flow, storeVerification, goToRegister, resend, verify, shown };
}

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(69)).toBe('1:09');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('serverWaitSeconds', () => {
  const refused = (status: number, message: string, retryAfterSeconds?: number) =>
    new ApiError({ status, code: 'http', message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });

  it("reads a 429's Retry-After", () => {
    expect(serverWaitSeconds(refused(429, SERVER_MESSAGES.otpTooSoon(280), 280))).toBe(280);
    expect(serverWaitSeconds(refused(429, SERVER_MESSAGES.backOff(1), 1))).toBe(1);
  });

  it('is null for anything else', () => {
    // The text alone is not read: another server's wording, or a translation, may say anything.
    expect(serverWaitSeconds(refused(429, SERVER_MESSAGES.otpTooSoon(280)))).toBeNull();
    expect(serverWaitSeconds(refused(429, SERVER_MESSAGES.tooManyRequests))).toBeNull();
    expect(serverWaitSeconds(refused(400, SERVER_MESSAGES.otpTooSoon(280), 280))).toBeNull();
    expect(serverWaitSeconds(new Error(SERVER_MESSAGES.otpTooSoon(280)))).toBeNull();
    expect(serverWaitSeconds(undefined)).toBeNull();
  });
});

describe('otp machine', () => {
  it('counts down from 5:00 and offers Resend OTP only at zero', () => {
    const { actor, clock, shown } = start();
    expect(shown()).toBe('5:00');
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    tick(clock, 1);
    expect(shown()).toBe('4:59');
    tick(clock, 290);
    expect(shown()).toBe('0:09');
    tick(clock, 8);
    expect(shown()).toBe('0:01');
    expect(actor.getSnapshot().matches({ countdown: 'counting' })).toBe(true);
    tick(clock, 1);
    expect(shown()).toBe('0:00');
    expect(actor.getSnapshot().matches({ countdown: 'expired' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
    tick(clock, 10);
    expect(shown()).toBe('0:00');
  });

  it('resending restarts at 5:00 and shows the notice for 3 seconds', async () => {
    const call = deferred<unknown>();
    const { actor, clock, shown, resend } = start({ resendOtp: () => call.promise });
    tick(clock, 300);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches({ countdown: 'resending' })).toBe(true);
    expect(resend).toHaveBeenCalledWith({ email: 'ada@uni.edu', purpose: 'registration' });

    call.resolve({});
    await waitFor(actor, (s) => s.matches({ countdown: 'counting' }));
    expect(shown()).toBe('5:00');
    expect(actor.getSnapshot().matches({ notice: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'success', text: MESSAGES.otpResent });

    clock.increment(OTP_RESEND_NOTICE_MS - 1);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().matches({ notice: 'hidden' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("shows the server's message, else the fallback, when resending fails, and keeps Resend OTP", async () => {
    let calls = 0;
    const { actor, clock } = start({
      resendOtp: () =>
        ++calls === 1
          ? Promise.reject(new ApiError({ status: 429, code: 'http', message: 'Too many requests' }))
          : Promise.reject(new Error('offline')),
    });
    tick(clock, 300);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ notice: 'shown' }));
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'error', text: 'Too many requests' });
    expect(actor.getSnapshot().matches({ countdown: 'expired' })).toBe(true);

    clock.increment(2_000);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.context.notice?.text === MESSAGES.resendFailed);
    // The second notice gets its own full 3 seconds.
    clock.increment(2_000);
    expect(actor.getSnapshot().matches({ notice: 'shown' })).toBe(true);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches({ notice: 'hidden' })).toBe(true);
  });

  it('starts from what is left of the countdown when the page opens', () => {
    const { actor, clock, shown } = start({}, { remaining: 287 });
    expect(shown()).toBe('4:47');
    tick(clock, 286);
    expect(shown()).toBe('0:01');
    tick(clock, 1);
    expect(actor.getSnapshot().matches({ countdown: 'expired' })).toBe(true);
  });

  it('rounds a part second up, and reads anything out of range as the whole countdown', () => {
    expect(start({}, { remaining: 286.2 }).shown()).toBe('4:47');
    expect(start({}, { remaining: 301 }).shown()).toBe('5:00');
    expect(start({}, { remaining: Number.NaN }).shown()).toBe('5:00');
    expect(start({}, { seconds: 3, remaining: Number.POSITIVE_INFINITY }).shown()).toBe('0:03');
  });

  it('offers Resend OTP at once when nothing is left, and a resend then starts the whole countdown', async () => {
    const { actor, shown } = start({}, { remaining: -12 });
    expect(actor.getSnapshot().matches({ countdown: 'expired' })).toBe(true);
    expect(shown()).toBe('0:00');
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ countdown: 'counting' }));
    expect(shown()).toBe('5:00');
  });

  it('counts down from N when the server refuses a resend with "Please wait N seconds"', async () => {
    const { actor, clock, shown } = start({
      resendOtp: () =>
        Promise.reject(
          new ApiError({
            status: 429,
            code: 'http',
            message: SERVER_MESSAGES.otpTooSoon(280),
            retryAfterSeconds: 280,
          }),
        ),
    });
    tick(clock, 300);
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ countdown: 'counting' }));
    expect(shown()).toBe('4:40');
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'error',
      text: SERVER_MESSAGES.otpTooSoon(280),
    });
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    tick(clock, 280);
    expect(actor.getSnapshot().matches({ countdown: 'expired' })).toBe(true);
  });

  it('validates the code, hands the result over, then goes to /Register', async () => {
    const result: VerifyOtpResponse = {
      message: 'OTP verified',
      data: { email: 'ada@uni.edu', purpose: 'registration', verified: true },
    };
    const { actor, clock, verify, storeVerification, goToRegister } = start({
      verifyOtp: () => Promise.resolve(result),
    });
    actor.send({ type: 'SUBMIT', code: ' 123456 ' });
    expect(actor.getSnapshot().matches({ code: 'validating' })).toBe(true);
    expect(verify).toHaveBeenCalledWith({ token: '123456', email: 'ada@uni.edu' });
    await waitFor(actor, (s) => s.matches({ code: 'validated' }));
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.otpValidated);
    expect(storeVerification).toHaveBeenCalledWith({ result });
    expect(goToRegister).not.toHaveBeenCalled();

    clock.increment(REDIRECT_AFTER_SUCCESS_MS);
    expect(goToRegister).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ code: 'redirected' })).toBe(true);
  });

  it('shows why a code was refused and lets the user try again', async () => {
    let calls = 0;
    const { actor, storeVerification } = start({
      verifyOtp: () =>
        ++calls === 1
          ? Promise.reject(new ApiError({ status: 400, code: 'http', message: 'Invalid OTP' }))
          : new Promise(() => {}),
    });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await waitFor(actor, (s) => s.matches({ code: 'failure' }));
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP');
    expect(storeVerification).not.toHaveBeenCalled();

    actor.send({ type: 'SUBMIT', code: '111111' });
    await flush();
    expect(actor.getSnapshot().matches({ code: 'validating' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
