import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordResetMachine, type ResettingRole } from '@siwes/flows';
import { loginPath } from '../registry/roleAreas.ts';
import { useServices } from '../services/services.tsx';
import { PASSWORD_CHANGED_STATE } from './loginNotice.ts';
import { useCodeCheck } from './useCodeCheck.ts';

export interface PasswordReset {
  /** Checking the code or changing the password, or changed and on the way to the login. */
  busy: boolean;
  message: string | null;
  error: string | null;
  /** Why the new password was refused, said beside its field. */
  passwordError: string | null;
  /** Checks the code, then changes the password (only the change, once the code gave a token). */
  change: (code: string, password: string) => void;
  /** The new password was edited: its refusal no longer applies. */
  editPassword: () => void;
}

/**
 * Wires the password reset machine once for the second page of a student's or a lecturer's reset:
 * the code check (`useCodeCheck`), the change with the reset token, each with an abort signal,
 * then after `services.timing.redirectAfterSuccessMs` the role's login, told the password changed.
 */
export function usePasswordReset(role: ResettingRole, email: string): PasswordReset {
  const { client, timing } = useServices();
  const checkCode = useCodeCheck();
  const navigate = useNavigate();
  const actor = useActorRef(
    passwordResetMachine.provide({
      actors: {
        verifyOtp: checkCode,
        changePassword: fromPromise(({ input, signal }) => {
          const body = { email: input.email, password: input.password, token: input.token };
          return input.role === 'supervisor'
            ? client.resetSupervisorPassword(body, { signal })
            : client.resetStudentPassword(body, { signal });
        }),
      },
      actions: {
        goToLogin: (_, { role: r }) => void navigate(loginPath(r), { state: PASSWORD_CHANGED_STATE }),
      },
      delays: { redirectDelay: timing.redirectAfterSuccessMs },
    }),
    { input: { role, email } },
  );
  const busy = useSelector(actor, (s) => !s.matches('idle') && !s.matches('failure'));
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  const passwordError = useSelector(actor, (s) => s.context.passwordError);
  return {
    busy,
    message,
    error,
    passwordError,
    change: (code, password) => actor.send({ type: 'SUBMIT', code, password }),
    editPassword: () => actor.send({ type: 'EDIT_PASSWORD' }),
  };
}
