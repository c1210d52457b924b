import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES, routes, SERVER_MESSAGES, type SupervisorGradeType } from '@siwes/api';
import { createFakeApi, mswPath } from '@siwes/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStudentList } from '../../kit/useStudentList.ts';
import type { Replacement } from './ReplaceDialog.tsx';
import { supervisorOptions } from './AssignSupervisorsScreen.tsx';
import { SelectionBar, useSelection } from './SelectionBar.tsx';

/** A fake whose students have no supervisor yet, so assigning them asks nothing first. */
function unassignedCohort() {
  const fake = createFakeApi();
  for (const student of fake.db.students) {
    student.inspection_supervisor = null;
    student.defense_supervisor = null;
  }
  return fake;
}

let fake = unassignedCohort();
const SUPERVISORS = supervisorOptions(
  createFakeApi().db.supervisors.map((s) => ({ ...s, noOfAssignedStudents: 0 })),
);
const CHOSEN = SUPERVISORS[0]!;

/** The bar over the assignment tables' list of the fake's students, as the screen wires it. */
function BarOverTheList({
  kind,
  onReplace,
}: {
  kind: SupervisorGradeType;
  onReplace: (replacement: Replacement) => void;
}) {
  const list = useStudentList();
  const selection = useSelection(kind, list, () => undefined);
  return (
    <SelectionBar list={list} kind={kind} selection={selection} options={SUPERVISORS} onReplace={onReplace} />
  );
}

/**
 * "Assign selected to ..." (issue 34): how many students are ticked, a supervisor to choose, one
 * button for all of them in one `assignSupervisors` call; Select this page and Clear selection;
 * then what the call did. The assignment tables show it over their rows (the cohort stories of
 * AssignSupervisorsScreen tick rows one by one and show a student refused).
 */
const meta = {
  title: 'Screens/Coordinator/AssignSupervisorsScreen: SelectionBar',
  component: BarOverTheList,
  parameters: {
    route: '/coordinator/assigninspector',
    services: { signedIn: ['coordinator'] },
  },
  args: { kind: 'inspection', onReplace: fn() },
  beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
    fake = unassignedCohort();
    msw.use(...fake.handlers);
  },
} satisfies Meta<typeof BarOverTheList>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Selected students' }));

/** Ticks the page shown (once the list has loaded) and chooses the first supervisor. */
async function selectPageFor(canvasElement: HTMLElement) {
  const b = bar(canvasElement);
  const selectPage = b.getByRole('button', { name: 'Select this page' });
  await waitFor(() => expect(selectPage).toBeEnabled());
  await userEvent.click(selectPage);
  await expect(b.getByRole('status')).toHaveTextContent('10 students selected.');
  await userEvent.selectOptions(b.getByRole('combobox', { name: 'Assign selected to' }), CHOSEN.value);
}

/** Nothing ticked: the bar says how to start, and Assign selected and Clear selection wait. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const b = bar(canvasElement);
    await expect(b.getByRole('status')).toHaveTextContent(
      'No students selected. Tick students to assign them together.',
    );
    await expect(b.getByRole('button', { name: 'Assign selected' })).toBeDisabled();
    await expect(b.getByRole('button', { name: 'Clear selection' })).toBeDisabled();
    await waitFor(() => expect(b.getByRole('button', { name: 'Select this page' })).toBeEnabled());
  },
};

/** The page ticked and assigned in one call: the bar says how many, and the selection empties. */
export const Success: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const b = bar(canvasElement);
    await selectPageFor(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Assign selected' }));
    await expect(await b.findByText(/10 students assigned\./)).toBeVisible();
    await expect(b.getByText(/^No students selected\./)).toBeVisible();
    const assigned = fake.db.students.filter((s) => s.inspection_supervisor?._id === CHOSEN.value);
    await expect(assigned).toHaveLength(10);
  },
};

/** The call refused whole: its reason shows, and every student stays ticked to try again. */
export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
    msw.use(
      http.post(mswPath(routes.assignSupervisors), () =>
        HttpResponse.json({ message: SERVER_MESSAGES.forbidden }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const b = bar(canvasElement);
    await selectPageFor(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Assign selected' }));
    await expect(await b.findByRole('alert')).toHaveTextContent(
      new RegExp(`${SERVER_MESSAGES.forbidden}|${MESSAGES.assignInspectorError}`),
    );
    await expect(b.getByRole('status')).toHaveTextContent('10 students selected.');
  },
};

/** Students who already have a supervisor: the bar asks the screen to confirm rather than assign. */
export const AsksBeforeReplacing: Story = {
  beforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
    fake = createFakeApi();
    msw.use(...fake.handlers);
  },
  play: async ({ canvasElement, args }) => {
    const b = bar(canvasElement);
    const selectPage = b.getByRole('button', { name: 'Select this page' });
    await waitFor(() => expect(selectPage).toBeEnabled());
    await userEvent.click(selectPage);
    const other = SUPERVISORS.at(-1)!;
    await userEvent.selectOptions(b.getByRole('combobox', { name: 'Assign selected to' }), other.value);
    await userEvent.click(b.getByRole('button', { name: 'Assign selected' }));
    await waitFor(() => expect(args.onReplace).toHaveBeenCalledOnce());
    const [replacement] = (args.onReplace as ReturnType<typeof fn>).mock.calls[0] as [Replacement];
    await expect(replacement.supervisorId).toBe(other.value);
    await expect(replacement.students.length).toBeGreaterThan(0);
  },
};

/** Clear selection empties it and takes back what the last call said. */
export const Cleared: Story = {
  play: async ({ canvasElement }) => {
    const b = bar(canvasElement);
    await selectPageFor(canvasElement);
    await userEvent.click(b.getByRole('button', { name: 'Clear selection' }));
    await expect(b.getByRole('status')).toHaveTextContent('No students selected.');
    await expect(b.getByRole('button', { name: 'Assign selected' })).toBeDisabled();
  },
};
