import type { Meta, StoryObj } from '@storybook/react-vite';
import { CSV_HEADERS } from '@siwes/api';
import { createFakeApi, failWith, STUDENT_COUNT } from '@siwes/mocks';
import { expectInFrame, fakeApi, studentListStates } from '../../testing/stories.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RegisteredStudentsScreen } from './RegisteredStudentsScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/RegisteredStudentsScreen',
  component: RegisteredStudentsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/students',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof RegisteredStudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGES = Math.ceil(STUDENT_COUNT / 10);

/** The body rows of the students table, once loaded. */
async function rows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: 'Registered students' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).getAllByRole('row').slice(1);
}

/** A column's texts, by its header. */
async function column(canvasElement: HTMLElement, header: string) {
  const table = within(canvasElement).getByRole('table', { name: 'Registered students' });
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent?.startsWith(header));
  return (await rows(canvasElement)).map((row) => row.querySelectorAll('th, td')[index]?.textContent ?? '');
}

const sorted = (values: string[]) =>
  [...values].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));

/** Loaded: 10 students a page, by course ascending; each name opens the student, each Edit their edit page. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await rows(canvasElement);
    await expect(shown).toHaveLength(10);
    const courses = await column(canvasElement, 'Course');
    await expect(courses).toEqual(sorted(courses));
    await expect(canvas.getByRole('columnheader', { name: /Course/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const first = within(shown[0]!);
    const link = first.getAllByRole('link')[0]!;
    await expect(link.getAttribute('href')).toMatch(/^\/coordinator\/student\/stu-\d+$/);
    const id = link.getAttribute('href')!.split('/').pop();
    await expect(first.getByRole('link', { name: /^Edit / })).toHaveAttribute(
      'href',
      `/coordinator/edit/student/${id}`,
    );
    await expect(canvas.getByRole('button', { name: `Page ${PAGES}` })).toBeVisible();
  },
};

/** Sorting: the same header toggles ascending and descending and goes back to page 1. */
export const SortToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Course/ }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Course/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const courses = await column(canvasElement, 'Course');
    await expect(courses).toEqual(sorted(courses).reverse());
    await userEvent.click(canvas.getByRole('button', { name: /^Matric Number/ }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Matric Number/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    const matrics = await column(canvasElement, 'Matric Number');
    await expect(matrics).toEqual(sorted(matrics));
  },
};

/** Search runs from 3 characters (fewer does nothing); Reset brings back the first page. */
export const SearchAndReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await column(canvasElement, 'Name');
    const target = createFakeApi().db.students.find((s) => s.email === 'student@siwes.test')!;
    const box = canvas.getByRole('searchbox', { name: 'Search students' });
    await userEvent.type(box, target.lastName.slice(0, 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await column(canvasElement, 'Name')).toEqual(before);
    await userEvent.clear(box);
    await userEvent.type(box, `${target.matricNo}{Enter}`);
    await waitFor(async () => expect(await column(canvasElement, 'Name')).toEqual([target.name]));
    await expect(canvas.getByText(`1 student matches “${target.matricNo}”.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(async () => expect(await column(canvasElement, 'Name')).toEqual(before));
    await expect(box).toHaveValue('');
  },
};

/** Jump to page: a page past the end gets the spec's alert; a real one goes there. */
export const JumpToPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    const input = canvas.getByLabelText(`Go to page (1–${PAGES})`);
    await userEvent.type(input, `${PAGES + 1}{Enter}`);
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter a valid page number.'));
    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(input).not.toHaveAccessibleDescription('Please enter a valid page number.');
    await expect(await rows(canvasElement)).toHaveLength(10);
  },
};

/** Export saves students.csv: the header row and every student, not just the page shown. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const file = await canvas.findByTestId('saved-file');
    await expect(file).toHaveAttribute('data-file-name', 'students.csv');
    const lines = (file.textContent ?? '').trim().split(/\r\n/);
    await expect(lines[0]).toBe(CSV_HEADERS.students.join(','));
    await expect(lines).toHaveLength(STUDENT_COUNT + 1);
  },
};

/** A failed export says so in the spec's words; nothing is saved. */
export const ExportError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('downloadStudents', 500, { message: 'Disk full' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const alert = await canvas.findByText('Failed to export CSV. Please try again.');
    await expect(alert.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.queryByTestId('saved-file')).toBeNull();
  },
};

/** Loading, an empty list, and a failed load that Try again recovers from. */
const states = studentListStates('Registered students');
/** Opened at an address holding a page (Back from a student, a reload): that page; Next keeps the address with it. */
export const OpenedAtItsPage: Story = {
  parameters: { route: '/coordinator/students?page=4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page'),
    );
    const fourth = await fakeApi().listStudents({ page: 4, limit: 10 });
    await expect(await column(canvasElement, 'Email')).toEqual(fourth.students.map((s) => s.email));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByTestId('current-search')).toHaveTextContent('?page=5'));
  },
};

/** A page in the address that is no page: page 1, no alert, and the address cleaned. */
export const WrongPageInItsAddress: Story = {
  parameters: { route: '/coordinator/students?page=-4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Please enter a valid page number.')).toBeNull();
    await waitFor(() => expect(canvas.getByTestId('current-search')).toHaveTextContent(/^$/));
  },
};

export const Loading: Story = { ...states.Loading, tags: ['state'] };
export const Empty: Story = { ...states.Empty, tags: ['state'] };
export const Error: Story = { ...states.Error, tags: ['state'] };
export const ErrorThenRetry: Story = { ...states.ErrorThenRetry, tags: ['journey'] };

/** A phone at 320 px: each student is a card, their name and Edit seen together, nothing scrolling sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await rows(canvasElement);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    const name = within(first!).getByRole('rowheader');
    const edit = within(first!).getByRole('link', { name: `Edit ${name.textContent}` });
    await expectInFrame(canvas.getByRole('region', { name: 'Registered students' }), name, edit);
  },
};
