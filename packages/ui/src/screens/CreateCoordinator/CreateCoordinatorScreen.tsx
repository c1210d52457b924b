import { SCHOOLS } from '@siwes/api/reference';
import { Select } from '../../components/Select/Select.tsx';
import { AccountForm } from '../../kit/AccountForm/AccountForm.tsx';
import { useServices } from '../../services/services.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', phone1: '', faculty: '', office: '' };
const FACULTIES = SCHOOLS.map((school) => school.name);

/**
 * Create Coordinator (`/coordinator/createcoordinator`; spec sections 2, 3, 7 and 8): a fellow
 * coordinator's first name, last name, email, password, phone, faculty (from the schools list)
 * and office; POST them to `add`; 'Account Created Successfully!' and an empty form. The password
 * rule is the server's, said beside the field before anything is typed; a taken email or a
 * refused password shows the server's words (the kit's `AccountForm`).
 */
export function CreateCoordinatorScreen() {
  const { client } = useServices();
  return (
    <AccountForm
      title="Create Coordinator"
      lead="The new coordinator signs in at the coordinator login with this email and password."
      initial={EMPTY}
      phoneName="phone1"
      create={(values, call) => client.addCoordinator(values, call)}
    >
      {(form) => (
        <Select
          label="Faculty"
          required
          placeholder="Select a faculty"
          options={FACULTIES}
          {...form.field('faculty')}
        />
      )}
    </AccountForm>
  );
}
