import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, FIXTURE_IDS } from '@siwes/mocks';
import { expect, within } from 'storybook/test';
import { FIXTURE_CODE } from '../../testing/logbook.ts';
import { StudentVisits, VISITS_FAILED } from './StudentVisits.tsx';

/**
 * One student's visits for this supervisor, above their logbook (issue 34): each visit's status,
 * its date in words, a link to set the date on My Students and one to grade at the student's row.
 */
const meta = {
  title: 'Screens/Supervisor/SupervisorLogbookScreen: StudentVisits',
  component: StudentVisits,
  parameters: { route: `/lecturers/logbook/${FIXTURE_CODE}`, services: { signedIn: ['supervisor'] } },
  args: { code: FIXTURE_CODE },
} satisfies Meta<typeof StudentVisits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture student, on both lists: both visits, each with its links. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const visits = within(await within(canvasElement).findByRole('region', { name: 'Visits' }));
    await expect(visits.getByText('Inspection')).toBeVisible();
    await expect(visits.getByRole('link', { name: 'Grade defence' })).toHaveAttribute(
      'href',
      `/lecturers/gradedefence#score-${FIXTURE_IDS.student}`,
    );
  },
};

/** The lists could not be read: said, with Try again. */
export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('listInspectionStudents', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(VISITS_FAILED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
