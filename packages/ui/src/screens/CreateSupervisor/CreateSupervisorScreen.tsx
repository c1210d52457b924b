import type { Supervisor } from '@siwes/api';
import { Notice } from '../../components/Notice/Notice.tsx';
import { AccountForm } from '../../kit/AccountForm/AccountForm.tsx';
import { supervisorsNamed } from '../../kit/supervisorNames.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useServices } from '../../services/services.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', office: '', password: '', phone: '' };

/**
 * Create Supervisor (`/coordinator/createsupervisor`; spec sections 2, 7 and 8): a lecturer's
 * first name, last name, email, office, password and phone; POST them to `createSupervisor`;
 * 'Account Created Successfully!' and an empty form for the next one. The password rule is the
 * server's, said beside the field before anything is typed; a taken email or a refused password
 * shows the server's words (the kit's `AccountForm`).
 *
 * Issue 34: a name already a supervisor's is warned of under the names, with that supervisor's
 * email and office, so the same lecturer is not created twice; it is a warning, not a refusal
 * (two lecturers may share a name; the assignment tables tell them apart by email and office).
 */
export function CreateSupervisorScreen() {
  const { client } = useServices();
  const supervisors = useLoad((call) => client.listSupervisors(call));
  const { reload } = supervisors;
  return (
    <AccountForm
      title="Create Supervisor"
      lead="The lecturer signs in at the lecturers' login with this email and password."
      initial={EMPTY}
      phoneName="phone"
      create={async (values, call) => {
        const answer = await client.createSupervisor(values, call);
        reload();
        return answer;
      }}
      afterNames={(form) => (
        <SameNameWarning
          supervisors={supervisors.data ?? []}
          firstName={form.values.firstName}
          lastName={form.values.lastName}
        />
      )}
    />
  );
}

function SameNameWarning({
  supervisors,
  firstName,
  lastName,
}: {
  supervisors: readonly Supervisor[];
  firstName: string;
  lastName: string;
}) {
  const same =
    firstName.trim() && lastName.trim() ? supervisorsNamed(supervisors, { firstName, lastName }) : [];
  const [first] = same;
  return (
    <Notice tone="info">
      {first &&
        (same.length === 1
          ? `A supervisor named ${first.firstName} ${first.lastName} already exists (${first.email}, ${first.office}). Create this account only if this is another lecturer.`
          : `${same.length} supervisors named ${first.firstName} ${first.lastName} already exist (${same.map((s) => s.email).join(', ')}). Create this account only if this is another lecturer.`)}
    </Notice>
  );
}
