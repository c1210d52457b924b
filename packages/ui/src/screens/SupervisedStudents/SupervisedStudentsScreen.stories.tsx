import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { CSV_HEADERS, routes, SERVER_MESSAGES, type ScheduleBody } from '@siwes/api';
import { createFakeApi, emptyList, failWith, FIXTURE_IDS, loadForever } from '@siwes/mocks';
import { failsThenRetries } from '../../testing/stories.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowNamed, rowsOtherThan } from '../../testing/rows.ts';
import {
  DATED,
  dateOf,
  DEFENCE,
  fixture,
  INSPECTION,
  NOTICE_MS,
  OTHER,
  setDate,
  table,
  UNDATED,
} from '../../testing/supervisedStudents.ts';
import { SupervisedStudentsScreen } from './SupervisedStudentsScreen.tsx';

/**
 * A supervisor's inspection and defence lists: each row's date, set in Lagos time, the list's
 * export and its states (at each width: SupervisedStudentsScreen.widths.stories.tsx).
 */
const meta = {
  title: 'Screens/Supervisor/SupervisedStudentsScreen',
  component: SupervisedStudentsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/lecturers/inspection',
    services: { signedIn: ['supervisor'], timing: { successNoticeMs: NOTICE_MS } },
  },
  args: { list: 'inspection' },
} satisfies Meta<typeof SupervisedStudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: each student with contacts, company and the date in Lagos time, or Not set yet. */
export const InspectionList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(within(list).getAllByRole('row')).toHaveLength(INSPECTION.length + 1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Student Inspection List' })).toBeVisible();
    const dated = rowNamed(list, DATED.name);
    await expect(dated).toHaveTextContent(DATED.matricNo);
    await expect(dated).toHaveTextContent(DATED.email);
    await expect(dated).toHaveTextContent(DATED.company!.name);
    await expect(dated).toHaveTextContent('Monday 11 May 2026, 10:00 in Lagos');
    await expect(rowNamed(list, UNDATED.name)).toHaveTextContent('Not set yet');
    await expect(within(dated).getByLabelText(`New inspection date for ${DATED.name}`)).toHaveValue(
      '2026-05-11T10:00',
    );
    const menu = canvas.getByRole('navigation', { name: 'Lecturer menu' });
    await expect(within(menu).getByRole('link', { name: 'Student Inspection List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(within(dated).getByRole('link', { name: `Logbook of ${DATED.name}` })).toHaveAttribute(
      'href',
      `/lecturers/logbook/${DATED.studentCode}`,
    );
    await expect(document.title).toBe('Student Inspection List');
  },
};

/** The defence list: the same screen, its own students and dates, and no export (the spec has none). */
export const DefenceList: Story = {
  args: { list: 'defense' },
  parameters: { route: '/lecturers/defence' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(within(list).getAllByRole('row')).toHaveLength(DEFENCE.length + 1);
    await expect(canvas.getByRole('columnheader', { name: 'Defence Date' })).toBeInTheDocument();
    const first = rowNamed(list, DEFENCE[0]!.name);
    await expect(first).toHaveTextContent('Monday 10 August 2026, 10:00 in Lagos');
    await expect(within(first).getByRole('link', { name: `Logbook of ${DEFENCE[0]!.name}` })).toHaveAttribute(
      'href',
      `/lecturers/logbook/${DEFENCE[0]!.studentCode}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
    await expect(document.title).toBe('Student Defence List');
  },
};

/** A student with no company yet: N/A for its name, address and state. */
export const NoCompany: Story = {
  beforeEach({ msw }) {
    const fake = createFakeApi();
    const student = fake.db.students.find((s) => s._id === FIXTURE_IDS.newStudent)!;
    const supervisor = fake.db.supervisors.find((s) => s._id === FIXTURE_IDS.supervisor)!;
    student.inspection_supervisor = { ...supervisor, assignedDate: null };
    msw.use(...fake.handlers);
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const student = fixture.students.find((s) => s._id === FIXTURE_IDS.newStudent)!;
    const row = rowNamed(list, student.name);
    const company = within(row).getAllByRole('cell')[1]!;
    await expect(company.querySelectorAll('span span')).toHaveLength(3);
    for (const line of company.querySelectorAll('span span')) await expect(line).toHaveTextContent('N/A');
    await expect(within(row).getByRole('link', { name: student.email })).toHaveAttribute(
      'href',
      `mailto:${student.email}`,
    );
  },
};

/**
 * A row's date: read as Lagos time (10:00 in Lagos is 09:00 UTC, whatever the device's zone), said
 * back in words as it is typed, shown at once once set; the row's notice clears after its time.
 */
export const SetDate: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, UNDATED.name);
    const field = await setDate(row, UNDATED.name, '2026-07-01T10:00');
    await expect(field).toHaveAccessibleDescription('Wednesday 1 July 2026, 10:00 in Lagos.');
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(SERVER_MESSAGES.inspectionDateSet),
    );
    await expect(row).toHaveTextContent('Wednesday 1 July 2026, 10:00 in Lagos');
    await expect(row).not.toHaveTextContent('Not set yet');
    await expect(await dateOf(UNDATED.studentCode)).toBe('2026-07-01T09:00:00.000Z');
    for (const other of rowsOtherThan(list, UNDATED.name)) {
      await expect(other).not.toHaveTextContent(SERVER_MESSAGES.inspectionDateSet);
    }
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent(''), {
      timeout: NOTICE_MS * 5,
    });
    await expect(row).toHaveTextContent('Wednesday 1 July 2026, 10:00 in Lagos');
  },
};

/** A date on the defence list goes to the defence call and stays there. */
export const SetDefenceDate: Story = {
  args: { list: 'defense' },
  parameters: { route: '/lecturers/defence' },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const student = DEFENCE[0]!;
    const row = rowNamed(list, student.name);
    await setDate(row, student.name, '2026-08-20T14:30');
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(SERVER_MESSAGES.defenseDateSet),
    );
    await expect(row).toHaveTextContent('Thursday 20 August 2026, 14:30 in Lagos');
    await expect(await dateOf(student.studentCode, 'defense')).toBe('2026-08-20T13:30:00.000Z');
    await expect(await dateOf(student.studentCode, 'inspection')).toBe(
      student.inspection_supervisor?.assignedDate ?? null,
    );
  },
};

/**
 * A date in the past is asked about in the row: the focus goes to the question's Yes; No sends
 * nothing and brings the focus back to the field; Yes sets it.
 */
export const PastDateAsks: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, UNDATED.name);
    const field = await setDate(row, UNDATED.name, '2026-05-04T09:00');
    const question = await within(row).findByRole('group', {
      name: 'Monday 4 May 2026, 09:00 in Lagos is in the past. Set the inspection date to it anyway?',
    });
    const yes = within(question).getByRole('button', { name: 'Yes, set it' });
    await waitFor(() => expect(yes).toHaveFocus());
    await expect(yes).toHaveAccessibleDescription(/is in the past/);
    await userEvent.click(within(question).getByRole('button', { name: 'No, change it' }));
    await expect(within(row).queryByRole('group')).toBeNull();
    await expect(field).toHaveFocus();
    await expect(await dateOf(UNDATED.studentCode)).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: `Set date for ${UNDATED.name}` }));
    await userEvent.click(await within(row).findByRole('button', { name: 'Yes, set it' }));
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(SERVER_MESSAGES.inspectionDateSet),
    );
    await expect(row).toHaveTextContent('Monday 4 May 2026, 09:00 in Lagos');
    await expect(await dateOf(UNDATED.studentCode)).toBe('2026-05-04T08:00:00.000Z');
  },
};

/** Sending: the row's button is busy; the other rows' buttons are not. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('setInspectionDate'));
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await setDate(rowNamed(list, UNDATED.name), UNDATED.name, '2026-07-01T10:00');
    const button = within(rowNamed(list, UNDATED.name)).getByRole('button', { name: /^Set date/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    for (const other of rowsOtherThan(list, UNDATED.name)) {
      await expect(within(other).getByRole('button', { name: /^Set date/ })).not.toHaveAttribute('aria-busy');
    }
  },
};

/** The server's refusal stays on its row, after the time a notice would have gone; other rows say nothing. */
export const RowError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('setInspectionDate', 403, { message: SERVER_MESSAGES.notYourStudent }));
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, UNDATED.name);
    await setDate(row, UNDATED.name, '2026-07-01T10:00');
    await waitFor(() =>
      expect(within(row).getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.notYourStudent),
    );
    await new Promise((resolve) => setTimeout(resolve, NOTICE_MS * 2));
    await expect(within(row).getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.notYourStudent);
    await expect(row).toHaveTextContent('Not set yet');
    for (const other of rowsOtherThan(list, UNDATED.name)) {
      await expect(within(other).getByRole('alert')).toHaveTextContent('');
    }
  },
};

/** One row's call that never answers holds up no other row: the next row sets its date meanwhile. */
export const RowsIndependent: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch(`*${routes.setInspectionDate.path}`, async ({ request }) => {
        const body = (await request.clone().json()) as ScheduleBody;
        if (body.studentCode === UNDATED.studentCode) await delay('infinite');
        // Any other row goes on to the fake.
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const stuck = rowNamed(list, UNDATED.name);
    await setDate(stuck, UNDATED.name, '2026-07-01T10:00');
    const other = rowNamed(list, OTHER.name);
    await setDate(other, OTHER.name, '2026-07-02T11:00');
    await waitFor(() =>
      expect(within(other).getByRole('status')).toHaveTextContent(SERVER_MESSAGES.inspectionDateSet),
    );
    await expect(other).toHaveTextContent('Thursday 2 July 2026, 11:00 in Lagos');
    await expect(within(stuck).getByRole('button', { name: /^Set date/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Export saves students_inspection_list.csv: the header and this supervisor's students only. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const file = await canvas.findByTestId('saved-file');
    await expect(file).toHaveAttribute('data-file-name', 'students_inspection_list.csv');
    const lines = (file.textContent ?? '').trim().split(/\r\n/);
    await expect(lines[0]).toBe(CSV_HEADERS.assignedInspectionList.join(','));
    await expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(INSPECTION.map((s) => s.matricNo).sort());
    await expect(file.textContent).toContain('2026-05-11 10:00');
  },
};

/** A failed export says so in the spec's words; nothing is saved. */
export const ExportError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('downloadAssignedInspectionList', 500, { message: 'Disk full' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Failed to export CSV. Please try again.'),
    );
    await expect(canvas.queryByTestId('saved-file')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listInspectionStudents'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your students…');
  },
};

/** A failed load: the server's message replaces the list; Try again loads it. */
const failure = failsThenRetries({
  fail: (until) =>
    failWith('listInspectionStudents', 503, { message: 'The lists are being updated.' }, { until }),
  shows: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'The lists are being updated.' })).toBeVisible();
  },
  recovered: async (_canvas, canvasElement) => {
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(INSPECTION.length + 1);
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

/** A supervisor with no students: each list says so, and there is nothing to export. */
export const Empty: Story = {
  tags: ['state'],
  parameters: { services: { signedIn: ['idleSupervisor'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No students have been assigned to you for inspection yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

export const EmptyDefence: Story = {
  args: { list: 'defense' },
  parameters: { route: '/lecturers/defence' },
  beforeEach({ msw }) {
    msw.use(emptyList('listDefenseStudents'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No students have been assigned to you for defence yet.'),
    ).toBeVisible();
  },
};

/** The student's column: the name, with the matric number and course under it. */
export const StudentColumn: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(
      within(list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Student', 'Phone and Email', 'Company', 'Inspection Date']);
    const header = within(rowNamed(list, DATED.name)).getByRole('rowheader');
    const lines = [...header.firstElementChild!.children].map((line) => line.textContent);
    await expect(lines).toEqual([DATED.name, DATED.matricNo, DATED.course, `Logbook of ${DATED.name}`]);
  },
};
