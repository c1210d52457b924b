import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { emptyList, loadForever } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refuseInspectionDateFor, seededStudents, type Seeded } from '../../testing/myStudents.ts';
import { rowNamed } from '../../testing/rows.ts';
import { loadFailsThenRetries } from '../../testing/stories.ts';
import { MyStudentsScreen } from './MyStudentsScreen.tsx';

/**
 * My Students (issue 34, point 6): each of the supervisor's students once with where each visit
 * stands, the filters kept in the address, and one date for several students.
 */
const meta = {
  title: 'Screens/Supervisor/MyStudentsScreen',
  component: MyStudentsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/lecturers/students',
    services: { signedIn: ['supervisor'], timing: { successNoticeMs: 60_000 } },
  },
} satisfies Meta<typeof MyStudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

let seeded: Seeded = seededStudents();

/** Every story but the failing ones: the seeded supervisor, each status present. */
function seed({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  seeded = seededStudents();
  msw.use(...seeded.fake.handlers);
}

async function table(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: 'Your students' });
}

function bodyRows(list: HTMLElement) {
  return within(list).getAllByRole('row').slice(1);
}

const count = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/^Showing /, { selector: '[role="status"]' });

/** Each student once: what they are to this supervisor and each visit's status, with its score out of the maximum. */
export const Default: Story = {
  tags: ['state'],
  beforeEach: seed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(bodyRows(list)).toHaveLength(7);
    await expect(count(canvasElement)).toHaveTextContent('Showing all 7 students.');
    const both = rowNamed(list, seeded.both.name);
    await expect(both).toHaveTextContent('Graded 28 / 30');
    await expect(both).toHaveTextContent(/Graded \d+ \/ 40/);
    await expect(rowNamed(list, seeded.notGraded.name)).toHaveTextContent('Not graded');
    await expect(rowNamed(list, seeded.undatedA.name)).toHaveTextContent('Date not set');
    const defenceOnly = rowNamed(list, seeded.defenceOnly.name);
    await expect(defenceOnly).toHaveTextContent('Not yours for inspection');
    await expect(defenceOnly).toHaveTextContent('Monday 17 August 2026, 10:00 in Lagos');
    await expect(within(both).getByRole('link', { name: `Logbook of ${seeded.both.name}` })).toHaveAttribute(
      'href',
      `/lecturers/logbook/${seeded.both.studentCode}`,
    );
    await expect(
      within(both).getByRole('link', { name: `Grade defence of ${seeded.both.name}` }),
    ).toHaveAttribute('href', `/lecturers/gradedefence#score-${seeded.both._id}`);
    const menu = canvas.getByRole('navigation', { name: 'Lecturer menu' });
    await expect(within(menu).getByRole('link', { name: 'My Students' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('My Students');
  },
};

/** Status "Not graded", chosen with the keyboard: the count says how many show, the address keeps it. */
export const FilteredByStatus: Story = {
  beforeEach: seed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    const status = canvas.getByLabelText('Status');
    status.focus();
    await userEvent.selectOptions(status, 'Not graded');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(2));
    await expect(count(canvasElement)).toHaveTextContent('Showing 2 of 7 students.');
    await expect(rowNamed(list, seeded.notGraded.name)).toBeVisible();
    await expect(rowNamed(list, seeded.defenceOnly.name)).toBeVisible();
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('?status=not-graded');
  },
};

/** Opened from the home's "have no inspection date": the visit and status from the address. */
export const FilteredByVisitFromAddress: Story = {
  beforeEach: seed,
  parameters: { route: '/lecturers/students?visit=inspection&status=date-not-set' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(3));
    await expect(canvas.getByLabelText('Visit')).toHaveValue('inspection');
    await expect(canvas.getByLabelText('Status')).toHaveValue('date-not-set');
    await expect(rowNamed(list, seeded.undatedElsewhere.name)).toBeVisible();
  },
};

/** The company's state. */
export const FilteredByState: Story = {
  beforeEach: seed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    const state = seeded.undatedElsewhere.company!.state;
    await userEvent.selectOptions(canvas.getByLabelText('State'), state);
    await waitFor(() => expect(count(canvasElement)).not.toHaveTextContent('Showing all'));
    for (const row of bodyRows(list)) await expect(row).toHaveTextContent(state);
    await expect(rowNamed(list, seeded.undatedElsewhere.name)).toBeVisible();
  },
};

/** The company, then a name searched for: one student left. */
export const FilteredByCompanyAndName: Story = {
  beforeEach: seed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Company'), seeded.both.company!.name);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(3));
    await userEvent.type(canvas.getByLabelText('Search by name'), seeded.undatedB.firstName);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(1));
    await expect(rowNamed(list, seeded.undatedB.name)).toBeVisible();
    await expect(count(canvasElement)).toHaveTextContent('Showing 1 of 7 students.');
  },
};

/** Filters nothing matches: the table says so, and Clear filters brings everyone back. */
export const FilteredToNothing: Story = {
  beforeEach: seed,
  parameters: { route: '/lecturers/students?q=Nobody%20Here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(list).toHaveTextContent('No students match these filters.');
    await expect(count(canvasElement)).toHaveTextContent('Showing 0 of 7 students.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows(list)).toHaveLength(7));
    await expect(canvas.getByTestId('current-search')).toBeEmptyDOMElement();
  },
};

/**
 * Two students at one company selected and given one inspection date; the server refuses one
 * (moved to another supervisor meanwhile): its refusal on its row, the other's date set and kept.
 */
export const DateForSeveralOneRefused: Story = {
  beforeEach(context) {
    seed(context);
    context.msw.use(refuseInspectionDateFor(seeded.undatedB.studentCode));
  },
  parameters: { route: `/lecturers/students?status=date-not-set` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Company'), seeded.both.company!.name);
    await waitFor(() => expect(bodyRows(list)).toHaveLength(2));
    await userEvent.click(canvas.getByLabelText('Select all 2 students shown'));
    await expect(canvas.getByText('2 students selected')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Inspection date for the selected students'),
      '2026-06-15T10:30',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set inspection date for selected' }));
    await expect(
      await canvas.findByText('Inspection date set for 1 of 2 students; 1 refused, said on its row.'),
    ).toBeVisible();
    const refused = rowNamed(list, seeded.undatedB.name);
    await expect(within(refused).getByRole('alert')).toHaveTextContent(
      'This student is not assigned to you.',
    );
    await expect(refused).toHaveTextContent('Date not set');
    // The date just set shows at once (the table draws new rows as a transition).
    await waitFor(() => expect(rowNamed(list, seeded.undatedA.name)).toHaveTextContent('Not graded'));
    const set = rowNamed(list, seeded.undatedA.name);
    await expect(set).toHaveTextContent('Inspection date set successfully.');
    await expect(set).toHaveTextContent('Monday 15 June 2026, 10:30 in Lagos');
    await expect(seeded.undatedA.inspection_supervisor?.assignedDate).toBe('2026-06-15T09:30:00.000Z');
    await expect(seeded.undatedB.inspection_supervisor?.assignedDate).toBeNull();
  },
};

/**
 * One student's date from their row, by keyboard: "Set date" on the row's defence selects that
 * student alone, chooses Defence and takes the focus to the date; Enter sends it.
 */
export const DateFromARow: Story = {
  beforeEach: seed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await userEvent.click(canvas.getByLabelText(`Select ${seeded.notGraded.name}`));
    const row = rowNamed(list, seeded.defenceOnly.name);
    const setDate = within(row).getByRole('button', {
      name: new RegExp(`^(Set|Change) date of the defence of ${seeded.defenceOnly.name}$`),
    });
    setDate.focus();
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByLabelText('Defence date for the selected students');
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Defence' })).toBeChecked();
    await expect(canvas.getByText('1 student selected')).toBeVisible();
    await expect(canvas.getByLabelText(`Select ${seeded.notGraded.name}`)).not.toBeChecked();
    await userEvent.type(field, '2026-07-20T11:00');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Defence date set for 1 student.')).toBeVisible();
    await waitFor(() =>
      expect(rowNamed(list, seeded.defenceOnly.name)).toHaveTextContent(
        'Monday 20 July 2026, 11:00 in Lagos',
      ),
    );
    await expect(seeded.defenceOnly.defense_supervisor?.assignedDate).toBe('2026-07-20T10:00:00.000Z');
  },
};

/** A past date is asked about first, with the lists' own question; No brings the focus back. */
export const PastDateAsked: Story = {
  beforeEach: seed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByLabelText(`Select ${seeded.undatedA.name}`));
    await userEvent.type(
      canvas.getByLabelText('Inspection date for the selected students'),
      '2026-05-01T09:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set inspection date for selected' }));
    const yes = await canvas.findByRole('button', { name: 'Yes, set it' });
    await expect(yes).toHaveFocus();
    await expect(yes).toHaveAccessibleDescription(/is in the past\. Set the inspection date to it anyway\?/);
    await userEvent.click(canvas.getByRole('button', { name: 'No, change it' }));
    await expect(canvas.getByLabelText('Inspection date for the selected students')).toHaveFocus();
    await expect(seeded.undatedA.inspection_supervisor?.assignedDate).toBeNull();
  },
};

/** The visit chosen must be the selected students': the one not on the defence list is named. */
export const WrongVisitNamed: Story = {
  beforeEach: seed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByLabelText(`Select ${seeded.undatedA.name}`));
    await userEvent.click(canvas.getByRole('radio', { name: 'Defence' }));
    await userEvent.type(canvas.getByLabelText('Defence date for the selected students'), '2026-09-01T09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Set defence date for selected' }));
    await expect(
      await canvas.findByText(`Not on your defence list: ${seeded.undatedA.name}.`, { exact: false }),
    ).toBeVisible();
    await expect(seeded.undatedA.inspection_supervisor?.assignedDate).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listDefenseStudents'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your students…');
  },
};

export const Empty: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(emptyList('listInspectionStudents'), emptyList('listDefenseStudents'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No students have been assigned to you yet.'),
    ).toBeVisible();
  },
};

/** The server's message in the page's place; Try again loads the list. */
const failure = loadFailsThenRetries({
  call: 'listInspectionStudents',
  message: 'Lists unavailable',
  loaded: (canvas) => canvas.findByRole('table', { name: 'Your students' }),
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

/** At 360 px each row is a card, the page never wider than the phone. */
export const Phone: Story = {
  tags: ['state'],
  beforeEach: seed,
  parameters: { width: 360 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(getComputedStyle(list).display).not.toBe('table');
    await expect(rowNamed(list, seeded.both.name)).toHaveTextContent('Graded 28 / 30');
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(360);
  },
};
