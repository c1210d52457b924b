import { MESSAGES, passwordProblem, type LoginType } from '@siwes/api';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { FormScreen } from '../../kit/FormScreen/FormScreen.tsx';
import { useForm } from '../../kit/useForm.ts';
import { homePath } from '../../registry/roleAreas.ts';
import { useServices } from '../../services/services.tsx';

export interface ChangePasswordScreenProps {
  /** Whose password: `/students/changepassword`, `/lecturers/changepassword` or `/coordinator/changepassword`. */
  role: LoginType;
}

/** The confirmation's refusal when it differs from the new password. */
export const PASSWORDS_DIFFER = 'The new passwords do not match.';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password, one screen for the three roles (spec sections 2, 4, 7 and 8): the old
 * password, the new one (the server's rule said beside it: 15 to 128 characters) and its
 * confirmation, which must match before anything is sent; PATCH
 * `{oldPassword, newPassword}` to the role's own call; 'Password Change Successful!' and empty
 * fields. The supervisor and the coordinator then go to their home after 2 s; the student stays.
 * A refusal shows the server's words: a wrong old password under the form, a password its rules
 * refuse (too common) beside the new password field.
 */
export function ChangePasswordScreen({ role }: ChangePasswordScreenProps) {
  const { client } = useServices();
  const form = useForm({
    initial: EMPTY,
    validate: (v) => ({
      newPassword: passwordProblem(v.newPassword),
      confirmPassword: v.confirmPassword !== v.newPassword ? PASSWORDS_DIFFER : undefined,
    }),
    submit: ({ oldPassword, newPassword }, call) => {
      const body = { oldPassword, newPassword };
      if (role === 'supervisor') return client.changeSupervisorPassword(body, call);
      if (role === 'coordinator') return client.changeCoordinatorPassword(body, call);
      return client.changeStudentPassword(body, call);
    },
    successMessage: MESSAGES.passwordChangeSuccessful,
    afterSuccess: role === 'student' ? 'stay' : 'redirect',
    redirectTo: homePath(role),
    clearOnSuccess: true,
  });
  return (
    <FormScreen role={role} title="Change Password" form={form} submitLabel="Change Password" oneColumn>
      <PasswordField
        label="Old Password"
        autoComplete="current-password"
        required
        {...form.field('oldPassword')}
      />
      <NewPasswordField label="New Password" required {...form.field('newPassword')} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
    </FormScreen>
  );
}
