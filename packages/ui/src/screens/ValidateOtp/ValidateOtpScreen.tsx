import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { OTP_TTL_SECONDS, STORAGE_KEYS } from '@siwes/api';
import { describeCodeLifetime } from '@siwes/api/rules';
import { formatCountdown } from '@siwes/flows';
import { Button } from '../../components/Button/Button.tsx';
import { REGISTRATION_STEPS } from '../../kit/registrationSteps.ts';
import { useCodeLifetimeSeconds } from '../../kit/useCodeLifetime.ts';
import { useStoredValue } from '../../kit/useStoredValue.ts';
import { useValidateOtp } from '../../kit/useValidateOtp.ts';
import { FormCard, FormLinks, FormSubmit, OtpField } from '../../layouts/FormCard/FormCard.tsx';
import { ScreenOf } from '../../registry/ScreenLink.tsx';
import { pathTo } from '../../registry/screens.ts';
import styles from './ValidateOtpScreen.module.css';

/** How long the code lasts, said plainly under the form, in the mail's words (`describeCodeLifetime`). */
export function codeLifetimeText(ttlSeconds: number): string {
  return `The code works for ${describeCodeLifetime(ttlSeconds)} from when it was sent.`;
}

/** With the default lifetime (`OTP_TTL_SECONDS`, 10 minutes). */
export const CODE_LIFETIME = codeLifetimeText(OTP_TTL_SECONDS);

/** Before the countdown's time: when a new code may be asked for, not how long this one lasts. */
export const NEW_CODE_IN = 'You can ask for a new code in';

/** The countdown's name for screen readers. */
export const NEW_CODE_TIMER_LABEL = 'Time until you can ask for a new code';

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
 * come from `services.timing` (`useValidateOtp`).
 *
 * **The countdown runs from the code's send, not from the page's opening.** Verify and Resend OTP
 * remember when they sent a code to this address (session storage, `siwes:otpSent:registration:…`;
 * `kit/otpSent.ts`); the page opens with what is left of the 300 s since then (`services.now`), so
 * a reload 13 s after the send shows 4:47, and one after the 300 s shows Resend OTP at once. With
 * no send remembered (the code was asked for in another tab or on another device) it counts the
 * whole 300 s; a stored time that is malformed or after now (a clock put back) counts the whole
 * 300 s too. A resend the server refuses with "Please wait N seconds" counts down from N.
 *
 * The page says plainly how long the code lasts (`codeLifetimeText`: the server's lifetime, read
 * from `GET /api/otp-policy`, 10 minutes by default, in the mail's words)
 * and that the countdown is the wait before a new one may be asked for ("You can ask for a new
 * code in 4:59"), which once read as the code's lifetime; "Step 2 of 3: enter the code" is over
 * the heading (issue 34).
 */
export function ValidateOtpScreen() {
  const email = useStoredValue('sessionStorage', STORAGE_KEYS.userEmail) ?? '';
  if (!email) return <ScreenOf name="verifyStudent" />;
  return <ValidateOtpForm email={email} />;
}

function ValidateOtpForm({ email }: { email: string }) {
  const otp = useValidateOtp(email);
  const lifetime = codeLifetimeText(useCodeLifetimeSeconds());
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    otp.validate(code);
  }

  return (
    <FormCard
      id="otp"
      title="Validate OTP"
      step={REGISTRATION_STEPS.code}
      lead={
        <>
          Enter the verification code sent to <strong>{email}</strong>. {lifetime}
        </>
      }
    >
      <form onSubmit={submit} aria-describedby="otp-lead otp-messages">
        <OtpField value={code} onChange={(e) => setCode(e.target.value)} />
        {/* One polite region for good news, one assertive region for failures, whichever call they came from. */}
        <FormSubmit label="Validate" messagesId="otp-messages" state={otp} />
      </form>
      <div className={styles.resend}>
        {otp.counting ? (
          <p>
            {NEW_CODE_IN}{' '}
            <span className={styles.countdown} role="timer" aria-label={NEW_CODE_TIMER_LABEL}>
              {formatCountdown(otp.secondsLeft)}
            </span>
            .
          </p>
        ) : (
          <Button variant="link" loading={otp.resending} onClick={otp.resend}>
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
