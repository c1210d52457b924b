import { AccountForm } from '../../kit/AccountForm/AccountForm.tsx';
import { useServices } from '../../services/services.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', office: '', password: '', phone: '' };

/**
 * Create Supervisor (`/coordinator/createsupervisor`; spec sections 2, 7 and 8): a lecturer's
 * first name, last name, email, office, password and phone; POST them to `createSupervisor`;
 * 'Account Created Successfully!' and an empty form for the next one. The password rule is the
 * server's, said beside the field before anything is typed; a taken email or a refused password
 * shows the server's words (the kit's `AccountForm`).
 */
export function CreateSupervisorScreen() {
  const { client } = useServices();
  return (
    <AccountForm
      title="Create Supervisor"
      lead="The lecturer signs in at the lecturers' login with this email and password."
      initial={EMPTY}
      phoneName="phone"
      create={(values, call) => client.createSupervisor(values, call)}
    />
  );
}
