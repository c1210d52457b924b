import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, STORAGE_KEYS } from '@siwes/api';
import { otpMachine } from '@siwes/flows';
import { pathTo } from '../registry/screens.ts';
import { useServices } from '../services/services.tsx';
import { useOtpSecondsLeft, useSendOtp } from './otpSent.ts';
import { useCodeCheck } from './useCodeCheck.ts';

export interface ValidateOtp {
  /** Seconds left before Resend OTP is offered (show with `formatCountdown`). */
  secondsLeft: number;
  /** The countdown runs; once it ends, Resend OTP shows. */
  counting: boolean;
  resending: boolean;
  /** Checking the code, or checked and on the way to /Register: Validate shows its spinner. */
  busy: boolean;
  /** Good news, whichever call it came from: the code validated, or a code resent. */
  message: string | null;
  /** A failure, whichever call it came from: the code refused, or a resend refused. */
  error: string | null;
  validate: (code: string) => void;
  resend: () => void;
}

/**
 * Wires the OTP machine once for a registration's code page: the countdown from when the code was
 * sent (`useOtpSecondsLeft`), Resend OTP (`useSendOtp`), the code check (`useCodeCheck`), the
 * verification kept in local storage, then /Register; delays from `services.timing`.
 */
export function useValidateOtp(email: string): ValidateOtp {
  const { localStorage, timing } = useServices();
  const sendOtp = useSendOtp();
  const checkCode = useCodeCheck();
  const remainingAtOpen = useOtpSecondsLeft(email, 'registration');
  const navigate = useNavigate();
  const actor = useActorRef(
    otpMachine.provide({
      actors: {
        resendOtp: fromPromise(({ input, signal }) =>
          sendOtp(
            { email: input.email, purpose: input.purpose },
            { signal, fallback: MESSAGES.resendFailed },
          ),
        ),
        verifyOtp: checkCode,
      },
      actions: {
        storeVerification: (_, { result }) =>
          localStorage.setItem(STORAGE_KEYS.verification, JSON.stringify(result)),
        goToRegister: () => void navigate(pathTo('register')),
      },
      delays: {
        noticeTimeout: timing.otpResendNoticeMs,
        redirectDelay: timing.redirectAfterSuccessMs,
      },
    }),
    { input: { email, seconds: timing.otpCountdownSeconds, remaining: remainingAtOpen } },
  );
  const secondsLeft = useSelector(actor, (s) => s.context.remaining);
  const counting = useSelector(actor, (s) => s.matches({ countdown: 'counting' }));
  const resending = useSelector(actor, (s) => s.matches({ countdown: 'resending' }));
  const busy = useSelector(
    actor,
    (s) =>
      s.matches({ code: 'validating' }) ||
      s.matches({ code: 'validated' }) ||
      s.matches({ code: 'redirected' }),
  );
  const message = useSelector(
    actor,
    ({ context: { message, notice } }) => message ?? (notice?.tone === 'success' ? notice.text : null),
  );
  const error = useSelector(actor, ({ context: { notice, error } }) =>
    notice?.tone === 'error' ? notice.text : error,
  );
  return {
    secondsLeft,
    counting,
    resending,
    busy,
    message,
    error,
    validate: (code) => actor.send({ type: 'SUBMIT', code }),
    resend: () => actor.send({ type: 'RESEND' }),
  };
}
