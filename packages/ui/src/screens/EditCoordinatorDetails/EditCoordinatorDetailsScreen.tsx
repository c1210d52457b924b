import { MESSAGES, type Coordinator } from '@siwes/api';
import { TextField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { AreaForm } from '../../kit/FormScreen/FormScreen.tsx';
import { useForm } from '../../kit/useForm.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { homePath } from '../../registry/roleAreas.ts';
import { useServices, useSession } from '../../services/services.tsx';

/**
 * Edit Details (`/coordinator/editdetails`; spec sections 2, 4, 7 and 8): the signed-in
 * coordinator's first name, last name, two phone numbers (the second optional) and office, filled
 * with the current values; PATCH them to `update/{id}`; 'Profile Update Successful !', then their
 * home after 2 s. Email and faculty are not theirs to change here.
 */
export function EditCoordinatorDetailsScreen() {
  const { client } = useServices();
  const id = useSession('coordinator').user?.data._id ?? '';
  const page = useLoad(async (call) => (await client.getCoordinator({ id }, call)).data);
  return (
    <LoadedAreaPage role="coordinator" title="Edit Details" page={page} loadingLabel="Loading your details…">
      {(coordinator) => <DetailsForm coordinator={coordinator} />}
    </LoadedAreaPage>
  );
}

function DetailsForm({ coordinator }: { coordinator: Coordinator }) {
  const { client } = useServices();
  const form = useForm({
    initial: {
      firstName: coordinator.firstName,
      lastName: coordinator.lastName,
      phone1: coordinator.phone1,
      phone2: coordinator.phone2 ?? '',
      office: coordinator.office,
    },
    submit: (values, call) => client.updateCoordinator({ id: coordinator._id, ...values }, call),
    successMessage: MESSAGES.profileUpdated,
    afterSuccess: 'redirect',
    redirectTo: homePath('coordinator'),
  });
  return (
    <AreaForm form={form} submitLabel="Update">
      <TextField label="First Name" autoComplete="given-name" required {...form.field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" required {...form.field('lastName')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" required {...form.field('phone1')} />
      <TextField label="Second Phone Number" type="tel" hint="Optional." {...form.field('phone2')} />
      <TextField label="Office" required {...form.field('office')} />
    </AreaForm>
  );
}
