import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type Column } from './DataTable.tsx';

interface Row {
  id: string;
  name: string;
  matricNo: string;
  course: string;
  inspection: number | null;
}

const ROWS: Row[] = [
  { id: '1', name: 'Okafor, Chidi', matricNo: 'U2019/3010', course: 'Nursing', inspection: 24 },
  { id: '2', name: 'Adeyemi, Tolu', matricNo: 'U2019/3002', course: 'Computer Science', inspection: null },
  { id: '3', name: 'Bello, Aisha', matricNo: 'U2019/3007', course: 'Microbiology', inspection: 18 },
];

const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Student Name', value: (r) => r.name, sortable: true, rowHeader: true },
  { key: 'matricNo', header: 'Matric Number', value: (r) => r.matricNo, sortable: true },
  { key: 'course', header: 'Course', value: (r) => r.course, sortable: true },
  { key: 'inspection', header: 'Inspection Grade', value: (r) => r.inspection },
];

const meta = {
  title: 'Components/DataTable',
  tags: ['autodocs'],
  component: DataTable<Row>,
  args: { caption: 'Registered Students', columns: COLUMNS, rows: ROWS, rowKey: (r: Row) => r.id },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnTexts(table: HTMLElement, index: number) {
  return [...table.querySelectorAll('tbody tr')].map((tr) => tr.children[index]?.textContent);
}

/** Loaded rows; a missing grade shows N/A. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Registered Students' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'Adeyemi, Tolu' })).toBeVisible();
    await expect(columnTexts(table, 3)).toEqual(['24', 'N/A', '18']);
  },
};

/** Pressing a header sorts ascending; pressing it again sorts descending; aria-sort says which. */
export const SortToggles: Story = {
  args: { defaultSort: { key: 'course', order: 'asc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const courseHeader = canvas.getByRole('columnheader', { name: /Course/ });
    await expect(courseHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnTexts(table, 2)).toEqual(['Computer Science', 'Microbiology', 'Nursing']);
    await userEvent.click(canvas.getByRole('button', { name: /Course/ }));
    await expect(courseHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(columnTexts(table, 2)).toEqual(['Nursing', 'Microbiology', 'Computer Science']);
    const nameHeader = canvas.getByRole('columnheader', { name: /Student Name/ });
    await userEvent.click(canvas.getByRole('button', { name: /Student Name/ }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(courseHeader).toHaveAttribute('aria-sort', 'none');
    await expect(columnTexts(table, 0)).toEqual(['Adeyemi, Tolu', 'Bello, Aisha', 'Okafor, Chidi']);
  },
};

/** Server-sorted lists control the sort and are told which header was pressed. */
export const ControlledSort: Story = {
  args: { sort: { key: 'course', order: 'asc' }, onSortChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Matric Number/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith('matricNo');
  },
};

export const Loading: Story = {
  tags: ['state'],
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  tags: ['state'],
  args: { rows: [], emptyText: 'No students found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No students found.')).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['state'],
  args: { rows: [], error: 'Error fetching students' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error fetching students');
  },
};

/**
 * On a 320 px phone each row is a card, its cells under their headers, to be read and acted on
 * without scrolling sideways; the page does not scroll sideways either.
 */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Registered Students' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const table = canvas.getByRole('table', { name: 'Registered Students' });
    await expect(within(table).getByRole('rowheader', { name: 'Adeyemi, Tolu' })).toBeVisible();
    const cell = within(table).getAllByRole('cell')[0]!;
    await expect(cell).toHaveAttribute('data-label', 'Matric Number');
    await expect(getComputedStyle(cell, '::before').content).toContain('Matric Number');
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/**
 * Cards still sort: above them the sortable headers are a row of sort buttons (the others are
 * not seen), and a press sorts the cards as it would the rows.
 */
export const CardsSortOnPhone: Story = {
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Registered Students' });
    const table = canvas.getByRole('table', { name: 'Registered Students' });
    const sort = canvas.getByRole('button', { name: /Course/ });
    await expect(sort).toBeVisible();
    await expect(sort.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
    const plain = canvas.getByRole('columnheader', { name: 'Inspection Grade' });
    await expect(plain.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(sort);
    await expect(canvas.getByRole('columnheader', { name: /Course/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(columnTexts(table, 2)).toEqual(['Computer Science', 'Microbiology', 'Nursing']);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A table with nothing to sort shows no sort row above its cards. */
export const CardsWithoutSorting: Story = {
  args: { columns: COLUMNS.map((column) => ({ ...column, sortable: false })) },
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const headers = canvas.getByRole('columnheader', { name: 'Student Name' }).closest('thead')!;
    await expect(headers.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Wide enough, the same table is a table: the labels stay hidden. */
export const TableWhenWide: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Registered Students' });
    await expect(getComputedStyle(table).display).toBe('table');
    const cell = within(table).getAllByRole('cell')[0]!;
    await expect(getComputedStyle(cell, '::before').content).toBe('none');
  },
};
