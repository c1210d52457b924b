import { MESSAGES, type Supervisor } from '@siwes/api';
import { TextField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { AreaForm } from '../../kit/FormScreen/FormScreen.tsx';
import { useForm, type FieldErrors } from '../../kit/useForm.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { homePath } from '../../registry/roleAreas.ts';
import { useServices, useSession } from '../../services/services.tsx';

const FIELDS = {
  firstName: 'first name',
  lastName: 'last name',
  phone: 'phone number',
  office: 'office',
} as const;

type Details = Record<keyof typeof FIELDS, string>;

/** Spaces alone pass the browser's `required`; the server would refuse them. */
function blankFields(values: Details): FieldErrors<Details> {
  const errors: FieldErrors<Details> = {};
  for (const name of Object.keys(FIELDS) as Array<keyof Details>) {
    if (values[name].trim() === '') errors[name] = `Enter your ${FIELDS[name]}.`;
  }
  return errors;
}

/**
 * Edit details (`/lecturers/editdetails`; spec sections 2, 4, 5, 7 and 8): the supervisor's first
 * name, last name, phone and office, all required, filled with the current values; PATCH
 * `/api/supervisor/update`; 'Profile Update Successful !' and the lecturer's home after 2 s. While
 * loading a spinner; a failed load shows the server's message with Try again.
 */
export function LecturerEditDetailsScreen() {
  const { client } = useServices();
  const id = useSession('supervisor').user?.data._id ?? '';
  const page = useLoad(async (call) => (await client.getSupervisor({ id }, call)).data);
  return (
    <LoadedAreaPage
      role="supervisor"
      title="Edit Details"
      lead="Your name, phone number and office as students see them."
      page={page}
      loadingLabel="Loading your details…"
    >
      {(supervisor) => <DetailsForm supervisor={supervisor} />}
    </LoadedAreaPage>
  );
}

function DetailsForm({ supervisor }: { supervisor: Supervisor }) {
  const { client } = useServices();
  const form = useForm({
    initial: {
      firstName: supervisor.firstName,
      lastName: supervisor.lastName,
      phone: supervisor.phone,
      office: supervisor.office,
    },
    validate: blankFields,
    submit: (values, call) => client.updateSupervisor(values, call),
    successMessage: MESSAGES.profileUpdated,
    afterSuccess: 'redirect',
    redirectTo: homePath('supervisor'),
  });
  return (
    <AreaForm form={form} submitLabel="Update">
      <TextField label="First Name" autoComplete="given-name" required {...form.field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" required {...form.field('lastName')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" required {...form.field('phone')} />
      <TextField label="Office" autoComplete="off" required {...form.field('office')} />
    </AreaForm>
  );
}
