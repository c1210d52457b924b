import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TotalGrade } from './TotalGrade.tsx';

const meta = {
  title: 'Patterns/TotalGrade',
  tags: ['autodocs'],
  component: TotalGrade,
} satisfies Meta<typeof TotalGrade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All three grades in the total, and it is their sum: the total alone. */
export const Complete: Story = {
  args: { grade: { weeklyReportsScore: 25, inspectionScore: 27.5, defenseScore: 36, total: 88.5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('88.5')).toBeVisible();
    await expect(canvas.queryByText(/Out of date|So far/)).toBeNull();
  },
};

/** A grade given after collating: the total is said to be out of date. */
export const OutOfDate: Story = {
  args: { grade: { weeklyReportsScore: 25, inspectionScore: 27.5, defenseScore: 36, total: 25 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25')).toBeVisible();
    await expect(
      canvas.getByText('Out of date: a grade changed after it was collated. Collate again.'),
    ).toBeVisible();
  },
};

/** Collated before the visits were graded: a total so far, naming what it lacks. */
export const SoFar: Story = {
  args: { grade: { weeklyReportsScore: 25, inspectionScore: null, defenseScore: null, total: 25 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('So far: no inspection or defence grade yet.'),
    ).toBeVisible();
  },
};

/** Never collated: N/A, nothing more. */
export const NotCollated: Story = {
  args: { grade: { weeklyReportsScore: null, inspectionScore: 20, defenseScore: null, total: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.queryByText(/Out of date|So far/)).toBeNull();
  },
};
