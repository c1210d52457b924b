import { MESSAGES, passwordProblem } from '@siwes/api';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FormScreen } from '../../kit/FormScreen/FormScreen.tsx';
import { useForm } from '../../kit/useForm.ts';
import { useServices } from '../../services/services.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', office: '', password: '', phone: '' };

/**
 * Create Supervisor (`/coordinator/createsupervisor`; spec sections 2, 7 and 8): a lecturer's
 * first name, last name, email, office, password and phone; POST them to `createSupervisor`;
 * 'Account Created Successfully!' and an empty form for the next one. The password rule is the
 * server's, said beside the field before anything is typed; a taken email or a refused password
 * shows the server's words.
 */
export function CreateSupervisorScreen() {
  const { client } = useServices();
  const form = useForm({
    initial: EMPTY,
    validate: (v) => ({ password: passwordProblem(v.password) }),
    submit: (values, call) => client.createSupervisor(values, call),
    successMessage: MESSAGES.accountCreated,
    clearOnSuccess: true,
  });
  return (
    <FormScreen
      role="coordinator"
      title="Create Supervisor"
      lead="The lecturer signs in at the lecturers' login with this email and password."
      form={form}
      submitLabel="Create Account"
    >
      <TextField label="First Name" autoComplete="off" required {...form.field('firstName')} />
      <TextField label="Last Name" autoComplete="off" required {...form.field('lastName')} />
      <TextField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
      <TextField label="Phone Number" type="tel" autoComplete="off" required {...form.field('phone')} />
      <TextField label="Office" required {...form.field('office')} />
      <NewPasswordField label="Password" required {...form.field('password')} />
    </FormScreen>
  );
}
