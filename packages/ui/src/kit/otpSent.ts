/**
 * When a one-time code was last sent, per address and purpose, so the OTP page's countdown
 * ("You can ask for a new code in m:ss") goes on from where it was: after a reload, or when the student comes
 * back by Verify Email's "I have the code sent to …", it shows what is left of the 300 s since
 * that send rather than starting at 5:00 again (the server refuses an earlier resend anyway).
 *
 * Kept in the services' session storage (this tab, like `userEmail`) under
 * `siwes:otpSent:<purpose>:<email>`, as an ISO instant. `useSendOtp` records it wherever a code
 * is sent (Verify, Resend OTP); `useOtpSecondsLeft` reads it when the page opens. The clock is
 * `services.now`, so stories and tests fix it.
 */
import { useCallback, useState } from 'react';
import type { ApiClient, OtpPurpose } from '@siwes/api';
import { serverWaitSeconds } from '@siwes/flows';
import { useServices } from '../services/services.tsx';

/** Where the send times live in the services' session storage. */
export const OTP_SENT_PREFIX = 'siwes:otpSent:';

/** The storage key for codes of one purpose sent to one address (case and surrounding spaces ignored). */
export function otpSentKey(email: string, purpose: OtpPurpose): string {
  return `${OTP_SENT_PREFIX}${purpose}:${encodeURIComponent(email.trim().toLowerCase())}`;
}

/** Only what `recordOtpSent` writes: `Date.toISOString()`'s form. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * Whole seconds left of a `countdownSeconds` countdown that started at `sentAt` (as stored),
 * at `now`: rounded up, so 13 s after the send of a 300 s countdown it is 287 (4:47), and 0 once
 * the time has passed. Nothing stored, a malformed value, or one after `now` (a clock put back,
 * or a value from elsewhere) give the whole countdown, as before anything was remembered.
 */
export function otpSecondsLeft(sentAt: string | null, now: Date, countdownSeconds: number): number {
  const sent = sentAt !== null && ISO_INSTANT.test(sentAt) ? Date.parse(sentAt) : Number.NaN;
  const elapsed = (now.getTime() - sent) / 1000;
  if (!Number.isFinite(elapsed) || elapsed < 0) return countdownSeconds;
  return Math.max(0, Math.ceil(countdownSeconds - elapsed));
}

/**
 * When the code the server counts from went out, as far as the countdown is concerned, when it
 * refuses a new one with "Please wait N seconds" (`Retry-After: N`): so that N seconds are left of the countdown
 * (the whole countdown when N is as long or longer).
 */
export function sentAtForWait(now: Date, waitSeconds: number, countdownSeconds: number): Date {
  return new Date(now.getTime() - Math.max(0, countdownSeconds - waitSeconds) * 1000);
}

/** Keeps a send time; storage that refuses (full, disabled) leaves the countdown as it was. */
export function recordOtpSent(storage: Storage, email: string, purpose: OtpPurpose, at: Date): void {
  try {
    storage.setItem(otpSentKey(email, purpose), at.toISOString());
  } catch (error) {
    console.warn('Could not keep when the code was sent', error);
  }
}

function readOtpSent(storage: Storage, email: string, purpose: OtpPurpose): string | null {
  try {
    return storage.getItem(otpSentKey(email, purpose));
  } catch {
    return null;
  }
}

/**
 * `client.sendOtp` for the machines' send and resend actors, keeping when the code went: at the
 * server's answer when it sent one, or, when it refused because one went out moments ago
 * ("Please wait N seconds"), the moment that leaves N seconds of the countdown. The call's
 * answer or error is passed on unchanged.
 */
export function useSendOtp(): ApiClient['sendOtp'] {
  const { client, sessionStorage, now, timing } = useServices();
  return useCallback<ApiClient['sendOtp']>(
    async (input, call) => {
      try {
        const answer = await client.sendOtp(input, call);
        recordOtpSent(sessionStorage, input.email, input.purpose, now());
        return answer;
      } catch (error) {
        const wait = serverWaitSeconds(error);
        if (wait !== null) {
          const at = sentAtForWait(now(), wait, timing.otpCountdownSeconds);
          recordOtpSent(sessionStorage, input.email, input.purpose, at);
        }
        throw error;
      }
    },
    [client, sessionStorage, now, timing.otpCountdownSeconds],
  );
}

/**
 * What is left of the countdown (`services.timing.otpCountdownSeconds`, 300 s) for codes of
 * `purpose` sent to `email`, read once when the page opens: the OTP machine's `remaining`.
 */
export function useOtpSecondsLeft(email: string, purpose: OtpPurpose): number {
  const { sessionStorage, now, timing } = useServices();
  const [left] = useState(() =>
    otpSecondsLeft(readOtpSent(sessionStorage, email, purpose), now(), timing.otpCountdownSeconds),
  );
  return left;
}
