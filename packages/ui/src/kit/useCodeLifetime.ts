import { OTP_TTL_SECONDS } from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { useLoad } from './useLoad.ts';

/**
 * How long a one-time code lasts on this server, in seconds (`GET /api/otp-policy`), so a page
 * says what the mail says: `OTP_TTL_SECONDS` until it has loaded, and for good if the backend
 * does not publish it.
 */
export function useCodeLifetimeSeconds(): number {
  const { client } = useServices();
  const ttl = useLoad((call) => client.getOtpTtlSeconds(call));
  return ttl.data ?? OTP_TTL_SECONDS;
}
