import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CORRECT_MARKED_FIELD,
  createClient,
  FIELD_LIMITS,
  SERVER_MESSAGES,
  type Company,
  type Student,
  type WorkplaceSupervisor,
} from '@siwes/api';
import {
  createFakeApi,
  failWith,
  FIXTURE_IDS,
  FIXTURE_TOKENS,
  loadForever,
  networkError,
  respondWith,
} from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seenOfflineNotice } from '../../components/LoadGate/LoadGate.tsx';
import { lastSeenKey } from '../../kit/lastSeen.ts';
import { WorkDetailsUploadScreen } from './WorkDetailsUploadScreen.tsx';
import {
  fakeApi,
  loadFailsThenRetries,
  STUDENT_RECORD_DOWN,
  WORKPLACE_SUPERVISOR,
} from '../../testing/stories.ts';
import { WORKPLACE_SUPERVISOR_LABELS } from '../../kit/WorkplaceSupervisorFields/WorkplaceSupervisorFields.tsx';

const meta = {
  title: 'Screens/Student/WorkDetailsUploadScreen',
  component: WorkDetailsUploadScreen,
  parameters: { layout: 'fullscreen', route: '/students/upload', services: { signedIn: ['newStudent'] } },
} satisfies Meta<typeof WorkDetailsUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture student's record, as the fake holds it (the result, seen through the API). */
async function stored(account: 'student' | 'newStudent'): Promise<Student> {
  const client = createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS[account] });
  return (await client.getStudentDetails()).data;
}

/** The company the fake now holds for a fixture student. */
async function storedCompany(account: 'student' | 'newStudent'): Promise<Company | null | undefined> {
  return (await stored(account)).company;
}

const PLACEMENT = {
  name: 'Interswitch',
  email: 'siwes@interswitch.example',
  phone: '07000000000',
  street: 'Oko-Awo Street',
  address: '1648C Oko-Awo Street, Victoria Island',
  state: 'Lagos',
  LGA: 'Eti-Osa',
  assignedDepartment: 'Engineering',
  jobDescription: 'Builds and tests payment services',
  resumptionDate: '2026-05-04',
  expectedEndDate: '2026-10-30',
};

async function chooseState(canvasElement: HTMLElement, state: string, lga: string) {
  const canvas = within(canvasElement);
  const stateSelect = canvas.getByLabelText('State');
  await waitFor(() => expect(stateSelect).toBeEnabled());
  await userEvent.selectOptions(stateSelect, state);
  const lgaSelect = canvas.getByLabelText('LGA');
  await waitFor(() => expect(within(lgaSelect).getByRole('option', { name: lga })).toBeInTheDocument());
  await userEvent.selectOptions(lgaSelect, lga);
}

/** Fills every field, as a new student would, and uploads. */
async function fillAndUpload(canvasElement: HTMLElement, values = PLACEMENT) {
  const canvas = within(canvasElement);
  const type = async (label: string, text: string) => {
    const field = await canvas.findByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, text);
  };
  await type('Company Name', values.name);
  await type('Office Email Address', values.email);
  await type('Office Phone Number', values.phone);
  await type('Street', values.street);
  await type('Full Company Address', values.address);
  await chooseState(canvasElement, values.state, values.LGA);
  await type('Assigned Department', values.assignedDepartment);
  await type('Job Description', values.jobDescription);
  await type('Resumption Date', values.resumptionDate);
  await type('Termination Date', values.expectedEndDate);
  await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
  return canvas;
}

/** A student with no work details: every field empty and required; the LGA waits for a state. */
export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Company Name')).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Work Details Upload' })).toBeVisible();
    for (const label of [
      'Company Name',
      'Office Email Address',
      'Street',
      'Job Description',
      'Resumption Date',
    ]) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    const lga = canvas.getByLabelText('LGA');
    await expect(lga).toBeDisabled();
    await expect(lga).toHaveAccessibleDescription('Choose a state first.');
    // 36 states and the FCT, after the placeholder.
    const state = canvas.getByLabelText('State');
    await waitFor(() => expect(within(state).getAllByRole('option')).toHaveLength(38));
    const menu = canvas.getByRole('navigation', { name: 'Student menu' });
    await expect(within(menu).getByRole('link', { name: 'Work Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('Work Details Upload');
  },
};

/** The LGAs are the chosen state's; another state empties the LGA and offers its own. */
export const StateThenLga: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Company Name');
    await chooseState(canvasElement, 'Lagos', 'Ikeja');
    const lga = canvas.getByLabelText('LGA');
    await expect(lga).toHaveValue('Ikeja');
    // Lagos has 20 LGAs, after the placeholder.
    await expect(within(lga).getAllByRole('option')).toHaveLength(21);
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'Oyo');
    await expect(lga).toHaveValue('');
    await waitFor(() =>
      expect(within(lga).getByRole('option', { name: 'Ibadan North' })).toBeInTheDocument(),
    );
    await expect(within(lga).queryByRole('option', { name: 'Ikeja' })).toBeNull();
  },
};

/** Uploaded: the spec's message, and the fake holds the company; a link leads to the dashboard. */
export const Success: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = await fillAndUpload(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Work Upload Successful!'));
    await expect(await storedCompany('newStudent')).toEqual(PLACEMENT);
    await expect(canvas.getByRole('link', { name: 'See them on your dashboard' })).toHaveAttribute(
      'href',
      '/students/dashboard',
    );
  },
};

/** A student who uploaded before finds the details filled in; uploading again replaces them. */
export const Replace: Story = {
  parameters: { services: { signedIn: ['student'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await storedCompany('student');
    const name = await canvas.findByLabelText('Company Name');
    await expect(name).toHaveValue(before?.name);
    await expect(canvas.getByLabelText('State')).toHaveValue(before?.state);
    await waitFor(() => expect(canvas.getByLabelText('LGA')).toHaveValue(before?.LGA));
    await expect(canvas.getByLabelText('Resumption Date')).toHaveValue(before?.resumptionDate);
    await expect(canvas.getByText(/the new details replace them/)).toBeVisible();
    await fillAndUpload(canvasElement, {
      ...PLACEMENT,
      name: 'Flutterwave',
      state: 'Oyo',
      LGA: 'Ibadan North',
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Work Upload Successful!'));
    await expect(await storedCompany('student')).toEqual({
      ...PLACEMENT,
      name: 'Flutterwave',
      state: 'Oyo',
      LGA: 'Ibadan North',
    });
  },
};

/** A termination date before the resumption date: said before sending, on that field; nothing stored. */
export const EndsBeforeItStarts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndUpload(canvasElement, { ...PLACEMENT, expectedEndDate: '2026-05-01' });
    const end = canvas.getByLabelText('Termination Date');
    await expect(end).toHaveAccessibleDescription(
      expect.stringContaining(SERVER_MESSAGES.endBeforeResumption),
    );
    await expect(end).toHaveFocus();
    await expect(await storedCompany('newStudent')).toBeNull();
  },
};

/** The server's refusal, in its words. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('submitWorkDetails', 400, { errors: ['email: Enter a valid office email.'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndUpload(canvasElement);
    // The field says why, in plain words; the note under the form points to it.
    await waitFor(() =>
      expect(canvas.getByLabelText('Office Email Address')).toHaveAccessibleDescription(
        /Enter a valid office email\.$/,
      ),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(CORRECT_MARKED_FIELD);
    await expect(canvasElement).not.toHaveTextContent('email:');
  },
};

/** No network: said plainly, and what was typed stays for another try. */
export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('submitWorkDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndUpload(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
    await expect(canvas.getByLabelText('Company Name')).toHaveValue(PLACEMENT.name);
  },
};

/** The student's details as the phone kept them when a page last loaded them. */
const KEPT_AT = '2026-06-04T15:20:00.000Z';
const keptStudent = () => createFakeApi().db.students.find((s) => s._id === FIXTURE_IDS.student)!;
function keptDetails() {
  return {
    [lastSeenKey(FIXTURE_IDS.student, 'studentDetails')]: JSON.stringify({
      data: keptStudent(),
      at: KEPT_AT,
    }),
  };
}

/** Opened with no network: the form filled from the details this phone last loaded, saying so. */
export const OpensOffline: Story = {
  tags: ['state'],
  parameters: { services: { signedIn: ['student'], offline: true, localStorage: keptDetails() } },
  beforeEach({ msw }) {
    msw.use(networkError('getStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stored = keptStudent().company;
    await expect(await canvas.findByLabelText('Company Name')).toHaveValue(stored?.name);
    await expect(canvas.getByText(seenOfflineNotice(KEPT_AT))).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('LGA')).toHaveValue(stored?.LGA));
  },
};

export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('submitWorkDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndUpload(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your work details…');
  },
};

/** The student's record cannot be loaded: the server's message, and Try again. */
const failure = loadFailsThenRetries({
  call: 'getStudentDetails',
  message: STUDENT_RECORD_DOWN,
  loaded: (canvas) => canvas.findByLabelText('Company Name'),
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Job Description')).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Types the workplace supervisor's fields given, as a student would. */
async function typeSupervisor(canvasElement: HTMLElement, supervisor: Partial<WorkplaceSupervisor>) {
  const canvas = within(canvasElement);
  for (const [key, text] of Object.entries(supervisor)) {
    const field = await canvas.findByLabelText(WORKPLACE_SUPERVISOR_LABELS[key as keyof WorkplaceSupervisor]);
    await userEvent.clear(field);
    if (text) await userEvent.type(field, text);
  }
}

/** The workplace supervisor, empty and optional: its own group, said to be optional, bounded as the contract. */
export const WorkplaceSupervisorEmpty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Workplace Supervisor' });
    await expect(group).toHaveTextContent(
      /Optional\. The person at your workplace who signs your weekly reports/,
    );
    for (const label of Object.values(WORKPLACE_SUPERVISOR_LABELS)) {
      const field = within(group).getByLabelText(label);
      await expect(field).toHaveValue('');
      await expect(field).not.toBeRequired();
    }
    await expect(within(group).getByLabelText(WORKPLACE_SUPERVISOR_LABELS.email)).toHaveAttribute(
      'type',
      'email',
    );
    await expect(within(group).getByLabelText(WORKPLACE_SUPERVISOR_LABELS.name)).toHaveAttribute(
      'maxLength',
      String(FIELD_LIMITS.name),
    );
  },
};

/** Filled and uploaded with the work details: the fake records the workplace supervisor. */
export const WorkplaceSupervisorFilled: Story = {
  play: async ({ canvasElement }) => {
    await typeSupervisor(canvasElement, WORKPLACE_SUPERVISOR);
    const canvas = await fillAndUpload(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Work Upload Successful!'));
    const student = await stored('newStudent');
    await expect(student.workplaceSupervisor).toEqual(WORKPLACE_SUPERVISOR);
    await expect(student.company).toEqual(PLACEMENT);
  },
};

/** Recorded before: the page opens with the workplace supervisor filled in; emptying a field clears it. */
export const WorkplaceSupervisorShown: Story = {
  parameters: { services: { signedIn: ['student'] } },
  beforeEach({ msw }) {
    const student = createFakeApi().db.students.find((s) => s._id === FIXTURE_IDS.student)!;
    msw.use(
      respondWith('getStudentDetails', { data: { ...student, workplaceSupervisor: WORKPLACE_SUPERVISOR } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [key, label] of Object.entries(WORKPLACE_SUPERVISOR_LABELS)) {
      await expect(await canvas.findByLabelText(label)).toHaveValue(
        WORKPLACE_SUPERVISOR[key as keyof WorkplaceSupervisor],
      );
    }
    await typeSupervisor(canvasElement, { position: '' });
    await waitFor(() => expect(canvas.getByLabelText('LGA')).not.toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Work Upload Successful!'));
    // The coordinator reads what the fake now holds (the student's own reads answer as above).
    const [record] = await fakeApi().getStudent({ id: FIXTURE_IDS.student });
    await expect(record?.workplaceSupervisor).toEqual({ ...WORKPLACE_SUPERVISOR, position: '' });
  },
};

/** An email the browser refuses: said beside the field, before anything is sent. */
export const WorkplaceSupervisorInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await typeSupervisor(canvasElement, { name: WORKPLACE_SUPERVISOR.name, email: 'ngozi.bello' });
    const canvas = await fillAndUpload(canvasElement);
    const email = canvas.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.email);
    await expect(email).toBeInvalid();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/\S/));
    await expect(email).toHaveAccessibleDescription((email as HTMLInputElement).validationMessage);
    await expect(await storedCompany('newStudent')).toBeNull();
    // Edited, the field no longer says it.
    await userEvent.type(email, '@interswitch.example');
    await expect(email).toHaveAccessibleDescription('');
  },
};

/** An email the browser lets through but the contract refuses: the server's sentence beside the field. */
export const WorkplaceSupervisorRefused: Story = {
  play: async ({ canvasElement }) => {
    await typeSupervisor(canvasElement, { email: 'ngozi@interswitch' });
    const canvas = await fillAndUpload(canvasElement);
    const email = canvas.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.email);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.invalidRequest);
    await expect(canvasElement).not.toHaveTextContent('workplaceSupervisor');
    await expect(await storedCompany('newStudent')).toBeNull();
  },
};
