import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailGrid, DetailList, formatDate } from './DetailList.tsx';

const meta = {
  title: 'Kit/DetailList',
  component: DetailList,
  args: {
    title: 'Work Details',
    details: [
      { label: 'Company Name', value: 'Dangote Cement' },
      { label: 'State', value: 'Lagos' },
      { label: 'LGA', value: '' },
      { label: 'Resumption Date', value: formatDate('2026-01-05') },
      { label: 'Termination Date', value: undefined },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values as given; missing ones show N/A; dates in the en-GB style. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Work Details' });
    const terms = [...section.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...section.querySelectorAll('dd')].map((dd) => dd.textContent);
    await expect(terms).toEqual(['Company Name', 'State', 'LGA', 'Resumption Date', 'Termination Date']);
    await expect(values).toEqual(['Dangote Cement', 'Lagos', 'N/A', '5 Jan 2026', 'N/A']);
  },
};

/** Cards side by side where there is room, stacked at 320 px. */
export const Grid: Story = {
  parameters: { width: 320 },
  render: (args) => (
    <DetailGrid>
      <DetailList {...args} />
      <DetailList title="School Details" details={[{ label: 'Matric Number', value: 'U2019/3010' }]} />
    </DetailGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
