import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { failWith, FIXTURE_IDS, loadForever, respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EDITED_STUDENT, editStudentForm as form, recordUpdates } from '../../testing/editStudent.ts';
import { fakeApi, failsThenRetries } from '../../testing/stories.ts';
import { EditStudentScreen, FOLLOWS_COURSE, LOCKED_HINT, NOTHING_CHANGED } from './EditStudentScreen.tsx';

const STUDENT = EDITED_STUDENT;
const COMPANY = STUDENT.company!;

const meta = {
  title: 'Screens/Coordinator/EditStudentScreen',
  component: EditStudentScreen,
  parameters: {
    layout: 'fullscreen',
    route: `/coordinator/edit/student/${FIXTURE_IDS.student}`,
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof EditStudentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the edit's PATCH was sent, in the story that records it. */
let sent: unknown[] = [];

/**
 * The student's name; every field filled with its current value (issue 34: not grey placeholders
 * in empty boxes); code, matric, email and phone, faculty and department locked, and drawn apart
 * from the editable fields.
 */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: STUDENT.name })).toBeVisible();
    await expect(f.getByRole('group', { name: 'School Details' })).toBeVisible();
    await expect(f.getByRole('group', { name: 'Work Details' })).toBeVisible();
    await expect(f.getByLabelText('First Name')).toHaveValue(STUDENT.firstName);
    await expect(f.getByLabelText('First Name')).not.toHaveAttribute('placeholder');
    await expect(f.getByLabelText('Middle Name')).toHaveValue(STUDENT.middleName);
    await expect(f.getByLabelText('Last Name')).toHaveValue(STUDENT.lastName);
    await expect(f.getByLabelText('Level')).toHaveDisplayValue(STUDENT.level);
    await expect(f.getByLabelText('Sex')).toHaveDisplayValue(STUDENT.sex);
    await expect(f.getByLabelText('Course')).toHaveDisplayValue(STUDENT.course!);
    for (const [label, value] of [
      ['Student Code', STUDENT.studentCode],
      ['Matric Number', STUDENT.matricNo],
      ['Email', STUDENT.email],
      ['Phone Number', STUDENT.phone],
      ['Faculty', STUDENT.faculty],
      ['Department', STUDENT.department],
    ] as const) {
      await expect(f.getByLabelText(label)).toHaveValue(value);
      await expect(f.getByLabelText(label)).toHaveAttribute('readonly');
    }
    for (const label of ['Student Code', 'Matric Number', 'Email', 'Phone Number']) {
      await expect(f.getByLabelText(label)).toHaveAccessibleDescription(LOCKED_HINT);
    }
    // Locked fields look locked: no box (transparent), a dashed rule; the editable ones a solid box.
    const look = (label: string) => getComputedStyle(f.getByLabelText(label));
    await expect(look('Matric Number').borderTopStyle).toBe('dashed');
    await expect(look('Matric Number').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(look('First Name').borderTopStyle).toBe('solid');
    await expect(look('First Name').backgroundColor).not.toBe(look('Matric Number').backgroundColor);
    await expect(f.getByLabelText('Company Name')).toHaveValue(COMPANY.name);
    await expect(f.getByLabelText('Office Email Address')).toHaveValue(COMPANY.email);
    await expect(f.getByLabelText('Office Phone Number')).toHaveValue(COMPANY.phone);
    await expect(f.getByLabelText('Full Company Address')).toHaveValue(COMPANY.address);
    await expect(f.getByLabelText('Assigned Department')).toHaveValue(COMPANY.assignedDepartment);
    await expect(f.getByLabelText('Job Description')).toHaveValue(COMPANY.jobDescription);
    await waitFor(() => expect(f.getByLabelText('State')).toHaveDisplayValue(COMPANY.state));
    await expect(f.getByLabelText('Resumption Date')).toHaveValue(COMPANY.resumptionDate);
    await expect(f.getByLabelText('Termination Date')).toHaveValue(COMPANY.expectedEndDate);
    await expect(f.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

const optionTexts = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

/**
 * Level, Sex, Course, State and LGA list the current value once, chosen in its place in the
 * list; choosing it again is no change, and another value is sent.
 */
export const SelectsListTheCurrentValueOnce: Story = {
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await waitFor(() => expect(f.getByLabelText('LGA')).toHaveDisplayValue(COMPANY.LGA));
    for (const [label, current] of [
      ['Level', STUDENT.level],
      ['Sex', STUDENT.sex],
      ['Course', STUDENT.course!],
      ['State', COMPANY.state],
      ['LGA', COMPANY.LGA],
    ] as const) {
      const select = f.getByLabelText(label);
      await expect(select).toHaveDisplayValue(current);
      const texts = optionTexts(select);
      await expect(texts.filter((text) => text === current)).toHaveLength(1);
      await expect(texts).toEqual([...new Set(texts)]);
    }
    await expect(optionTexts(f.getByLabelText('Level'))).toEqual(['100', '200', '300', '400']);
    await expect(optionTexts(f.getByLabelText('Sex'))).toEqual(['Male', 'Female']);

    // The current level picked again (after another) is no change; another sex is.
    const other = STUDENT.level === '100' ? '200' : '100';
    await userEvent.selectOptions(f.getByLabelText('Level'), other);
    await userEvent.selectOptions(f.getByLabelText('Level'), STUDENT.level);
    const sex = STUDENT.sex === 'Male' ? 'Female' : 'Male';
    await userEvent.selectOptions(f.getByLabelText('Sex'), sex);
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated));
    await expect(sent).toEqual([{ sex }]);
    // The new sex is now the current one, chosen, and still listed once.
    await waitFor(() => expect(f.getByLabelText('Sex')).toHaveDisplayValue(sex));
    await expect(optionTexts(f.getByLabelText('Sex'))).toEqual(['Male', 'Female']);
  },
};

/** A student with no course stored: N/A is the empty first choice, the courses follow. */
export const SelectWithoutCurrentValue: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('getStudent', [{ ...STUDENT, course: '' }]));
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByLabelText('Course')).toHaveDisplayValue('N/A');
    await expect(optionTexts(f.getByLabelText('Course'))[0]).toBe('N/A');
    await expect(optionTexts(f.getByLabelText('Course')).filter((t) => t === 'N/A')).toHaveLength(1);
  },
};

/**
 * The selects show level, sex and course in the list's spelling, whatever case they were stored
 * in; company text and the job description show as written (issue 34: not title-cased, which
 * would change them), and Update sends none of them untouched.
 */
export const AsWritten: Story = {
  beforeEach({ msw }) {
    msw.use(
      respondWith('getStudent', [
        {
          ...STUDENT,
          course: 'computer science',
          company: {
            ...COMPANY,
            name: 'acme foods plc',
            address: '12 marina road',
            assignedDepartment: 'quality control',
            jobDescription: 'lab assistant',
          },
        },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByLabelText('Course')).toHaveDisplayValue('Computer Science');
    // The list's own spelling, once.
    await expect(optionTexts(f.getByLabelText('Course')).filter((t) => /computer science/i.test(t!))).toEqual(
      ['Computer Science'],
    );
    await expect(f.getByLabelText('Company Name')).toHaveValue('acme foods plc');
    await expect(f.getByLabelText('Full Company Address')).toHaveValue('12 marina road');
    await expect(f.getByLabelText('Assigned Department')).toHaveValue('quality control');
    await expect(f.getByLabelText('Job Description')).toHaveValue('lab assistant');
    await expect(f.getByLabelText('Office Email Address')).toHaveValue(COMPANY.email);
    // Nothing touched: nothing to send, even where the select shows another spelling.
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('alert')).toHaveTextContent(NOTHING_CHANGED));
  },
};

/** A student with no company: every Work Details field empty, saying N/A; the LGA waits for a state. */
export const NoCompany: Story = {
  parameters: { route: `/coordinator/edit/student/${FIXTURE_IDS.newStudent}` },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    for (const label of [
      'Company Name',
      'Full Company Address',
      'Office Email Address',
      'Office Phone Number',
      'Assigned Department',
      'Job Description',
    ]) {
      await expect(f.getByLabelText(label)).toHaveValue('');
      await expect(f.getByLabelText(label)).toHaveAttribute('placeholder', 'N/A');
    }
    await expect(f.getByLabelText('Resumption Date')).toHaveValue('');
    await waitFor(() => expect(f.getByLabelText('State')).toHaveDisplayValue('N/A'));
    await expect(f.getByLabelText('LGA')).toBeDisabled();
  },
};

/**
 * Update sends only what changed (first name and job description here, each edited in its filled
 * field): the request's body holds those two and nothing else; the record has the new values,
 * nothing else moved; the fields then hold the values saved.
 */
export const UpdateSendsOnlyChanges: Story = {
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.clear(f.getByLabelText('First Name'));
    await userEvent.type(f.getByLabelText('First Name'), 'Adaora');
    await userEvent.clear(f.getByLabelText('Job Description'));
    await userEvent.type(f.getByLabelText('Job Description'), 'Network support trainee');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated));
    await expect(sent).toEqual([
      { firstName: 'Adaora', company: { jobDescription: 'Network support trainee' } },
    ]);
    const [after] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(after).toMatchObject({
      firstName: 'Adaora',
      lastName: STUDENT.lastName,
      matricNo: STUDENT.matricNo,
      company: { ...COMPANY, jobDescription: 'Network support trainee' },
    });
    // The new values are now the current ones: the name above and the fields show them.
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: /^Adaora / })).toBeVisible();
    await expect(f.getByLabelText('First Name')).toHaveValue('Adaora');
    await expect(f.getByLabelText('Job Description')).toHaveValue('Network support trainee');
  },
};

/** The same edit on a 360 px phone: the fields filled, only the changed one sent, nothing wider than the screen. */
export const UpdateOnAPhone: Story = {
  parameters: { width: 360 },
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByLabelText('Job Description')).toHaveValue(COMPANY.jobDescription);
    await userEvent.type(f.getByLabelText('Job Description'), ' and printers');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated));
    await expect(sent).toEqual([{ company: { jobDescription: `${COMPANY.jobDescription} and printers` } }]);
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * Choosing a course of another school shows the faculty and department that follow it (read-only
 * beside the course); Update sends the course with its faculty, and the record has all three.
 */
export const CourseMovesFacultyAndDepartment: Story = {
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(STUDENT.faculty).toBe('Computing and Engineering Sciences');
    await expect(f.getByLabelText('Faculty')).toHaveAccessibleDescription(FOLLOWS_COURSE);
    await userEvent.selectOptions(f.getByLabelText('Course'), 'Nursing');
    await expect(f.getByLabelText('Faculty')).toHaveValue('Nursing Sciences');
    await expect(f.getByLabelText('Department')).toHaveValue('Nursing');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated));
    await expect(sent).toEqual([{ course: 'Nursing', faculty: 'Nursing Sciences' }]);
    const [after] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(after).toMatchObject({
      course: 'Nursing',
      faculty: 'Nursing Sciences',
      department: 'Nursing',
    });
    // Saved: the course and the two locked fields keep showing the new values.
    await expect(f.getByLabelText('Course')).toHaveDisplayValue('Nursing');
    await expect(f.getByLabelText('Department')).toHaveValue('Nursing');
  },
};

/** Choosing another state loads its LGAs; both are sent. */
export const ChangeStateAndLga: Story = {
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await waitFor(() => expect(f.getByLabelText('State')).toHaveDisplayValue(COMPANY.state));
    await userEvent.selectOptions(f.getByLabelText('State'), 'Enugu');
    await waitFor(() =>
      expect(within(f.getByLabelText('LGA')).getByRole('option', { name: 'Nsukka' })).toBeDefined(),
    );
    await expect(f.getByLabelText('LGA')).toHaveDisplayValue('Choose an LGA');
    await userEvent.selectOptions(f.getByLabelText('LGA'), 'Nsukka');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated));
    await expect(sent).toEqual([{ company: { state: 'Enugu', LGA: 'Nsukka' } }]);
  },
};

/** Update with nothing changed sends nothing and says why. */
export const NothingChanged: Story = {
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    // The current first name typed again is no change, and an emptied field is left out.
    await userEvent.clear(f.getByLabelText('First Name'));
    await userEvent.type(f.getByLabelText('First Name'), STUDENT.firstName);
    await userEvent.clear(f.getByLabelText('Assigned Department'));
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('alert')).toHaveTextContent(NOTHING_CHANGED));
    await expect(sent).toEqual([]);
  },
};

export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('updateStudent'));
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.clear(f.getByLabelText('Last Name'));
    await userEvent.type(f.getByLabelText('Last Name'), 'Okafor-Obi');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await expect(f.getByRole('button', { name: 'Update' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses: its message in red. */
export const UpdateError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('updateStudent', 400, { message: SERVER_MESSAGES.readOnlyStudentFields }));
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.clear(f.getByLabelText('Last Name'));
    await userEvent.type(f.getByLabelText('Last Name'), 'Okafor-Obi');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(f.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.readOnlyStudentFields),
    );
    await expect(f.getByRole('alert').querySelector('[data-tone="error"]')).not.toBeNull();
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getStudent'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the student…');
  },
};

/** Loading fails: the error as a heading, with Try again. */
const failure = failsThenRetries({
  fail: (until) =>
    failWith('getStudent', 503, { message: 'The student records are being updated.' }, { until }),
  shows: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The student records are being updated.' }),
    ).toBeVisible();
  },
  recovered: async (_canvas, canvasElement) => {
    await form(canvasElement);
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
