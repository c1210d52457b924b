import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { weekTitle } from '../../kit/LogbookWeek/LogbookWeek.tsx';
import { WeeklyReportOnThePhone } from '../../testing/weeklyReport.tsx';
import { noSuchWeek } from './LogbookHistory.tsx';
import { WeeklyReportScreen } from './WeeklyReportScreen.tsx';

/**
 * The Weekly Report page opened by a notification's link to a week (issue 26,
 * `/students/report?week=YYYY-MM-DD`): the history turns to the page holding that week and the
 * keyboard lands on its heading; a week the logbook does not hold is said so.
 */
const meta = {
  title: 'Screens/Student/WeeklyReportScreen: linked week',
  component: WeeklyReportScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/students/report?week=2026-03-02',
    services: { signedIn: ['student'] },
  },
  render: () => <WeeklyReportOnThePhone />,
} satisfies Meta<typeof WeeklyReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture student's oldest week, on page 2 of the history: shown there, its heading focused. */
export const OpensLinkedWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 3, name: weekTitle('2026-03-02') });
    await waitFor(() => expect(heading).toHaveFocus());
    const pages = canvas.getByRole('navigation', { name: 'Your logbook pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId('current-search')).toHaveTextContent('?page=2');
  },
};

/** A week the logbook does not hold: said, and the history stays on its first page. */
export const LinkedWeekMissing: Story = {
  parameters: { route: '/students/report?week=2026-01-05' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(noSuchWeek('2026-01-05'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: weekTitle('2026-05-18') })).toBeVisible();
  },
};
