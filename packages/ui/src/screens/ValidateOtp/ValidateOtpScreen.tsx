import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, STORAGE_KEYS } from '@siwes/api';
import { formatCountdown, otpMachine } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { useOtpSecondsLeft, useSendOtp } from '../../kit/otpSent.ts';
import { useStoredValue } from '../../kit/useStoredValue.ts';
import { FormCard, FormLinks, OtpField } from '../../layouts/FormCard/FormCard.tsx';
import { ScreenOf } from '../../registry/ScreenRoutes.tsx';
import { pathTo } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import styles from './ValidateOtpScreen.module.css';

/**
 * Validate OTP (/validateOtp; spec sections 2, 4, 8 and 9).
 *
 * The page only makes sense once a code was sent: **when session storage holds no `userEmail`**
 * (the address /verifyStudent keeps after sending the code), the registration's Verify Email
 * screen shows instead, so the student can ask for a code first; once Verify has sent the code,
 * the page shows the code field.
 *
 * Otherwise: the code field and Validate; a countdown of 300 s shown as m:ss, and `Resend OTP`
 * once it reaches zero; the resend notice ('OTP has been resent successfully!' or the failure)
 * for 3 s; on success 'OTP Validated Successfully, please wait while we redirect you', the
 * verification result kept in local storage under `verification`, and then /Register. The times
 * come from `services.timing`.
 *
 * **The countdown runs from the code's send, not from the page's opening.** Verify and Resend OTP
 * remember when they sent a code to this address (session storage, `siwes:otpSent:registration:…`;
 * `kit/otpSent.ts`); the page opens with what is left of the 300 s since then (`services.now`), so
 * a reload 13 s after the send shows 4:47, and one after the 300 s shows Resend OTP at once. With
 * no send remembered (the code was asked for in another tab or on another device) it counts the
 * whole 300 s; a stored time that is malformed or after now (a clock put back) counts the whole
 * 300 s too. A resend the server refuses with "Please wait N seconds" counts down from N.
 */
export function ValidateOtpScreen() {
  const email = useStoredValue('sessionStorage', STORAGE_KEYS.userEmail) ?? '';
  if (!email) return <ScreenOf name="verifyStudent" />;
  return <ValidateOtpForm email={email} />;
}

function ValidateOtpForm({ email }: { email: string }) {
  const { client, localStorage, timing } = useServices();
  const sendOtp = useSendOtp();
  const remainingAtOpen = useOtpSecondsLeft(email, 'registration');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [snapshot, send] = useMachine(
    otpMachine.provide({
      actors: {
        resendOtp: fromPromise(({ input, signal }) =>
          sendOtp(
            { email: input.email, purpose: input.purpose },
            { signal, fallback: MESSAGES.resendFailed },
          ),
        ),
        verifyOtp: fromPromise(({ input, signal }) =>
          client.verifyOtp({ token: input.token, email: input.email }, { signal }),
        ),
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
  const { remaining, notice, error, message } = snapshot.context;
  const validating =
    snapshot.matches({ code: 'validating' }) ||
    snapshot.matches({ code: 'validated' }) ||
    snapshot.matches({ code: 'redirected' });
  const counting = snapshot.matches({ countdown: 'counting' });
  const resending = snapshot.matches({ countdown: 'resending' });

  // One polite region for good news, one assertive region for failures, whichever call they came from.
  const success = message ?? (notice?.tone === 'success' ? notice.text : null);
  const failure = notice?.tone === 'error' ? notice.text : error;

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'SUBMIT', code });
  }

  return (
    <FormCard
      id="otp"
      title="Validate OTP"
      lead={
        <>
          Enter the verification code sent to <strong>{email}</strong>.
        </>
      }
    >
      <form onSubmit={submit} aria-describedby="otp-lead otp-messages">
        <OtpField value={code} onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" loading={validating} fullWidth>
          Validate
        </Button>
        <div id="otp-messages">
          <Notice tone="success">{success}</Notice>
          <Notice tone="error">{failure}</Notice>
        </div>
      </form>
      <div className={styles.resend}>
        {counting ? (
          <p>
            Resend OTP in{' '}
            <span className={styles.countdown} role="timer" aria-label="Time left">
              {formatCountdown(remaining)}
            </span>
          </p>
        ) : (
          <Button variant="link" loading={resending} onClick={() => send({ type: 'RESEND' })}>
            Resend OTP
          </Button>
        )}
      </div>
      <FormLinks>
        <Link to={pathTo('verifyStudent')}>Use another email</Link>
      </FormLinks>
    </FormCard>
  );
}
