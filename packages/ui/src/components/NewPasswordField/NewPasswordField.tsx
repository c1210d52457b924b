import { PASSWORD_HINT } from '@siwes/api';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';

/**
 * A field for choosing a password: the server's rule said beside it before anyone types
 * (`PASSWORD_HINT`: 15 to 128 characters, no composition rules), the browser asked to suggest a
 * strong one, and the refusal (too short, too common) shown in the same place.
 */
export function NewPasswordField({ hint, ...field }: Omit<PasswordFieldProps, 'autoComplete'>) {
  return <PasswordField {...field} autoComplete="new-password" hint={hint ?? PASSWORD_HINT} />;
}
