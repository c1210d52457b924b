import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { CSV_HEADERS, MESSAGES, routes } from '@siwes/api';
import { failWith, FIXTURE_IDS, mswPath, Outage } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  byText,
  commonSurname,
  expectInFrame,
  fakeApi,
  searchMatches,
  studentListStates,
  tableRows,
} from '../../testing/stories.ts';
import { AssignSupervisorsScreen } from './AssignSupervisorsScreen.tsx';

const meta = {
  title: 'Coordinator/AssignSupervisorsScreen',
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

const IDLE = FIXTURE_IDS.idleSupervisor;

/** A row's parts: the student's id and code, its supervisor cell, dropdown, Assign and notices. */
function rowParts(row: HTMLElement) {
  const cells = row.querySelectorAll('th, td');
  const link = within(row).getAllByRole('link')[0]!;
  const name = link.textContent ?? '';
  return {
    id: link.getAttribute('href')!.split('/').pop()!,
    name,
    current: cells[3] as HTMLElement,
    select: within(row).getByRole('combobox'),
    assign: within(row).getByRole('button', { name: `Assign ${name}` }),
    row: within(row),
  };
}

/** The inspectors' table: each student's current inspector, a dropdown of every supervisor with their load, and Assign. */
export const Loaded: Story = {
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
    const slow = rowParts(rows[0]!);
    const failing = rowParts(rows[1]!);
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
export const AssignFails: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('assignInspectionSupervisor', 500));
  },
  play: async ({ canvasElement }) => {
    const rows = await tableRows(canvasElement, 'Students');
    const target = rowParts(rows[0]!);
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
    const target = rowParts(rows[4]!);
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

const serverDown = new Outage();

/** The supervisors cannot be loaded: the table stays, with a way to load them again. */
export const SupervisorsFail: Story = {
  beforeEach({ msw }) {
    msw.use(
      failWith(
        'listSupervisors',
        503,
        { message: 'Supervisors are being updated.' },
        { until: serverDown.begin() },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvasElement, 'Students');
    await waitFor(() =>
      expect(
        canvas.getByText(/Could not load the supervisors: Supervisors are being updated\./),
      ).toBeVisible(),
    );
    serverDown.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Load the supervisors again' }));
    await waitFor(() => expect(within(rowParts(rows[0]!).select).getAllByRole('option')).toHaveLength(13));
    await expect(canvas.queryByText(/Could not load the supervisors/)).toBeNull();
  },
};

/** Loading, an empty list, and a failed load that Try again recovers from. */
const states = studentListStates('Students');
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;

/**
 * A phone at 320 px: each student is a card, the name first and its dropdown and Assign under it,
 * seen together with no sideways scrolling; the headers still sort, as buttons above the cards.
 */
export const Phone: Story = {
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvasElement, 'Students');
    const viewport = canvas.getByTestId('viewport');
    await expect(viewport.scrollWidth).toBeLessThanOrEqual(320);
    const region = canvas.getByRole('region', { name: 'Students' });
    const first = rowParts(rows[0]!);
    const name = within(rows[0]!).getByRole('rowheader');
    await expect(name).toHaveAttribute('data-label', 'Name');
    await expectInFrame(region, name, first.select, first.assign);
    // The name comes first, the controls under it, in one card.
    await expect(first.select.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    const sort = canvas.getByRole('button', { name: /^Matric Number/ });
    await expect(sort).toBeVisible();
    await userEvent.click(sort);
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Matric Number/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
  },
};

/** The defence table on a phone: cards too. */
export const PhoneDefence: Story = {
  args: { kind: 'defense' },
  parameters: { width: 320, route: '/coordinator/assigndefence' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvasElement, 'Students');
    const first = rowParts(rows[0]!);
    await expectInFrame(canvas.getByRole('region', { name: 'Students' }), first.select, first.assign);
    await expect(first.current).toHaveAttribute('data-label', 'Defence Supervisor');
  },
};

/**
 * A laptop beside the sidebar (1280 px): the dropdown shows a supervisor's name and load whole
 * (it is as wide as the same dropdown would make itself for its longest choice), and the
 * students' names keep their room (8rem at the least: most on one or two lines).
 */
export const Laptop: Story = {
  parameters: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvasElement, 'Students');
    const region = canvas.getByRole('region', { name: 'Students' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const select = rowParts(rows[0]!).select as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    const longest = [...select.options].map((o) => o.text).sort((a, b) => b.length - a.length)[0]!;
    const probe = select.cloneNode(false) as HTMLSelectElement;
    probe.style.cssText = 'position:absolute;width:auto';
    probe.append(new Option(longest));
    select.parentElement!.append(probe);
    const needs = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(needs).toBeLessThanOrEqual(select.getBoundingClientRect().width);
    const name = within(rows[0]!).getByRole('rowheader');
    const padding =
      parseFloat(getComputedStyle(name).paddingLeft) + parseFloat(getComputedStyle(name).paddingRight);
    await expect(name.clientWidth - padding).toBeGreaterThanOrEqual(8 * 16);
  },
};

/** 1024 px: the narrowest laptop; nothing scrolls sideways (the longest choices are cut short). */
export const Laptop1024: Story = {
  parameters: { width: 1024 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, 'Students');
    const region = canvas.getByRole('region', { name: 'Students' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
