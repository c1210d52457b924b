import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { ApiError, type ScheduleBody, type SupervisorGradeType } from '@siwes/api';
import { expect, userEvent, within } from 'storybook/test';
import type { MyStudent } from '../../kit/myStudents.ts';
import { useRowBatch } from '../../kit/useRowBatch.ts';
import { DateForAll, type Batches } from './DateForAll.tsx';

const visit = (date: string | null) =>
  ({ date, score: null, status: date ? 'not-graded' : 'date-not-set' }) as const;
const student = (code: string, name: string, defence: boolean): MyStudent => ({
  id: `id-${code}`,
  code,
  name,
  matricNo: `U2020/${code}`,
  course: 'Computer Science',
  company: 'Andela',
  state: 'Lagos',
  inspection: visit(null),
  defense: defence ? visit(null) : null,
});
const STUDENTS = [
  student('S1', 'Ada Obi', true),
  student('S2', 'Bola Ade', true),
  student('S3', 'Chidi Eze', false),
];
/** The student whose date the server refuses in the story that shows a refusal. */
const REFUSED = 'S2';

/** What each student's call sent, by the story's row batches. */
let sent: Array<{ visit: SupervisorGradeType; body: ScheduleBody }> = [];

/** The form over three students, its row batches answering at once (one refusing when asked). */
function DateForThree({ refuse }: { refuse: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setVisit] = useState<SupervisorGradeType>('inspection');
  const fieldId = useId();
  const act = (v: SupervisorGradeType) => async (code: string, body: ScheduleBody) => {
    sent.push({ visit: v, body });
    if (refuse && code === REFUSED)
      throw new ApiError({ status: 403, code: 'http', message: 'This student is not assigned to you.' });
    return { message: 'set' };
  };
  const batches: Batches = {
    inspection: useRowBatch<ScheduleBody>({ act: act('inspection'), successMessage: 'Inspection date set.' }),
    defense: useRowBatch<ScheduleBody>({ act: act('defense'), successMessage: 'Defence date set.' }),
  };
  return (
    <DateForAll
      students={STUDENTS}
      shown={STUDENTS}
      selected={selected}
      setSelected={setSelected}
      batches={batches}
      visit={chosen}
      setVisit={setVisit}
      fieldId={fieldId}
    />
  );
}

/**
 * My Students' "One date for several students" (issue 34): select the students shown, choose the
 * visit, pick a date in Lagos time; each student's own call goes out, and the progress and the
 * outcome are said in a live region (each refusal on its row, in the screen's table).
 */
const meta = {
  title: 'Screens/Supervisor/MyStudentsScreen: DateForAll',
  component: DateForThree,
  args: { refuse: false },
  beforeEach() {
    sent = [];
  },
} satisfies Meta<typeof DateForThree>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'One date for several students' }));

/** Nobody selected yet: the inspection visit chosen, the count at none. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.getByText('0 students selected')).toBeVisible();
    await expect(f.getByRole('radio', { name: 'Inspection' })).toBeChecked();
    await expect(f.getByLabelText('Inspection date for the selected students')).toHaveValue('');
    await expect(f.getByRole('button', { name: 'Set inspection date for selected' })).toBeEnabled();
  },
};

/** Sent with no one selected: it says what to do first, and nothing is sent. */
export const Error: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Inspection date for the selected students'), '2027-03-15T10:30');
    await userEvent.click(f.getByRole('button', { name: 'Set inspection date for selected' }));
    await expect(await f.findByRole('alert')).toHaveTextContent('Select at least one student first.');
    await expect(sent).toEqual([]);
  },
};

/** A student not on the chosen visit's list: named, the others not sent until they are left out. */
export const NotOnThatListError: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByLabelText('Select all 3 students shown'));
    await userEvent.click(f.getByRole('radio', { name: 'Defence' }));
    await userEvent.type(f.getByLabelText('Defence date for the selected students'), '2027-03-15T10:30');
    await userEvent.click(f.getByRole('button', { name: 'Set defence date for selected' }));
    await expect(await f.findByRole('alert')).toHaveTextContent(
      'Not on your defence list: Chidi Eze. Leave them out or choose the other visit.',
    );
    await expect(sent).toEqual([]);
  },
};

/** All three selected and sent: one call each, with the same instant, and the outcome said. */
export const Success: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByLabelText('Select all 3 students shown'));
    await expect(f.getByText('3 students selected')).toBeVisible();
    await userEvent.type(f.getByLabelText('Inspection date for the selected students'), '2027-03-15T10:30');
    await userEvent.click(f.getByRole('button', { name: 'Set inspection date for selected' }));
    await expect(await f.findByText('Inspection date set for 3 students.')).toBeVisible();
    await expect(sent.map((s) => s.body.studentCode)).toEqual(['S1', 'S2', 'S3']);
    // 10:30 in Lagos (UTC+1) is 09:30 UTC.
    await expect(new Set(sent.map((s) => s.body.date))).toEqual(new Set(['2027-03-15T09:30:00.000Z']));
    await expect(f.getByText('0 students selected')).toBeVisible();
  },
};

/** One of the calls refused: the others still set, and the outcome says how many and where. */
export const OneRefused: Story = {
  args: { refuse: true },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.getByLabelText('Select all 3 students shown'));
    await userEvent.type(f.getByLabelText('Inspection date for the selected students'), '2027-03-15T10:30');
    await userEvent.click(f.getByRole('button', { name: 'Set inspection date for selected' }));
    await expect(
      await f.findByText('Inspection date set for 2 of 3 students; 1 refused, said on its row.'),
    ).toBeVisible();
  },
};
