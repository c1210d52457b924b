import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart, WeekChart } from './charts.tsx';
import { DashboardPanel } from './DashboardPanel.tsx';

/**
 * The dashboards' panel kit (issue 29, ADR 021): a panel named by its heading, and the plain SVG
 * charts drawn in it, each a picture of the table under it and hidden from screen readers.
 */
const meta = {
  title: 'Patterns/DashboardPanels',
  component: DashboardPanel,
  tags: ['autodocs'],
  args: { title: 'Weeks', children: null },
} satisfies Meta<typeof DashboardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const SERIES = [
  { name: 'Written', tone: 'primary' },
  { name: 'Signed', tone: 'secondary' },
] as const;

/** A panel with a bar chart and a week chart: a region named by its heading, the charts hidden from screen readers. */
export const Default: Story = {
  tags: ['state'],
  args: {
    title: 'Weeks',
    children: (
      <>
        <BarChart
          rows={[
            { label: 'Inspection', values: [12, 7] },
            { label: 'Defence', values: [9, 0] },
          ]}
          series={SERIES}
        />
        <WeekChart
          weeks={[
            { label: '25 May 2026', values: [10, 8] },
            { label: '1 Jun 2026', values: [11, 3] },
          ]}
          series={SERIES}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Weeks' });
    await expect(region).toBeVisible();
    const svgs = region.querySelectorAll('svg');
    await expect(svgs).toHaveLength(2);
    for (const svg of svgs) await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Nothing counted yet: empty bars, no NaN. */
export const Empty: Story = {
  tags: ['state'],
  args: {
    title: 'Grades',
    children: <BarChart rows={[{ label: 'A', values: [0] }]} series={[SERIES[0]]} />,
  },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('rect');
    await expect(rect?.getAttribute('width')).toBe('0');
  },
};
