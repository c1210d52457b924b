/**
 * The spec's times (section 9), overridable as a whole so stories and end-to-end tests can shorten
 * them (a 300 s countdown is not waited for). Screens pass them to their machines as delays.
 */
import {
  OTP_COUNTDOWN_SECONDS,
  OTP_RESEND_NOTICE_MS,
  REDIRECT_AFTER_DEADLINE_MS,
  REDIRECT_AFTER_SUCCESS_MS,
  SUCCESS_NOTICE_MS,
} from '@siwes/api';

export interface Timing {
  otpCountdownSeconds: number;
  otpResendNoticeMs: number;
  redirectAfterSuccessMs: number;
  redirectAfterDeadlineMs: number;
  successNoticeMs: number;
}

export const DEFAULT_TIMING: Timing = {
  otpCountdownSeconds: OTP_COUNTDOWN_SECONDS,
  otpResendNoticeMs: OTP_RESEND_NOTICE_MS,
  redirectAfterSuccessMs: REDIRECT_AFTER_SUCCESS_MS,
  redirectAfterDeadlineMs: REDIRECT_AFTER_DEADLINE_MS,
  successNoticeMs: SUCCESS_NOTICE_MS,
};

/** Reads overrides from a JSON string (the portal keeps one under `siwes:timing`), ignoring anything malformed. */
export function parseTiming(json: string | null | undefined): Timing {
  if (!json) return DEFAULT_TIMING;
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    const timing = { ...DEFAULT_TIMING };
    for (const key of Object.keys(DEFAULT_TIMING) as Array<keyof Timing>) {
      const value = parsed[key];
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) timing[key] = value;
    }
    return timing;
  } catch {
    return DEFAULT_TIMING;
  }
}
