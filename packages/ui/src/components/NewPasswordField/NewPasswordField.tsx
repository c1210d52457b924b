import { PASSWORD_POLICY } from '@siwes/api';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';

/** The password rule in words, as shown beside every new password field. */
export function passwordRule(): string {
  return `At least ${PASSWORD_POLICY.minLength} characters (up to ${PASSWORD_POLICY.maxLength}).`;
}

export type NewPasswordFieldProps = Omit<PasswordFieldProps, 'minLength' | 'maxLength' | 'autoComplete'>;

/**
 * A password being chosen (an account the coordinator creates, say): the server's rule is said
 * under the label before anything is typed, the browser holds the value to it before sending, and
 * a refusal (`error`, e.g. the server's own sentence) shows beside it.
 */
export function NewPasswordField({ hint, ...props }: NewPasswordFieldProps) {
  return (
    <PasswordField
      {...props}
      hint={hint ? `${passwordRule()} ${hint}` : passwordRule()}
      autoComplete="new-password"
      minLength={PASSWORD_POLICY.minLength}
      maxLength={PASSWORD_POLICY.maxLength}
    />
  );
}
