import { dayValue, MESSAGES, SERVER_MESSAGES, type Student } from '@siwes/api';
import { DayField } from '../../components/DayField/DayField.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { AreaForm, WideField } from '../../kit/FormScreen/FormScreen.tsx';
import { StateLgaFields } from '../../kit/StateLgaFields/StateLgaFields.tsx';
import { useForm, type FieldErrors } from '../../kit/useForm.ts';
import {
  WorkplaceSupervisorFields,
  type WorkplaceSupervisorKey,
} from '../../kit/WorkplaceSupervisorFields/WorkplaceSupervisorFields.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices, useSession } from '../../services/services.tsx';

/** Said when a select's list could not be offered (the browser cannot check a disabled select). */
export const CHOOSE_STATE = 'Choose the state.';
export const CHOOSE_LGA = 'Choose the LGA.';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  address: '',
  street: '',
  state: '',
  LGA: '',
  assignedDepartment: '',
  jobDescription: '',
  resumptionDate: '',
  expectedEndDate: '',
  supervisorName: '',
  supervisorPosition: '',
  supervisorEmail: '',
  supervisorPhone: '',
};

type WorkDetails = typeof EMPTY;

/** The form's name of each workplace supervisor field, and the body's (for the server's refusals). */
const SUPERVISOR_FIELDS = {
  name: 'supervisorName',
  position: 'supervisorPosition',
  email: 'supervisorEmail',
  phone: 'supervisorPhone',
} as const satisfies Record<WorkplaceSupervisorKey, keyof WorkDetails>;

const BODY_NAMES = Object.fromEntries(
  Object.entries(SUPERVISOR_FIELDS).map(([key, name]) => [name, `workplaceSupervisor.${key}`]),
);

function workDetailsOf({ company, workplaceSupervisor: boss }: Student): WorkDetails {
  const supervisor = {
    supervisorName: boss?.name ?? '',
    supervisorPosition: boss?.position ?? '',
    supervisorEmail: boss?.email ?? '',
    supervisorPhone: boss?.phone ?? '',
  };
  if (!company) return { ...EMPTY, ...supervisor };
  return {
    ...supervisor,
    name: company.name,
    email: company.email,
    phone: company.phone,
    address: company.address,
    street: company.street ?? '',
    state: company.state,
    LGA: company.LGA,
    assignedDepartment: company.assignedDepartment,
    jobDescription: company.jobDescription,
    resumptionDate: dayValue(company.resumptionDate),
    expectedEndDate: dayValue(company.expectedEndDate),
  };
}

/** The body of POST /api/student/workDetails: the company's fields and the workplace supervisor. */
function bodyOf(values: WorkDetails) {
  const { supervisorName, supervisorPosition, supervisorEmail, supervisorPhone, ...company } = values;
  return {
    ...company,
    // All four sent: a field emptied here is cleared.
    workplaceSupervisor: {
      name: supervisorName,
      position: supervisorPosition,
      email: supervisorEmail,
      phone: supervisorPhone,
    },
  };
}

/** What the browser cannot check: a state and LGA when their lists failed, and the dates' order. */
function check(values: WorkDetails): FieldErrors<WorkDetails> {
  const errors: FieldErrors<WorkDetails> = {};
  if (!values.state) errors.state = CHOOSE_STATE;
  if (!values.LGA) errors.LGA = CHOOSE_LGA;
  if (values.resumptionDate && values.expectedEndDate && values.expectedEndDate < values.resumptionDate) {
    errors.expectedEndDate = SERVER_MESSAGES.endBeforeResumption;
  }
  return errors;
}

/**
 * Work Details Upload (`/students/upload`; spec sections 2, 3, 5 and 8): where the student is
 * placed, every field of the work details payload and all of them required, and the workplace
 * supervisor (issue 24: name, position, email and phone, optional; sent with the rest). State and LGA come
 * from the shipped lists (the LGAs of the chosen state, disabled until one is chosen); the
 * termination date may not be before the resumption date, said before anything is sent. A
 * student who uploaded before finds their details filled in, and an upload replaces them.
 * POST `/api/student/workDetails`; 'Work Upload Successful!', and the dashboard then shows them.
 */
export function WorkDetailsUploadScreen() {
  const { client } = useServices();
  const user = useSession('student').user?.data._id;
  // The same details the student's home keeps on the phone: the form opens filled with no network.
  const page = useLoad(async (call) => (await client.getStudentDetails(call)).data, undefined, {
    keep: { user, name: 'studentDetails' },
  });
  return (
    <LoadedAreaPage
      role="student"
      title="Work Details Upload"
      lead="Where you do your industrial training. The company's fields are required; the workplace supervisor's are optional."
      page={page}
      loadingLabel="Loading your work details…"
    >
      {(student) => <WorkDetailsForm student={student} />}
    </LoadedAreaPage>
  );
}

function WorkDetailsForm({ student }: { student: Student }) {
  const { client } = useServices();
  const company = student.company;
  const form = useForm({
    initial: workDetailsOf(student),
    validate: check,
    submit: (values, call) => client.submitWorkDetails(bodyOf(values), call),
    successMessage: MESSAGES.workUploaded,
    bodyNames: BODY_NAMES,
  });
  return (
    <>
      {company && (
        <p>
          Your work details as uploaded. Change what is no longer right and upload again: the new details
          replace them.
        </p>
      )}
      <AreaForm form={form} submitLabel="Upload" label="Work details">
        <TextField label="Company Name" autoComplete="organization" required {...form.field('name')} />
        <TextField label="Office Email Address" type="email" required {...form.field('email')} />
        <TextField label="Office Phone Number" type="tel" required {...form.field('phone')} />
        <TextField label="Street" required {...form.field('street')} />
        <WideField>
          <TextField label="Full Company Address" required {...form.field('address')} />
        </WideField>
        <StateLgaFields form={form} stateName="state" lgaName="LGA" required />
        <TextField label="Assigned Department" required {...form.field('assignedDepartment')} />
        <WideField>
          <TextArea label="Job Description" rows={3} required {...form.field('jobDescription')} />
        </WideField>
        <DayField label="Resumption Date" required {...form.field('resumptionDate')} />
        <DayField label="Termination Date" required {...form.field('expectedEndDate')} />
        <WorkplaceSupervisorFields
          about="Optional. The person at your workplace who signs your weekly reports: the sign-off link goes to this email."
          field={(key) => form.field(SUPERVISOR_FIELDS[key])}
        />
      </AreaForm>
      {form.status === 'success' && (
        <p>
          <ScreenLink to="studentDashboard">See them on your dashboard</ScreenLink>
        </p>
      )}
    </>
  );
}
