import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { MyStudent, StudentFilters } from '../../kit/myStudents.ts';
import { MyStudentsFilters } from './MyStudentsFilters.tsx';

const visit = { date: null, score: null, status: 'date-not-set' } as const;
const student = (code: string, name: string, company: string, state: string): MyStudent => ({
  id: `id-${code}`,
  code,
  name,
  matricNo: `U2020/${code}`,
  course: 'Computer Science',
  company,
  state,
  inspection: visit,
  defense: null,
});
const STUDENTS = [
  student('S1', 'Ada Obi', 'Andela', 'Lagos'),
  student('S2', 'Bola Ade', 'Interswitch', 'Lagos'),
  student('S3', 'Chidi Eze', 'Andela', 'Enugu'),
];
const NONE: StudentFilters = { status: '', visit: '', state: '', company: '', q: '' };

/** The filters over three students, with the filters they hold now (the screen keeps them in the address). */
function FiltersOfThree() {
  const [filters, setFilters] = useState<StudentFilters>(NONE);
  return (
    <>
      <MyStudentsFilters
        students={STUDENTS}
        filters={filters}
        setFilter={(key, value) => setFilters((now) => ({ ...now, [key]: value }))}
      />
      <output aria-label="Filters now">{new URLSearchParams({ ...filters }).toString()}</output>
    </>
  );
}

/**
 * My Students' filters (issue 34): status, visit, and the state and company of the supervisor's
 * own students (each once, in order), and a name search; Clear filters once any is set.
 */
const meta = {
  title: 'Screens/Supervisor/MyStudentsScreen: MyStudentsFilters',
  component: FiltersOfThree,
} satisfies Meta<typeof FiltersOfThree>;

export default meta;
type Story = StoryObj<typeof meta>;

const filters = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Filters' }));

/** Nothing filtered: each choice at "Any", the companies and states of these students, no Clear. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const f = filters(canvasElement);
    await expect(f.getByLabelText('Status')).toHaveDisplayValue('Any status');
    const companies = within(f.getByLabelText('Company')).getAllByRole('option');
    await expect(companies.map((o) => o.textContent)).toEqual(['Any company', 'Andela', 'Interswitch']);
    const states = within(f.getByLabelText('State')).getAllByRole('option');
    await expect(states.map((o) => o.textContent)).toEqual(['Any state', 'Enugu', 'Lagos']);
    await expect(f.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A company chosen and a name typed, then all cleared with one button. */
export const FilteredThenCleared: Story = {
  play: async ({ canvasElement }) => {
    const f = filters(canvasElement);
    const now = within(canvasElement).getByLabelText('Filters now');
    await userEvent.selectOptions(f.getByLabelText('Company'), 'Andela');
    await userEvent.type(f.getByLabelText('Search by name'), 'Ada');
    await expect(now).toHaveTextContent('company=Andela&q=Ada');
    await userEvent.click(f.getByRole('button', { name: 'Clear filters' }));
    await expect(now).toHaveTextContent('status=&visit=&state=&company=&q=');
    await expect(f.getByLabelText('Company')).toHaveDisplayValue('Any company');
    await expect(f.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};
