import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { OtpPurpose } from '@siwes/api';
import { verifyEmailMachine, type VerifyingRole } from '@siwes/flows';
import { pathTo } from '../registry/screens.ts';
import { useServices } from '../services/services.tsx';
import { useSendOtp } from './otpSent.ts';

/** Where the code lets the user go next (spec section 2). */
export function nextPathAfterVerify(purpose: OtpPurpose, role: VerifyingRole): string {
  if (purpose === 'registration') return pathTo('validateOtp');
  return pathTo(role === 'supervisor' ? 'lecturerResetPassword' : 'changePassword');
}

export interface VerifyEmail {
  /** Sending the code, or sent and on the way to the code's page: Verify shows its spinner. */
  busy: boolean;
  error: string | null;
  /** The email a refusal said a code went to moments ago, offered to go on with; null otherwise. */
  sentCodeEmail: string | null;
  /** Sends a code to the email (its surrounding spaces dropped). */
  send: (email: string) => void;
  /** Goes on to the code's page with the code already sent to `sentCodeEmail`. */
  goOnWithSentCode: () => void;
}

/**
 * Wires the verify email machine once for the first page of a registration or a password reset:
 * the code sent with an abort signal (`useSendOtp`, which remembers when it went), the email kept
 * in session storage (`userEmail`, or the lecturer key), then the code's page.
 */
export function useVerifyEmail(purpose: OtpPurpose, role: VerifyingRole): VerifyEmail {
  const { sessionStorage } = useServices();
  const sendOtp = useSendOtp();
  const navigate = useNavigate();
  const actor = useActorRef(
    verifyEmailMachine.provide({
      actors: {
        sendOtp: fromPromise(({ input, signal }) =>
          sendOtp({ email: input.email, purpose: input.purpose }, { signal }),
        ),
      },
      actions: {
        keepEmail: (_, { key, email }) => sessionStorage.setItem(key, email),
        goNext: (_, { purpose: p, role: r }) => void navigate(nextPathAfterVerify(p, r)),
      },
    }),
    { input: { purpose, role } },
  );
  const busy = useSelector(actor, (s) => s.matches('sending') || s.matches('sent'));
  const error = useSelector(actor, (s) => s.context.error);
  const sentCodeEmail = useSelector(actor, (s) => (s.context.codeSentRecently ? s.context.email : null));
  return {
    busy,
    error,
    sentCodeEmail,
    send: (email) => actor.send({ type: 'SUBMIT', email }),
    goOnWithSentCode: () => actor.send({ type: 'USE_SENT_CODE' }),
  };
}
