/** The environment variables of the tunable policies (docs/server.md lists each with its default). */
import type { AtRiskThresholds } from '@siwes/api/rules';
import type { Backoffs, GradingPolicy, OtpPolicy, RateLimits } from './config.ts';

export const GRADE_VARIABLES: Record<keyof GradingPolicy, string> = {
  reports: 'SIWES_GRADE_MAX_REPORTS',
  inspection: 'SIWES_GRADE_MAX_INSPECTION',
  defense: 'SIWES_GRADE_MAX_DEFENSE',
};
export const OTP_VARIABLES: Record<keyof OtpPolicy, string> = {
  ttlSeconds: 'SIWES_OTP_TTL_SECONDS',
  maxAttempts: 'SIWES_OTP_MAX_ATTEMPTS',
  resendSeconds: 'SIWES_OTP_RESEND_SECONDS',
};

/** The variable of each fixed-window limit; its value is `LIMIT/SECONDS`, e.g. `100/900`. */
export const RATE_LIMIT_VARIABLES: Record<keyof RateLimits, string> = {
  loginFailuresPerAddress: 'SIWES_LIMIT_LOGIN_FAILURES_PER_ADDRESS',
  sendOtp: 'SIWES_LIMIT_CODES_PER_EMAIL_ADDRESS',
  sendOtpPerAddress: 'SIWES_LIMIT_CODES_PER_ADDRESS',
  verifyOtpFailuresPerAddress: 'SIWES_LIMIT_CODE_FAILURES_PER_ADDRESS',
  registerPerAddress: 'SIWES_LIMIT_REGISTRATIONS_PER_ADDRESS',
  signoffRequests: 'SIWES_LIMIT_SIGNOFF_REQUESTS_PER_STUDENT',
  signoffFailuresPerAddress: 'SIWES_LIMIT_SIGNOFF_FAILURES_PER_ADDRESS',
};

/** The variable of each back-off; its value is `FREE,FIRST_SECONDS,MAX_SECONDS`, e.g. `10,1,60`. */
export const BACKOFF_VARIABLES: Record<keyof Backoffs, string> = {
  login: 'SIWES_BACKOFF_LOGIN',
  loginFromAddress: 'SIWES_BACKOFF_LOGIN_PER_ADDRESS',
  otp: 'SIWES_BACKOFF_CODES',
  otpFromAddress: 'SIWES_BACKOFF_CODES_PER_ADDRESS',
};

/** The thresholds of the students at risk (issue 29; whole numbers, or `off`). */
export const AT_RISK_VARIABLES: Record<keyof AtRiskThresholds, string> = {
  noEntryWeeks: 'SIWES_AT_RISK_NO_ENTRY_WEEKS',
  noPlacementWeeks: 'SIWES_AT_RISK_NO_PLACEMENT_WEEKS',
  visitByPercent: 'SIWES_AT_RISK_VISIT_BY_PERCENT',
  unsignedWeeks: 'SIWES_AT_RISK_UNSIGNED_WEEKS',
  gradesMissingDays: 'SIWES_AT_RISK_GRADES_MISSING_DAYS',
};
