import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { createFakeApi, failWith, FIXTURE_IDS, loadForever } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeApi } from '../../testing/stories.ts';
import { StudentDetailsScreen } from './StudentDetailsScreen.tsx';

const STUDENT = createFakeApi().db.students.find((s) => s._id === FIXTURE_IDS.student)!;

const meta = {
  title: 'Screens/Coordinator/StudentDetailsScreen',
  component: StudentDetailsScreen,
  parameters: {
    layout: 'fullscreen',
    route: `/coordinator/student/${FIXTURE_IDS.student}`,
    services: { signedIn: ['coordinator'], timing: { successNoticeMs: 600 } },
  },
} satisfies Meta<typeof StudentDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value a detail card shows for a label. */
function detail(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The grades card's form for one grade. */
function gradeForm(canvasElement: HTMLElement, label: RegExp) {
  const input = within(canvasElement).getByLabelText(label);
  return within(input.closest('form')!);
}

/** School and Work Details, both supervisors, the links to the reports and the edit page, the grades. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: STUDENT.name })).toBeVisible();
    const school = canvas.getByRole('region', { name: 'School Details' });
    await expect(detail(school, 'Matric Number')).toBe(STUDENT.matricNo);
    await expect(detail(school, 'Student Code')).toBe(STUDENT.studentCode);
    await expect(canvas.getByRole('region', { name: 'Supervision Details' })).toHaveTextContent(
      'Bolanle Akinola',
    );
    await expect(canvas.getByRole('region', { name: 'Defense Details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Weekly Reports' })).toHaveAttribute(
      'href',
      `/coordinator/student/weeklyreports/${STUDENT.studentCode}`,
    );
    await expect(canvas.getByRole('link', { name: 'Edit Student Details' })).toHaveAttribute(
      'href',
      `/coordinator/edit/student/${STUDENT._id}`,
    );
    const grades = canvas.getByRole('region', { name: 'Grades' });
    await expect(within(grades).getByLabelText('Weekly report grade (out of 30)')).toBeVisible();
    await expect(within(grades).getByLabelText('Inspection grade (out of 30)')).toHaveAccessibleDescription(
      `Current: ${STUDENT.grade?.inspectionScore}`,
    );
    await expect(within(grades).getByLabelText('Defence grade (out of 40)')).toBeVisible();
    await expect(grades).toHaveTextContent('Total Grade: N/A');
    await expect(document.title).toBe('Student Details');
  },
};

/** The spec's page showed the assigned department under Job Description; here it is the job description. */
export const JobDescriptionShowsJobDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const work = await canvas.findByRole('region', { name: 'Work Details' });
    const company = STUDENT.company!;
    await expect(company.jobDescription).not.toBe(company.assignedDepartment);
    await expect(detail(work, 'Job Description')).toBe(company.jobDescription);
    await expect(detail(work, 'Assigned Department')).toBe(company.assignedDepartment);
  },
};

/** Grading one part: 'Graded Successfully!' on that grade for 3 s and the new current score; the record has it. */
export const Grade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Grades' });
    const reports = gradeForm(canvasElement, /^Weekly report grade/);
    await userEvent.type(reports.getByRole('spinbutton'), '24');
    await userEvent.click(reports.getByRole('button', { name: 'Grade weekly report grade' }));
    await waitFor(() => expect(reports.getByRole('status')).toHaveTextContent(MESSAGES.graded));
    await waitFor(() => expect(reports.getByRole('spinbutton')).toHaveAccessibleDescription('Current: 24'));
    const [student] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(student?.grade?.weeklyReportsScore).toBe(24);
    // Only that grade's notice; it clears after its time (shortened here).
    await expect(gradeForm(canvasElement, /^Inspection grade/).getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(reports.getByRole('status')).toHaveTextContent(''), { timeout: 2000 });
  },
};

/** A score above the grade's maximum is named on the field and not sent. */
export const GradeOverMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Grades' });
    const defence = gradeForm(canvasElement, /^Defence grade/);
    const input = defence.getByRole('spinbutton');
    await userEvent.type(input, '45');
    await userEvent.click(defence.getByRole('button', { name: 'Grade defence grade' }));
    await expect(input).toHaveAccessibleDescription(/Defence grade must be a number from 0 to 40\./);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const [student] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(student?.grade?.defenseScore).toBe(STUDENT.grade?.defenseScore);
  },
};

/** The server refuses a grade: its message on that grade. */
export const GradeRefused: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('coordinatorAssignGrade', 403, { message: 'Grading has closed for this session.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Grades' });
    const inspection = gradeForm(canvasElement, /^Inspection grade/);
    await userEvent.type(inspection.getByRole('spinbutton'), '20');
    await userEvent.click(inspection.getByRole('button', { name: 'Grade inspection grade' }));
    await waitFor(() =>
      expect(inspection.getByRole('alert')).toHaveTextContent('Grading has closed for this session.'),
    );
  },
};

/** Collating: the button says it is busy until the server answers. */
export const Collating: Story = {
  beforeEach({ msw }) {
    msw.use(loadForever('collateGrades'));
  },
  play: async ({ canvasElement }) => {
    const grades = await within(canvasElement).findByRole('region', { name: 'Grades' });
    const button = within(grades).getByRole('button', { name: 'Collate Grades' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Collate Grades: 'Collated Successfully!' for 3 s (shortened here) and the new total shown. */
export const Collate: Story = {
  play: async ({ canvasElement }) => {
    const grades = await within(canvasElement).findByRole('region', { name: 'Grades' });
    await expect(grades).toHaveTextContent('Total Grade: N/A');
    await userEvent.click(within(grades).getByRole('button', { name: 'Collate Grades' }));
    await waitFor(() => expect(grades).toHaveTextContent(MESSAGES.collated));
    const [student] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(student?.grade?.total).toEqual(expect.any(Number));
    await waitFor(() => expect(grades).toHaveTextContent(`Total Grade: ${student?.grade?.total}`));
    await waitFor(() => expect(grades).not.toHaveTextContent(MESSAGES.collated), { timeout: 2000 });
  },
};

/**
 * A grade given after collating: the total says it is out of date, until Collate Grades makes it
 * the sum again.
 */
export const GradeAfterCollating: Story = {
  play: async ({ canvasElement }) => {
    const grades = await within(canvasElement).findByRole('region', { name: 'Grades' });
    await userEvent.click(within(grades).getByRole('button', { name: 'Collate Grades' }));
    await waitFor(() => expect(grades).toHaveTextContent(MESSAGES.collated));
    await waitFor(() => expect(grades).not.toHaveTextContent('Total Grade: N/A'));
    const stale = 'Out of date: a grade changed after it was collated. Collate again.';
    await expect(grades).not.toHaveTextContent(stale);
    const defence = gradeForm(canvasElement, /^Defence grade/);
    await userEvent.type(defence.getByRole('spinbutton'), '33');
    await userEvent.click(defence.getByRole('button', { name: 'Grade defence grade' }));
    await waitFor(() => expect(within(grades).getByText(stale)).toBeVisible());
    await userEvent.click(within(grades).getByRole('button', { name: 'Collate Grades' }));
    await waitFor(() => expect(grades).not.toHaveTextContent(stale));
    const [student] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(grades).toHaveTextContent(`Total Grade: ${student?.grade?.total}`);
  },
};

/** Collation fails: the server's message. */
export const CollateError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('collateGrades', 500, { message: 'Collation is paused.' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grades = await canvas.findByRole('region', { name: 'Grades' });
    await userEvent.click(within(grades).getByRole('button', { name: 'Collate Grades' }));
    await waitFor(() =>
      expect(within(grades).getAllByRole('alert').at(-1)).toHaveTextContent('Collation is paused.'),
    );
    await expect(grades).toHaveTextContent('Total Grade: N/A');
  },
};

/** A student with no company and no supervisors: N/A for the work details, no supervisor cards. */
export const NoCompany: Story = {
  parameters: { route: `/coordinator/student/${FIXTURE_IDS.newStudent}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const work = await canvas.findByRole('region', { name: 'Work Details' });
    await expect(detail(work, 'Company Name')).toBe('N/A');
    await expect(detail(work, 'Job Description')).toBe('N/A');
    await expect(canvas.queryByRole('region', { name: 'Supervision Details' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Defense Details' })).toBeNull();
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

/** A student who does not exist: the server's message as the page's heading, with Try again. */
export const Error: Story = {
  tags: ['state'],
  parameters: { route: '/coordinator/student/stu-999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Student not found.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Grades' });
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
