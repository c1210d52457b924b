import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { describeLagosTime, MESSAGES, routes, SERVER_MESSAGES, type Supervisor } from '@siwes/api';
import { mswPath } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  IDLE,
  rowParts,
  rowsWithoutSupervisor,
  rowsWithSupervisor,
} from '../../testing/assignSupervisors.ts';
import { fakeApi, tableRows } from '../../testing/stories.ts';
import { AssignSupervisorsScreen } from './AssignSupervisorsScreen.tsx';

/**
 * Issue 34 on the assignment tables: the current supervisor and their date in each row, the
 * question before a replacement (what is lost, keep or clear the date), two supervisors of one
 * name told apart, and the cohort's tools: filters kept in the address, the page size, rows
 * ticked and assigned in one call, and the students that call could not assign.
 */
const meta = {
  title: 'Screens/Coordinator/AssignSupervisorsScreen: reassigning and the cohort',
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

/** A student with an inspector and a date on the first page, and that row. */
async function datedRow(canvasElement: HTMLElement) {
  const rows = await tableRows(canvasElement, 'Students');
  const row = rowsWithSupervisor(rows).find((r) => /Date: /.test(r.current.textContent ?? ''));
  if (!row) throw new Error('no student with an inspection date on the first page');
  const [student] = await fakeApi().getStudent({ id: row.id });
  const inspector = student!.inspection_supervisor!;
  await waitFor(() => expect(within(row.select).getAllByRole('option').length).toBeGreaterThan(1));
  return { row, student: student!, inspector, by: `${inspector.firstName} ${inspector.lastName}` };
}

/** Each row says who the inspector is now and the date they set, or that none is set yet. */
export const CurrentSupervisorShown: Story = {
  play: async ({ canvasElement }) => {
    const { row, by, inspector } = await datedRow(canvasElement);
    await expect(row.current).toHaveTextContent(by);
    await expect(row.current).toHaveTextContent(/Date: \d{1,2} \w+ 2026/);
    await expect(inspector.assignedDate).toBeTruthy();
    const rows = await tableRows(canvasElement, 'Students');
    const none = rowsWithoutSupervisor(rows)[0]!;
    await expect(none.current).toHaveTextContent('N/A');
  },
};

/**
 * Replacing an inspector asks first, naming the date lost and who set it; Cancel changes nothing;
 * "Clear it" then Replace assigns with the date cleared, and the old inspector is mailed.
 */
export const ReplaceAsksAndClears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const { row, student, inspector, by } = await datedRow(canvasElement);
    await userEvent.selectOptions(row.select, IDLE);
    await userEvent.click(row.assign);
    const dialog = await canvas.findByRole('dialog', {
      name: `Replace ${by} as ${student.name}'s inspector?`,
    });
    const day = describeLagosTime(inspector.assignedDate!, { time: false });
    await expect(dialog).toHaveTextContent(`the inspection date of ${day} set by ${by}`);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect((await fakeApi().getStudent({ id: row.id }))[0]?.inspection_supervisor?._id).toBe(
      inspector._id,
    );

    await userEvent.click(row.assign);
    const again = await canvas.findByRole('dialog');
    await userEvent.click(within(again).getByRole('radio', { name: /Clear it/ }));
    await userEvent.click(within(again).getByRole('button', { name: 'Replace and assign' }));
    await waitFor(() => expect(row.row.getByRole('status')).toHaveTextContent(MESSAGES.assigned));
    const [after] = await fakeApi().getStudent({ id: row.id });
    await expect(after?.inspection_supervisor?._id).toBe(IDLE);
    await expect(after?.inspection_supervisor?.assignedDate).toBeNull();
    await expect(row.current).toHaveTextContent('No date yet');
    const [mail] = await fakeApi().getDevOutbox(inspector.email);
    await expect(mail?.text).toContain(`- ${student.name}, now with`);
    await expect(mail?.text).toContain('is cleared');
  },
};

/** "Keep it for ..." keeps the date: the new inspector has the student on the same day. */
export const ReplaceKeepsTheDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const { row, inspector } = await datedRow(canvasElement);
    await userEvent.selectOptions(row.select, IDLE);
    await userEvent.click(row.assign);
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: /Keep it for/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace and assign' }));
    await waitFor(() => expect(row.row.getByRole('status')).toHaveTextContent(MESSAGES.assigned));
    const [after] = await fakeApi().getStudent({ id: row.id });
    await expect(after?.inspection_supervisor?._id).toBe(IDLE);
    await expect(after?.inspection_supervisor?.assignedDate).toBe(inspector.assignedDate);
    await expect(row.current).toHaveTextContent(/Date: /);
  },
};

const twin = (id: string, email: string, office: string, n: number): Supervisor => ({
  _id: id,
  firstName: 'Tolu',
  lastName: 'Bello',
  phone: '08030000000',
  email,
  office,
  noOfAssignedStudents: n,
});

/** Two supervisors named Tolu Bello: each dropdown tells them apart by email and office; others keep their name alone. */
export const SameNameSupervisors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mswPath(routes.listSupervisors), () =>
        HttpResponse.json([
          twin('sup-t1', 'tolu.bello@uni.edu.ng', 'Room 12', 3),
          twin('sup-t2', 'tbello@uni.edu.ng', 'Annex 4', 0),
          { ...twin(IDLE, 'ngozi@uni.edu.ng', 'Room 1', 1), firstName: 'Ngozi', lastName: 'Eze' },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const rows = await tableRows(canvasElement, 'Students');
    const { select } = rowParts(rows[0]!);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(labels).toEqual([
      'Choose a supervisor',
      'Tolu Bello, tolu.bello@uni.edu.ng, Room 12 (3 students)',
      'Tolu Bello, tbello@uni.edu.ng, Annex 4 (0 students)',
      'Ngozi Eze (1 student)',
    ]);
  },
};

/**
 * The cohort: only students with no inspector, 25 a page (both in the address), every one ticked
 * and assigned to one supervisor in one action; each then has that inspector.
 */
export const FilterSelectAndAssign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, 'Students');
    // Five actions: the box (applied at once), the page size, Select this page, the supervisor, Assign selected.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only students with no inspector' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Students a page' }), '25');
    await waitFor(() =>
      expect(canvas.getByTestId('current-search')).toHaveTextContent('?unassigned=inspection&size=25'),
    );
    const rows = await tableRows(canvasElement, 'Students');
    await expect(rows.length).toBeGreaterThan(10);
    await expect(rowsWithoutSupervisor(rows)).toHaveLength(rows.length);
    await expect(canvas.getByText(/students match the filters\./)).toBeVisible();
    const codes = await Promise.all(
      rows.map(async (r) => (await fakeApi().getStudent({ id: rowParts(r).id }))[0]!.studentCode),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Select this page' }));
    await expect(canvas.getByText(`${rows.length} students selected.`)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assign selected to' }), IDLE);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign selected' }));
    await waitFor(() =>
      expect(canvas.getByText(`${MESSAGES.assigned} ${rows.length} students assigned.`)).toBeVisible(),
    );
    await expect(
      canvas.getByText('No students selected. Tick students to assign them together.'),
    ).toBeVisible();
    // Checked as the supervisor: their own inspection list holds every student assigned.
    const theirs = (await fakeApi('idleSupervisor').listInspectionStudents()).map(
      (s) => s.studentDetails.studentCode,
    );
    await expect(theirs.sort()).toEqual([...codes].sort());
  },
};

/**
 * Students ticked, then one given an inspector elsewhere meanwhile: the call assigns the others
 * and names that one with the reason, still ticked.
 */
export const SelectedWithOneRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = rowsWithoutSupervisor(await tableRows(canvasElement, 'Students'));
    const [a, b] = rows as [ReturnType<typeof rowParts>, ReturnType<typeof rowParts>];
    await userEvent.click(a.check);
    await userEvent.click(b.check);
    await expect(canvas.getByText('2 students selected.')).toBeVisible();
    const [taken] = await fakeApi().getStudent({ id: b.id });
    await fakeApi().assignInspectionSupervisor({ studentCode: taken!.studentCode, supervisorId: 'sup-02' });
    const other = (await fakeApi().listSupervisors()).find((s) => s._id === 'sup-02')!;

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assign selected to' }), IDLE);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign selected' }));
    const refused = await canvas.findByRole('list', { name: 'Not assigned' });
    await expect(refused).toHaveTextContent(
      `${taken!.name} (${taken!.studentCode}): Already assigned to ${other.firstName} ${other.lastName}.`,
    );
    const selected = within(canvas.getByRole('region', { name: 'Selected students' }));
    await expect(selected.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.assignedSome(1, 2));
    await expect(canvas.getByText('1 student selected.')).toBeVisible();
    await expect((await fakeApi().getStudent({ id: a.id }))[0]?.inspection_supervisor?._id).toBe(IDLE);
  },
};

/** Filters no student passes: the table says so, and the address holds them for a reload. */
export const FiltersMatchNoOne: Story = {
  parameters: { route: '/coordinator/assigninspector?company=No%20Such%20Company&unassigned=inspection' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Company/ })).toHaveValue('No Such Company');
    await expect(canvas.getByRole('checkbox', { name: 'Only students with no inspector' })).toBeChecked();
    await waitFor(() => expect(canvas.getByText('No students match.')).toBeVisible());
    await expect(canvas.getByText('0 students match the filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await tableRows(canvasElement, 'Students')).toHaveLength(10);
    await waitFor(() => expect(canvas.getByTestId('current-search')).toHaveTextContent(/^$/));
  },
};

/** A phone at 360 px: the filters and the selection fit without sideways scrolling; a row's Assign still asks before replacing. */
export const PhoneWidth: Story = {
  parameters: { width: 360 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tableRows(canvasElement, 'Students');
    const viewport = canvas.getByTestId('viewport');
    await expect(viewport.scrollWidth).toBeLessThanOrEqual(360);
    for (const name of ['Apply filters', 'Assign selected', 'Select this page']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(360);
    }
    const { row } = await datedRow(canvasElement);
    await userEvent.selectOptions(row.select, IDLE);
    await userEvent.click(row.assign);
    // The dialog sits over the whole frame (wider than this story's phone), so only its parts are checked.
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: /Keep it for/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Replace and assign' })).toBeVisible();
  },
};
