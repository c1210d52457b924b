import { MESSAGES, passwordProblem } from '@siwes/api';
import { SCHOOLS } from '@siwes/api/reference';
import { NewPasswordField } from '../../components/NewPasswordField/NewPasswordField.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FormScreen } from '../../kit/FormScreen/FormScreen.tsx';
import { useForm } from '../../kit/useForm.ts';
import { useServices } from '../../services/services.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', phone1: '', faculty: '', office: '' };
const FACULTIES = SCHOOLS.map((school) => school.name);

/**
 * Create Coordinator (`/coordinator/createcoordinator`; spec sections 2, 3, 7 and 8): a fellow
 * coordinator's first name, last name, email, password, phone, faculty (from the schools list)
 * and office; POST them to `add`; 'Account Created Successfully!' and an empty form. The password
 * rule is the server's, said beside the field before anything is typed; a taken email or a
 * refused password shows the server's words.
 */
export function CreateCoordinatorScreen() {
  const { client } = useServices();
  const form = useForm({
    initial: EMPTY,
    validate: (v) => ({ password: passwordProblem(v.password) }),
    submit: (values, call) => client.addCoordinator(values, call),
    successMessage: MESSAGES.accountCreated,
    clearOnSuccess: true,
  });
  return (
    <FormScreen
      role="coordinator"
      title="Create Coordinator"
      lead="The new coordinator signs in at the coordinator login with this email and password."
      form={form}
      submitLabel="Create Account"
    >
      <TextField label="First Name" autoComplete="off" required {...form.field('firstName')} />
      <TextField label="Last Name" autoComplete="off" required {...form.field('lastName')} />
      <TextField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
      <TextField label="Phone Number" type="tel" autoComplete="off" required {...form.field('phone1')} />
      <Select
        label="Faculty"
        required
        placeholder="Select a faculty"
        options={FACULTIES}
        {...form.field('faculty')}
      />
      <TextField label="Office" required {...form.field('office')} />
      <NewPasswordField label="Password" required {...form.field('password')} />
    </FormScreen>
  );
}
