import type { Meta, StoryObj } from '@storybook/react-vite';
import { ASSIGN_PAGE_SIZES, PAGE_SIZE, type SupervisorGradeType } from '@siwes/api';
import { matchesStudentFilters, type StudentFilters } from '@siwes/api/rules';
import { createFakeApi } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectInFrame } from '../../testing/stories.ts';
import { usePagedListState } from '../../kit/usePagedList.ts';
import { useStudentList } from '../../kit/useStudentList.ts';
import { AssignFilters } from './AssignFilters.tsx';

/** How many of the fake's students pass these filters, by the rule the fake and the server share. */
const passing = (filters: StudentFilters) =>
  createFakeApi().db.students.filter((s) => matchesStudentFilters(s, filters)).length;

/** A student of the fake placed at a company: their state and course are filters someone passes. */
const PLACED = createFakeApi().db.students.find((s) => s.company?.state && s.company.name)!;
const PLACED_FILTERS = { state: PLACED.company!.state, course: PLACED.course! };

/** The filters over the assignment tables' list of the fake's students, and how many it holds. */
function FiltersOverTheList({ kind }: { kind: SupervisorGradeType }) {
  const list = useStudentList({ filters: true, pageSizes: ASSIGN_PAGE_SIZES });
  const total = usePagedListState(list, (v) => v.total);
  const ready = usePagedListState(list, (v) => v.status === 'ready');
  return (
    <>
      <AssignFilters list={list} kind={kind} />
      <p role="status">{ready ? `${total} students` : 'Loading…'}</p>
    </>
  );
}

const count = (canvasElement: HTMLElement, n: number) =>
  waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${n} students`));
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('current-search');
/** The filters the address holds now. */
const addressed = (canvasElement: HTMLElement) =>
  Object.fromEntries(new URLSearchParams(address(canvasElement).textContent ?? ''));

/**
 * The assignment tables' filters (issue 34): only the students with no supervisor on this list,
 * the company's state, part of its name, the course, applied together from page 1 and kept in the
 * address; a box ticked or a choice made applies at once, the company's text with Enter or Apply
 * filters; and the page size. Shown over the fake's cohort, with how many students pass.
 */
const meta = {
  title: 'Screens/Coordinator/AssignSupervisorsScreen: AssignFilters',
  component: FiltersOverTheList,
  parameters: {
    route: '/coordinator/assigninspector',
    services: { signedIn: ['coordinator'] },
  },
  args: { kind: 'inspection' },
} satisfies Meta<typeof FiltersOverTheList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: each field empty with its placeholder, 10 students a page, the whole cohort. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Filter students' });
    await expect(
      within(form).getByRole('checkbox', { name: 'Only students with no inspector' }),
    ).not.toBeChecked();
    // The states load with the reference lists' code: then "Any state" and every state.
    const state = within(form).getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(state).toHaveDisplayValue('Any state'));
    await expect(within(state).getByRole('option', { name: 'Lagos' })).toBeInTheDocument();
    const company = within(form).getByRole('textbox', { name: 'Company' });
    await expect(company).toHaveValue('');
    await expect(company).toHaveAccessibleDescription('Part of its name.');
    await expect(within(form).getByRole('combobox', { name: 'Course' })).toHaveDisplayValue('Any course');
    const size = canvas.getByRole('combobox', { name: 'Students a page' });
    await expect(size).toHaveValue(String(PAGE_SIZE));
    await expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(ASSIGN_PAGE_SIZES.map(String));
    await count(canvasElement, passing({}));
  },
};

/** On the defence table the box names the defence supervisor; ticked, it applies at once and the address keeps it. */
export const Defence: Story = {
  args: { kind: 'defense' },
  parameters: { route: '/coordinator/assigndefence' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, passing({}));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only students with no defence supervisor' }));
    await count(canvasElement, passing({ unassigned: 'defense' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('?unassigned=defense'));
  },
};

/**
 * By keyboard: part of a company's name, Enter, and only its students stay, with the box's filter;
 * Clear filters empties every field and brings the cohort back.
 */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const part = PLACED.company!.name.slice(0, 5);
    await count(canvasElement, passing({}));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only students with no inspector' }));
    await count(canvasElement, passing({ unassigned: 'inspection' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), `${part}{Enter}`);
    await count(canvasElement, passing({ unassigned: 'inspection', company: part }));
    await waitFor(() =>
      expect(addressed(canvasElement)).toEqual({ unassigned: 'inspection', company: part }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await count(canvasElement, passing({}));
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Only students with no inspector' })).not.toBeChecked();
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^$/));
  },
};

/** Opened from an address that names filters (Back, a reload, a shared link): the fields show them. */
export const FromTheAddress: Story = {
  parameters: {
    route: `/coordinator/assigninspector?${new URLSearchParams({ ...PLACED_FILTERS, size: '25' }).toString()}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue(PLACED_FILTERS.state),
    );
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue(PLACED_FILTERS.course);
    await expect(canvas.getByRole('combobox', { name: 'Students a page' })).toHaveValue('25');
    const n = passing(PLACED_FILTERS);
    await expect(n).toBeGreaterThan(0);
    await count(canvasElement, n);
  },
};

/** A page size chosen applies at once and is kept in the address. */
export const PageSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, passing({}));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Students a page' }), '50');
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('?size=50'));
  },
};

/** A phone at 320 px: the fields one under another, the buttons and the page size inside the screen. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInFrame(
      canvas.getByTestId('viewport'),
      canvas.getByRole('button', { name: 'Apply filters' }),
      canvas.getByRole('button', { name: 'Clear filters' }),
      canvas.getByRole('combobox', { name: 'Students a page' }),
      canvas.getByRole('textbox', { name: 'Company' }),
    );
  },
};
