import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGE_SIZE } from '@siwes/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  columnTexts,
  expectCards,
  searchMatches,
  studentListStates,
  tableRows,
} from '../../testing/stories.ts';
import { STUDENT } from '../../testing/studentsTable.tsx';
import { STUDENT_COLUMNS } from '../studentColumns.tsx';
import { useStudentList } from '../useStudentList.ts';
import { STUDENT_SEARCH, StudentTableScreen } from './StudentTableScreen.tsx';

const CAPTION = 'Students';

/** A coordinator's table of the fake's students, as Registered Students and the other cohort tables build it. */
function Students() {
  const list = useStudentList();
  return (
    <StudentTableScreen
      title="Students"
      lead="Every registered student, ten a page."
      list={list}
      caption={CAPTION}
      columns={STUDENT_COLUMNS}
    />
  );
}

/**
 * A coordinator's table of students (Registered Students, the two assignment tables, Collate
 * Grades, Batch Grading): the paged table screen over `useStudentList`, with the students' search
 * (the server's, from 3 characters) and one empty text. Paging and sorting are the template's
 * (Kit/PagedTableScreen).
 */
const meta = {
  title: 'Patterns/PagedTableScreen: StudentTableScreen',
  component: Students,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/students',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof Students>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten students a page, each name a link to the student's details, under the coordinator's menu. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    const rows = await tableRows(canvasElement, CAPTION);
    await expect(rows).toHaveLength(PAGE_SIZE);
    const first = within(rows[0]!).getByRole('rowheader');
    await expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/coordinator\/student\/[^/]+$/),
    );
    await expect(canvas.getByRole('navigation', { name: 'Coordinator menu' })).toBeInTheDocument();
    const box = canvas.getByRole('searchbox', { name: STUDENT_SEARCH.label });
    await expect(box).toHaveAttribute('placeholder', STUDENT_SEARCH.placeholder);
  },
};

/** The search finds a student by their code, as its placeholder says, and says how many match. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(searchMatches(STUDENT.studentCode)).toEqual([STUDENT]);
    await tableRows(canvasElement, CAPTION);
    const box = canvas.getByRole('searchbox', { name: STUDENT_SEARCH.label });
    await userEvent.type(box, `${STUDENT.studentCode}{Enter}`);
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Name')).toEqual([STUDENT.name]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(`1 student matches “${STUDENT.studentCode}”.`);
  },
};

/** Loading (the table busy), Empty ('No students have registered yet.') and Error (the server's message, with Try again). */
const states = studentListStates(CAPTION);
export const Loading: Story = { ...states.Loading, tags: ['state'] };
export const Empty: Story = { ...states.Empty, tags: ['state'] };
export const Error: Story = { ...states.Error, tags: ['state'] };
/** Try again loads the list once the server is back. */
export const ErrorThenRetry: Story = { ...states.ErrorThenRetry, tags: ['journey'] };

/** A phone at 320 px: each student is a card, nothing scrolling sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, CAPTION);
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
