import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { ERROR_SUMMARY_TITLE, ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Components/ErrorSummary',
  tags: ['autodocs'],
  component: ErrorSummary,
  render: (args) => (
    <form noValidate>
      <ErrorSummary {...args} />
      <TextField id="first-name" label="First Name" error="Enter your first name." value="" readOnly />
      <TextField id="matric" label="Matric Number" error="Enter your matric number." value="" readOnly />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const ITEMS = [
  { fieldId: 'first-name', message: 'Enter your first name.' },
  { fieldId: 'matric', message: 'Enter your matric number.' },
];

/** After a refused submit: the heading, a link per field, the focus on the summary; a link focuses its field. */
export const Refused: Story = {
  args: { items: ITEMS, refusals: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: ERROR_SUMMARY_TITLE });
    const summary = heading.closest<HTMLElement>('[tabindex]')!;
    await expect(summary).toHaveFocus();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Enter your first name.',
      'Enter your matric number.',
    ]);
    await expect(canvas.getByRole('link', { name: 'Enter your matric number.' })).toHaveAttribute(
      'href',
      '#matric',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your matric number.' }));
    await expect(canvas.getByLabelText('Matric Number')).toHaveFocus();
  },
};

/** Nothing in the way: nothing drawn, the focus left alone. */
export const Nothing: Story = {
  args: { items: [], refusals: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeNull();
  },
};

/** Drawn before any submit (fields marked from the start): shown, but the focus stays where it is. */
export const BeforeAnySubmit: Story = {
  args: { items: ITEMS, refusals: 0 },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: ERROR_SUMMARY_TITLE });
    await expect(heading.closest('[tabindex]')).not.toHaveFocus();
  },
};
