import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailGrid, DetailList, formatDate } from './DetailList.tsx';

const meta = {
  title: 'Components/DetailList',
  tags: ['autodocs'],
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
  tags: ['state'],
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

const PHONE_CARD = [
  { label: 'Company Name', value: 'Andela Nigeria Ltd' },
  { label: 'Assigned Department', value: 'Engineering' },
  { label: 'Office Email', value: <a href="mailto:hr@andela.test">hr@andela.test</a> },
  { label: 'Office Phone', value: <a href="tel:+2348090001111">+234 809 000 1111</a> },
];

/** The one line a piece of text takes, or more: how many lines the element's text wraps onto. */
function lines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** The boxes of the story card's first label and its value. */
function firstPair(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'Work Details' });
  const box = (selector: string) => section.querySelector(selector)!.getBoundingClientRect();
  return { section, label: box('dt'), value: box('dd') };
}

/**
 * On a phone (360 px) each label sits above its value, and values keep their words and numbers
 * whole: no "Engineeri|ng", no "+234 809 000|1111".
 */
export const PhoneStacked: Story = {
  parameters: { width: 360 },
  args: { details: PHONE_CARD },
  play: async ({ canvasElement }) => {
    const { section, label, value } = firstPair(canvasElement);
    await expect(value.top).toBeGreaterThanOrEqual(label.bottom);
    await expect(value.left).toBe(label.left);
    for (const value of section.querySelectorAll('dd')) await expect(lines(value)).toBe(1);
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Where the card has room (a desktop column) the labels stay in a column beside the values. */
export const WideSideBySide: Story = {
  parameters: { width: 640 },
  args: { details: PHONE_CARD },
  play: async ({ canvasElement }) => {
    const { label, value } = firstPair(canvasElement);
    await expect(value.left).toBeGreaterThan(label.right);
    await expect(Math.abs(value.top - label.top)).toBeLessThan(2);
  },
};
