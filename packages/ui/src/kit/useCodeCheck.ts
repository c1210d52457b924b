import { fromPromise } from 'xstate';
import type { VerifyOtpResponse } from '@siwes/api';
import type { CodeCheck } from '@siwes/flows';
import { useServices } from '../services/services.tsx';

/**
 * The one code check of the sign-in pages: a code mailed to an address, checked by the server
 * (`client.verifyOtp`) with the calling machine's abort signal. Validate OTP's machine and the
 * password reset's both take it as their `verifyOtp` call (`useValidateOtp`, `usePasswordReset`).
 */
export function useCodeCheck() {
  const { client } = useServices();
  return fromPromise<VerifyOtpResponse, CodeCheck>(({ input, signal }) =>
    client.verifyOtp({ token: input.token, email: input.email }, { signal }),
  );
}
