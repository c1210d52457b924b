import type { Meta, StoryObj } from '@storybook/react-vite';
import { CORRECT_MARKED_FIELD, createClient, PASSWORD_HINT, SERVER_MESSAGES } from '@siwes/api';
import { failWith, loadForever } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorageProbe } from '../../testing/StorageProbe.tsx';
import {
  chooseBank,
  fillForm,
  recordRegistrations,
  REGISTERING,
  sentRegistrations,
  summaryOf,
  VERIFIED,
  verifyWithTheFake,
} from '../../testing/registration.ts';
import { fakeApi, recordRequests } from '../../testing/stories.ts';
import { ERROR_SUMMARY_TITLE } from '../../components/ErrorSummary/ErrorSummary.tsx';
import { REGISTRATION_STEPS } from '../../kit/registrationSteps.ts';
import { RegistrationScreen, REQUIRED_MESSAGES } from './RegistrationScreen.tsx';

const { email: EMAIL, password: PASSWORD } = REGISTERING;

async function register(canvasElement: HTMLElement, password = PASSWORD) {
  const canvas = await fillForm(canvasElement, { password });
  await chooseBank(canvasElement, 'zenith', 'Zenith Bank');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
  return canvas;
}

const meta = {
  title: 'Screens/Public/RegistrationScreen',
  component: RegistrationScreen,
  parameters: { layout: 'fullscreen', route: '/Register' },
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the title, the verified email read-only, required fields as spec section 5 lists them. */
export const Form: Story = {
  parameters: { services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await expect(document.title).toBe('Registration');
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveValue(EMAIL);
    await expect(email).toHaveAttribute('readonly');
    for (const label of [
      'First Name',
      'Last Name',
      'Middle Name',
      'Sex',
      'Email',
      'Phone Number',
      'Level',
      'Matric Number',
      'Account Number',
      'Sort Code',
      'Password',
    ]) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    await expect(canvas.getByRole('combobox', { name: 'Bank Name' })).toBeRequired();
    for (const label of ['Faculty', 'Department', 'Course']) {
      await expect(canvas.getByLabelText(label)).not.toBeRequired();
    }
    const options = (label: string) =>
      Array.from((canvas.getByLabelText(label) as HTMLSelectElement).options, (o) => o.text);
    await expect(options('Sex')).toEqual(['Select sex', 'Male', 'Female']);
    await expect(options('Level')).toEqual(['Select level', '100', '200', '300', '400']);
    await expect(options('Faculty')).toHaveLength(7);
    await expect(canvas.getByLabelText('Department')).toBeDisabled();
    await expect(options('Department')).toEqual(['No options available']);
    await expect(canvas.getByLabelText('Course')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show Password' })).toBeVisible();
  },
};

/** The cascade: a faculty opens its departments, a department its courses; a new faculty clears both. */
export const Cascade: Story = {
  parameters: { services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = (label: string) =>
      Array.from((canvas.getByLabelText(label) as HTMLSelectElement).options, (o) => o.text);
    await userEvent.selectOptions(canvas.getByLabelText('Faculty'), 'Computing and Engineering Sciences');
    await expect(canvas.getByLabelText('Department')).toBeEnabled();
    await expect(options('Department')).toEqual([
      'Select a department',
      'Computer Science',
      'Information Technology',
      'Software Engineering',
    ]);
    await expect(canvas.getByLabelText('Course')).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Department'), 'Computer Science');
    await expect(canvas.getByLabelText('Course')).toBeEnabled();
    await expect(options('Course')).toEqual([
      'Select a course',
      'Computer Science',
      'Computer Technology',
      'Computer Information Systems',
    ]);
    await userEvent.selectOptions(canvas.getByLabelText('Course'), 'Computer Information Systems');
    await expect(canvas.getByLabelText('Course')).toHaveValue('Computer Information Systems');

    await userEvent.selectOptions(canvas.getByLabelText('Faculty'), 'Nursing Sciences');
    await expect(canvas.getByLabelText('Department')).toHaveValue('');
    await expect(options('Department')).toEqual(['Select a department', 'Nursing']);
    await expect(canvas.getByLabelText('Course')).toBeDisabled();
  },
};

/** A department with no course of its own (Biochemistry): the course select says so. */
export const NoCourses: Story = {
  parameters: { services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Faculty'), 'Basic Medical Sciences');
    await userEvent.selectOptions(canvas.getByLabelText('Department'), 'Biochemistry');
    await expect(canvas.getByLabelText('Course')).toBeDisabled();
    await expect(canvas.getByLabelText('Course')).toHaveTextContent('No options available');
  },
};

/**
 * Faculty, department and course are optional: left unchosen, the body sends none of them (and
 * the verified email, the bank's three fields under `bankDetails`).
 */
export const SentWithoutCourse: Story = {
  parameters: { services: VERIFIED },
  beforeEach: recordRegistrations,
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, { withCourse: false });
    await chooseBank(canvasElement, 'zenith', 'Zenith Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sentRegistrations()).toHaveLength(1));
    await expect(sentRegistrations()[0]).toEqual({
      firstName: 'Amaka',
      middleName: 'Ifeoma',
      lastName: 'Obi',
      sex: 'Female',
      email: EMAIL,
      phone: '08031234567',
      level: '300',
      matricNo: 'CTE/2023/777',
      password: PASSWORD,
      bankDetails: { name: 'Zenith Bank', accountNumber: '0123456789', sortCode: '058152036' },
    });
  },
};

/** The third of registration's three steps, over the heading and said with it (issue 34). */
export const Step: Story = {
  parameters: { services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Registration' });
    await expect(heading).toHaveAccessibleDescription(REGISTRATION_STEPS.details);
    await expect(canvas.getByText('Step 3 of 3: your details')).toBeVisible();
  },
};

const sentEmpty = recordRequests('register');

/**
 * Register pressed on the empty form: nothing is sent; an error summary at the top names every
 * required field left empty, in the form's order, and takes the focus; each field says the same
 * beside it; a link in the summary focuses its field; a field filled in leaves the summary.
 */
export const ErrorSummaryOnEmptySubmit: Story = {
  parameters: { services: VERIFIED },
  beforeEach({ msw }) {
    msw.use(sentEmpty.handler);
  },
  play: async ({ canvasElement }) => {
    sentEmpty.bodies.length = 0;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const summary = await waitFor(() => summaryOf(canvasElement));
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(Object.values(REQUIRED_MESSAGES));
    await expect(canvas.getByLabelText('First Name')).toHaveAccessibleDescription(
      REQUIRED_MESSAGES.firstName,
    );
    await expect(canvas.getByLabelText('Matric Number')).toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-busy');
    await expect(sentEmpty.bodies).toEqual([]);

    await userEvent.click(within(summary).getByRole('link', { name: REQUIRED_MESSAGES.matricNo }));
    const matric = canvas.getByLabelText('Matric Number');
    await expect(matric).toHaveFocus();
    await userEvent.type(matric, 'CTE/2023/777');
    await expect(matric).not.toBeInvalid();
    await expect(within(summary).queryByRole('link', { name: REQUIRED_MESSAGES.matricNo })).toBeNull();
    await userEvent.click(within(summary).getByRole('link', { name: REQUIRED_MESSAGES.bankName }));
    await expect(canvas.getByRole('combobox', { name: 'Bank Name' })).toHaveFocus();
  },
};

/** Only the password left out: the summary's one link, the field's own sentence beside it. */
export const ErrorSummaryOneField: Story = {
  parameters: { services: VERIFIED, width: 360 },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Password'));
    await chooseBank(canvasElement, 'zenith', 'Zenith Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const summary = await waitFor(() => summaryOf(canvasElement));
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([REQUIRED_MESSAGES.password]);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * A matric number already on record: the server's sentence beside the Matric Number field (not
 * under the button), in the summary at the top, which takes the focus; the note under the form
 * points to the field. Corrected, the student registers.
 */
export const MatricRefusedBesideField: Story = {
  parameters: { services: { ...VERIFIED, timing: { redirectAfterSuccessMs: 60_000 } } },
  play: async ({ canvasElement }) => {
    const [existing] = (await fakeApi('coordinator').listStudents({ limit: 1 })).students;
    await verifyWithTheFake();
    const canvas = await fillForm(canvasElement);
    const matric = canvas.getByLabelText('Matric Number');
    await userEvent.clear(matric);
    await userEvent.type(matric, existing!.matricNo);
    await chooseBank(canvasElement, 'zenith', 'Zenith Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(matric).toHaveAccessibleDescription(SERVER_MESSAGES.matricTaken));
    await expect(matric).toBeInvalid();
    const summary = summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: SERVER_MESSAGES.matricTaken })).toBeVisible();
    await expect(canvasElement.querySelector('#registration-messages')).toHaveTextContent(
      CORRECT_MARKED_FIELD,
    );
    await expect(canvasElement.querySelector('#registration-messages')).not.toHaveTextContent(
      SERVER_MESSAGES.matricTaken,
    );
    await userEvent.click(within(summary).getByRole('link', { name: SERVER_MESSAGES.matricTaken }));
    await expect(matric).toHaveFocus();
    await userEvent.clear(matric);
    await userEvent.type(matric, 'CTE/2023/778');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Registration Successful!'));
  },
};

/** Submitting: the spinner shows on Register. */
export const Submitting: Story = {
  tags: ['state'],
  parameters: { services: VERIFIED },
  beforeEach({ msw }) {
    msw.use(loadForever('register'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/**
 * Success: 'Registration Successful!', the used verification forgotten, then the student login
 * after the redirect delay; the new account signs in.
 */
export const Success: Story = {
  tags: ['state'],
  parameters: {
    routePattern: '*',
    services: { ...VERIFIED, timing: { redirectAfterSuccessMs: 600 } },
  },
  render: (args) => (
    <>
      <RegistrationScreen {...args} />
      <StorageProbe storage="localStorage" keys={['verification']} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await verifyWithTheFake();
    const canvas = await register(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Registration Successful!'));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/Register');
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/studentlogin'));
    // Read again once the page the address now names has drawn (its code may still be loading).
    await waitFor(() => expect(canvas.getByTestId('stored-verification')).toBeEmptyDOMElement());
    const login = await createClient({ baseUrl: '' }).login({
      email: EMAIL,
      password: PASSWORD,
      type: 'student',
    });
    await expect(login.data).toMatchObject({ email: EMAIL, course: 'Computer Technology', level: '300' });
  },
};

/** The server refuses (here: the code was never checked by it): its message shows under the form. */
export const ServerError: Story = {
  tags: ['state'],
  parameters: { services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Verify your email before registering.'),
    );
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/Register');
  },
};

const sent = recordRequests('register');

/**
 * The password's rule shows beside it before anything is typed; a password too short for it is
 * said there and in the error summary, which takes the focus, and nothing is sent.
 */
export const PasswordTooShort: Story = {
  parameters: { services: VERIFIED },
  beforeEach({ msw }) {
    msw.use(sent.handler);
  },
  play: async ({ canvasElement }) => {
    sent.bodies.length = 0;
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    await register(canvasElement, 'too short');
    await expect(password).toHaveAccessibleDescription(
      `${PASSWORD_HINT} ${SERVER_MESSAGES.passwordTooShort}`,
    );
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveFocus());
    await expect(summaryOf(canvasElement)).toHaveTextContent(SERVER_MESSAGES.passwordTooShort);
    await expect(canvasElement.querySelector('#registration-messages')).toHaveTextContent('');
    await expect(sent.bodies).toEqual([]);
    await userEvent.type(password, ' and longer now');
    await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
  },
};

/**
 * A password the server refuses (too common): its sentence beside the field, in plain words (no
 * `password:`), and its message under the form; a better one then registers.
 */
export const PasswordRefusedByServer: Story = {
  parameters: { services: { ...VERIFIED, timing: { redirectAfterSuccessMs: 60_000 } } },
  play: async ({ canvasElement }) => {
    await verifyWithTheFake();
    const canvas = await register(canvasElement, 'passwordpassword');
    const password = canvas.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`${PASSWORD_HINT} ${SERVER_MESSAGES.passwordCommon}`),
    );
    await expect(password).toBeInvalid();
    // Said once, beside the field; the note under the form points to it.
    await expect(canvasElement.querySelector('#registration-messages')).toHaveTextContent(
      CORRECT_MARKED_FIELD,
    );
    await expect(summaryOf(canvasElement)).toHaveTextContent(SERVER_MESSAGES.passwordCommon);
    await expect(canvasElement).not.toHaveTextContent('password:');
    await userEvent.clear(password);
    await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Registration Successful!'));
  },
};

/** A failure with no text of its own: 'An error occurred'. */
export const FallbackError: Story = {
  tags: ['state'],
  parameters: { services: VERIFIED },
  beforeEach({ msw }) {
    msw.use(failWith('register', 500, {}));
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred'));
  },
};

/** No verification result: the Verify Email screen shows instead of the form. */
export const NotVerified: Story = {
  parameters: { services: { sessionStorage: VERIFIED.sessionStorage } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Registration' })).toBeNull();
  },
};

/** A verification for another email does not open the form either. */
export const VerifiedForAnotherEmail: Story = {
  parameters: {
    services: {
      sessionStorage: { userEmail: 'someone.else@university.edu.ng' },
      localStorage: VERIFIED.localStorage,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320, services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
