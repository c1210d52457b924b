import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { CSV_HEADERS, MESSAGES, routes } from '@siwes/api';
import { failWith, FIXTURE_IDS, mswPath } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IDLE, rowParts, rowsWithoutSupervisor } from '../../testing/assignSupervisors.ts';
import {
  byText,
  commonSurname,
  failsThenRetries,
  fakeApi,
  searchMatches,
  studentListStates,
  tableRows,
} from '../../testing/stories.ts';
import { AssignSupervisorsScreen } from './AssignSupervisorsScreen.tsx';

/**
 * Assigning inspection and defence supervisors: each row's dropdown and Assign, sort and search,
 * the address, export and the list's states (at each width: AssignSupervisorsScreen.widths.stories.tsx).
 */
const meta = {
  title: 'Screens/Coordinator/AssignSupervisorsScreen',
  component: AssignSupervisorsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/assigninspector',
    services: { signedIn: ['coordinator'], timing: { successNoticeMs: 600 } },
  },
  args: { kind: 'inspection' },
} satisfies Meta<typeof AssignSupervisorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inspectors' table: each student's current inspector, a dropdown of every supervisor with their load, and Assign. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Assign Inspection Supervisors' }),
    ).toBeVisible();
    const rows = await tableRows(canvasElement, 'Students');
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByRole('columnheader', { name: /Course/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const first = rowParts(rows[0]!);
    await expect(first.select).toHaveAccessibleName(`Inspector for ${first.name}`);
    await waitFor(() => expect(within(first.select).getAllByRole('option')).toHaveLength(13));
    await expect(within(first.select).getByRole('option', { name: /\(0 students\)$/ })).toHaveValue(IDLE);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(within(menu).getByRole('link', { name: 'Assign Inspection Supervisors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Assign: the row says 'Assigned Successfully!' for 3 s and shows the new inspector, whose load goes up; the student's record has them. */
export const AssignInspector: Story = {
  play: async ({ canvasElement }) => {
    const rows = await tableRows(canvasElement, 'Students');
    const target = rowParts(rows[2]!);
    await waitFor(() => expect(within(target.select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(target.select, IDLE);
    await userEvent.click(target.assign);
    await waitFor(() => expect(target.row.getByRole('status')).toHaveTextContent(MESSAGES.assigned));
    const idle = (await fakeApi().listSupervisors()).find((s) => s._id === IDLE)!;
    await expect(target.current).toHaveTextContent(`${idle.firstName} ${idle.lastName}`);
    await waitFor(() =>
      expect(target.select.querySelector(`option[value="${IDLE}"]`)).toHaveTextContent(/\(1 student\)$/),
    );
    const [student] = await fakeApi().getStudent({ id: target.id });
    await expect(student?.inspection_supervisor?._id).toBe(IDLE);
    // The notice clears after its time (shortened here); the inspector stays shown.
    await waitFor(() => expect(target.row.getByRole('status')).toHaveTextContent(''), { timeout: 2000 });
    await expect(target.current).toHaveTextContent(idle.lastName);
  },
};

/** Assign without choosing: the browser asks for a supervisor and nothing is sent. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const rows = await tableRows(canvasElement, 'Students');
    const target = rowParts(rows[0]!);
    const before = (await fakeApi().getStudent({ id: target.id }))[0]?.inspection_supervisor ?? null;
    await userEvent.click(target.assign);
    await expect(target.select).toBeInvalid();
    await expect(target.assign).not.toHaveAttribute('aria-busy');
    const after = (await fakeApi().getStudent({ id: target.id }))[0]?.inspection_supervisor ?? null;
    await expect(after).toEqual(before);
  },
};

/** One row's pending call and another row's failure: neither blocks nor clears the other. */
export const RowsAreIndependent: Story = {
  beforeEach({ msw }) {
    let first: string | undefined;
    msw.use(
      http.post(mswPath(routes.assignInspectionSupervisor), async ({ request }) => {
        const { studentCode } = (await request.json()) as { studentCode: string };
        first ??= studentCode;
        if (studentCode === first) {
          await delay('infinite');
        }
        return HttpResponse.json({ message: 'This supervisor is on leave.' }, { status: 409 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const rows = await tableRows(canvasElement, 'Students');
    const [slow, failing] = rowsWithoutSupervisor(rows) as [
      ReturnType<typeof rowParts>,
      ReturnType<typeof rowParts>,
    ];
    await waitFor(() => expect(within(slow.select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(slow.select, IDLE);
    await userEvent.click(slow.assign);
    await expect(slow.assign).toHaveAttribute('aria-busy', 'true');
    await userEvent.selectOptions(failing.select, 'sup-02');
    await expect(slow.select).toHaveValue(IDLE);
    await userEvent.click(failing.assign);
    await waitFor(() =>
      expect(failing.row.getByRole('alert')).toHaveTextContent('This supervisor is on leave.'),
    );
    await expect(slow.assign).toHaveAttribute('aria-busy', 'true');
    await expect(slow.row.getByRole('alert')).toHaveTextContent('');
    await expect(failing.assign).not.toHaveAttribute('aria-busy');
  },
};

/** A refusal without a message: the spec's fallback on that row. */
export const AssignError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('assignInspectionSupervisor', 500));
  },
  play: async ({ canvasElement }) => {
    const rows = await tableRows(canvasElement, 'Students');
    const target = rowsWithoutSupervisor(rows)[0]!;
    await waitFor(() => expect(within(target.select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(target.select, IDLE);
    await userEvent.click(target.assign);
    await waitFor(() =>
      expect(target.row.getByRole('alert')).toHaveTextContent(MESSAGES.assignInspectorError),
    );
  },
};

/** The defence table: the same rows with each student's defence supervisor; the supervisor then has the student to defend. */
export const AssignDefenceSupervisor: Story = {
  args: { kind: 'defense' },
  parameters: { route: '/coordinator/assigndefence' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assign Defence Supervisors' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Defence Supervisor/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
    const rows = await tableRows(canvasElement, 'Students');
    const target = rowsWithoutSupervisor(rows)[0]!;
    await expect(target.select).toHaveAccessibleName(`Defence supervisor for ${target.name}`);
    await waitFor(() => expect(within(target.select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(target.select, FIXTURE_IDS.supervisor);
    await userEvent.click(target.assign);
    await waitFor(() => expect(target.row.getByRole('status')).toHaveTextContent(MESSAGES.assigned));
    await expect(target.current).toHaveTextContent('Bolanle Akinola');
    const defending = await fakeApi('supervisor').listDefenseStudents();
    await expect(defending.map((s) => s.studentDetails._id)).toContain(target.id);
  },
};

/** Sorting by the supervisor column toggles and goes back to page 1. */
export const SortBySupervisor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, 'Students');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Inspector/ }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Inspector/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /^Inspector/ }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Inspector/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
  },
};

/**
 * Search, then sort the matches: only the matches show, in the order pressed, and the first row's
 * Assign assigns the student that row names (not the first of the whole cohort).
 */
export const SortSearchThenAssign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, 'Students');
    const surname = commonSurname();
    const matches = searchMatches(surname);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search students' }), `${surname}{Enter}`);
    const said = `${matches.length} students match “${surname}”.`;
    await waitFor(() => expect(canvas.getByText(/students match/)).toHaveTextContent(said));
    await userEvent.click(canvas.getByRole('button', { name: /^Matric Number/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Matric Number/ }));
    await expect(canvas.getByRole('columnheader', { name: /Matric Number/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const expected = [...matches].sort((a, b) => byText(b.matricNo, a.matricNo));
    await waitFor(async () =>
      expect((await tableRows(canvasElement, 'Students')).map((row) => rowParts(row).name)).toEqual(
        expected.map((s) => s.name),
      ),
    );
    await expect(canvas.getByText(/students match/)).toHaveTextContent(said);
    await expect(canvas.getByRole('searchbox', { name: 'Search students' })).toHaveValue(surname);

    const first = rowParts((await tableRows(canvasElement, 'Students'))[0]!);
    await expect(first.id).toBe(expected[0]!._id);
    await waitFor(() => expect(within(first.select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(first.select, IDLE);
    await userEvent.click(first.assign);
    await waitFor(() => expect(first.row.getByRole('status')).toHaveTextContent(MESSAGES.assigned));
    const [student] = await fakeApi().getStudent({ id: expected[0]!._id });
    await expect(student?.inspection_supervisor?._id).toBe(IDLE);
  },
};

const SURNAME = commonSurname();

/**
 * Opened at an address holding a search and its sort (QA R11: Back from a student found by a
 * search, or a reload): the words are in the box and the matches show in that order, each with
 * its own Assign; searching again or Reset keeps the address with the table.
 */
export const OpenedWithItsSearch: Story = {
  parameters: { route: `/coordinator/assigninspector?q=${SURNAME}&sort=matricNo&order=desc` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matches = searchMatches(SURNAME);
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await expect(box).toHaveValue(SURNAME);
    const said = `${matches.length} students match “${SURNAME}”.`;
    await waitFor(() => expect(canvas.getByText(/students match/)).toHaveTextContent(said));
    await expect(canvas.getByRole('columnheader', { name: /Matric Number/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const expected = [...matches].sort((a, b) => byText(b.matricNo, a.matricNo));
    const rows = await tableRows(canvasElement, 'Students');
    await expect(rows.map((row) => rowParts(row).name)).toEqual(expected.map((s) => s.name));
    await expect(rowParts(rows[0]!).assign).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Students pages' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(box).toHaveValue('');
    await waitFor(() =>
      expect(canvas.getByTestId('current-search')).toHaveTextContent('?sort=matricNo&order=desc'),
    );
  },
};

/** Export saves students_inspection_list.csv: every student with their inspector. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, 'Students');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const file = await canvas.findByTestId('saved-file');
    await expect(file).toHaveAttribute('data-file-name', 'students_inspection_list.csv');
    await expect((file.textContent ?? '').split('\r\n')[0]).toBe(CSV_HEADERS.inspectionList.join(','));
  },
};

/** The supervisors cannot be loaded: the table stays, with a way to load them again. */
const supervisorsDown = failsThenRetries({
  fail: (until) => failWith('listSupervisors', 503, { message: 'Supervisors are being updated.' }, { until }),
  shows: async (canvas, canvasElement) => {
    await tableRows(canvasElement, 'Students');
    await waitFor(() =>
      expect(
        canvas.getByText(/Could not load the supervisors: Supervisors are being updated\./),
      ).toBeVisible(),
    );
  },
  retry: 'Load the supervisors again',
  recovered: async (canvas, canvasElement) => {
    const [row] = await tableRows(canvasElement, 'Students');
    await waitFor(() => expect(within(rowParts(row!).select).getAllByRole('option')).toHaveLength(13));
    await expect(canvas.queryByText(/Could not load the supervisors/)).toBeNull();
  },
});
export const SupervisorsError: Story = { ...supervisorsDown.Error, tags: ['state'] };
/** Load the supervisors again brings them once the server is back. */
export const SupervisorsErrorThenRetry: Story = { ...supervisorsDown.ErrorThenRetry, tags: ['journey'] };

/** Loading, an empty list, and a failed load that Try again recovers from. */
const states = studentListStates('Students');
export const Loading: Story = { ...states.Loading, tags: ['state'] };
export const Empty: Story = { ...states.Empty, tags: ['state'] };
export const Error: Story = { ...states.Error, tags: ['state'] };
export const ErrorThenRetry: Story = { ...states.ErrorThenRetry, tags: ['journey'] };
