import type { Meta, StoryObj } from '@storybook/react-vite';
import { CORRECT_MARKED_FIELD, createClient, SERVER_MESSAGES, type Student } from '@siwes/api';
import {
  createFakeApi,
  failWith,
  FIXTURE_TOKENS,
  loadForever,
  networkError,
  respondWith,
} from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHOOSE_BANK } from '../../kit/BankField/BankField.tsx';
import { typeBankAndLeave } from '../../testing/bank.ts';
import { recordRequests, loadFailsThenRetries, STUDENT_RECORD_DOWN } from '../../testing/stories.ts';
import { UpdateDetailsScreen } from './UpdateDetailsScreen.tsx';

const meta = {
  title: 'Screens/Student/UpdateDetailsScreen',
  component: UpdateDetailsScreen,
  parameters: { layout: 'fullscreen', route: '/students/updateDetails', services: { signedIn: ['student'] } },
} satisfies Meta<typeof UpdateDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixture student's record as the fake holds it now (the result, seen through the API). */
async function stored(account: 'student' | 'newStudent'): Promise<Student> {
  const client = createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS[account] });
  return (await client.getStudentDetails()).data;
}

/** The fixture student as the fake starts. */
function fixtureStudent(): Student {
  const student = createFakeApi().db.students.find((s) => s.email === 'student@siwes.test');
  if (!student) throw new globalThis.Error('The fake has no fixture student');
  return student;
}

async function replace(canvasElement: HTMLElement, label: string, text: string) {
  const field = within(canvasElement).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

async function chooseBank(canvasElement: HTMLElement, search: string, name: string) {
  const canvas = within(canvasElement);
  const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
  await waitFor(() => expect(bank).toBeEnabled());
  await userEvent.clear(bank);
  await userEvent.type(bank, search);
  await userEvent.click(canvas.getByRole('option', { name }));
}

/** What the update's PATCH was sent, in the story that records it. */
let sentDetails: unknown[] = [];

const update = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Update' }));

/** Filled with the current values: phone, bank and the company, state and LGA included. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = fixtureStudent();
    await expect(await canvas.findByLabelText('Phone Number')).toHaveValue(student.phone);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Bank Name' })).toHaveValue(student.bankDetails?.name),
    );
    await expect(canvas.getByLabelText('Account Number')).toHaveValue(student.bankDetails?.accountNumber);
    await expect(canvas.getByLabelText('Sort Code')).toHaveValue(student.bankDetails?.sortCode);
    await expect(canvas.getByLabelText('Company Name')).toHaveValue(student.company?.name);
    await expect(canvas.getByLabelText('State')).toHaveValue(student.company?.state);
    await waitFor(() => expect(canvas.getByLabelText('LGA')).toHaveValue(student.company?.LGA));
    await expect(canvas.getByLabelText('Job Description')).toHaveValue(student.company?.jobDescription);
    await expect(canvas.getByLabelText('Resumption Date')).toHaveValue(student.company?.resumptionDate);
    await expect(canvas.getByRole('group', { name: 'Work Details' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Student menu' });
    await expect(within(menu).getByRole('link', { name: 'Update Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('Update Details');
  },
};

/** Phone, bank and a company field changed: the spec's message, and the fake holds the new values. */
export const Success: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Phone Number');
    await replace(canvasElement, 'Phone Number', '08099998888');
    await chooseBank(canvasElement, 'zenith', 'Zenith Bank');
    await replace(canvasElement, 'Account Number', '1234567890');
    await replace(canvasElement, 'Assigned Department', 'Cloud Operations');
    await update(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Details Updated Successfully!'),
    );
    const student = await stored('student');
    await expect(student.phone).toBe('08099998888');
    await expect(student.bankDetails).toMatchObject({ name: 'Zenith Bank', accountNumber: '1234567890' });
    await expect(student.company?.assignedDepartment).toBe('Cloud Operations');
    await expect(student.company?.name).toBe(fixtureStudent().company?.name);
  },
};

/** A new state empties the LGA, which must be chosen again from that state's list before sending. */
export const NewStateNewLga: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = await canvas.findByLabelText('State');
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    await userEvent.selectOptions(state, 'Kano');
    const lga = canvas.getByLabelText('LGA');
    await expect(lga).toHaveValue('');
    await waitFor(() => expect(within(lga).getByRole('option', { name: 'Nasarawa' })).toBeInTheDocument());
    await userEvent.selectOptions(lga, 'Nasarawa');
    await update(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Details Updated Successfully!'),
    );
    await expect((await stored('student')).company).toMatchObject({ state: 'Kano', LGA: 'Nasarawa' });
  },
};

/** Without work details: the work fields wait for Work Details Upload; phone and bank still update. */
export const NoWorkDetailsYet: Story = {
  parameters: { services: { signedIn: ['newStudent'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Phone Number');
    await expect(canvas.queryByLabelText('Company Name')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Upload them first' })).toHaveAttribute(
      'href',
      '/students/upload',
    );
    await replace(canvasElement, 'Phone Number', '08011112222');
    await update(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Details Updated Successfully!'),
    );
    const student = await stored('newStudent');
    await expect(student.phone).toBe('08011112222');
    await expect(student.company).toBeNull();
  },
};

/** No bank on record: the searchable select is checked before sending, and takes the focus. */
export const BankMissing: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('getStudentDetails', { data: { ...fixtureStudent(), bankDetails: {} } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Account Number');
    await replace(canvasElement, 'Account Number', '1234567890');
    await replace(canvasElement, 'Sort Code', '057150013');
    await update(canvasElement);
    const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
    await expect(bank).toHaveAccessibleDescription(expect.stringContaining(CHOOSE_BANK));
    await expect(bank).toHaveFocus();
  },
};

/**
 * A bank's name typed whole (any case) and left with Tab, without picking the suggestion, is the
 * bank chosen: it is saved.
 */
export const BankTypedWhole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = await typeBankAndLeave(canvasElement, 'guaranty trust bank');
    await expect(bank).toHaveValue('Guaranty Trust Bank');
    await update(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Details Updated Successfully!'),
    );
    await expect((await stored('student')).bankDetails?.name).toBe('Guaranty Trust Bank');
  },
};

/**
 * Part of a bank's name left without picking it: the text stays, Update sends nothing and says
 * `Choose a bank from the list.` beside the field, which takes the focus; the old bank is kept.
 */
export const BankTypedNotChosen: Story = {
  beforeEach({ msw }) {
    const recorder = recordRequests('updateStudentDetails');
    msw.use(recorder.handler);
    sentDetails = recorder.bodies;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = await typeBankAndLeave(canvasElement, 'Guaranty Trust');
    await expect(bank).toHaveValue('Guaranty Trust');
    await update(canvasElement);
    await expect(bank).toHaveAccessibleDescription(expect.stringContaining(CHOOSE_BANK));
    await expect(bank).toBeInvalid();
    await expect(bank).toHaveFocus();
    await expect(bank).toHaveValue('Guaranty Trust');
    await expect(canvas.queryByText('Details Updated Successfully!')).toBeNull();
    await expect(sentDetails).toEqual([]);
    await expect((await stored('student')).bankDetails?.name).toBe(fixtureStudent().bankDetails?.name);
  },
};

/** A termination date before the resumption date: said on that field before sending; nothing changes. */
export const EndsBeforeItStarts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Termination Date');
    await replace(canvasElement, 'Termination Date', '2020-01-01');
    await update(canvasElement);
    const end = canvas.getByLabelText('Termination Date');
    await expect(end).toHaveAccessibleDescription(
      expect.stringContaining(SERVER_MESSAGES.endBeforeResumption),
    );
    await expect(end).toHaveFocus();
    await expect((await stored('student')).company?.expectedEndDate).toBe(
      fixtureStudent().company?.expectedEndDate,
    );
  },
};

export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('updateStudentDetails', 400, { errors: ['phone: Enter a phone number.'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Phone Number');
    await update(canvasElement);
    // The field says why, in plain words; the note under the form points to it.
    await waitFor(() =>
      expect(canvas.getByLabelText('Phone Number')).toHaveAccessibleDescription(/Enter a phone number\.$/),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(CORRECT_MARKED_FIELD);
    await expect(canvasElement).not.toHaveTextContent('phone:');
  },
};

export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('updateStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Phone Number');
    await replace(canvasElement, 'Phone Number', '08099998888');
    await update(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Could not reach the server/));
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('08099998888');
  },
};

export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('updateStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Phone Number');
    await update(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Update' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

const failure = loadFailsThenRetries({
  call: 'getStudentDetails',
  message: STUDENT_RECORD_DOWN,
  loaded: (canvas) => canvas.findByLabelText('Phone Number'),
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
