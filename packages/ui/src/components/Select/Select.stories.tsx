import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Components/Select',
  tags: ['autodocs'],
  component: Select,
  args: { label: 'Level', options: ['100', '200', '300', '400'], placeholder: 'Select a level' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Level' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Select a level' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '300');
    await expect(select).toHaveValue('300');
  },
};

export const LabelledOptions: Story = {
  args: {
    label: 'Sex',
    placeholder: 'Select',
    options: [
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
    ],
    required: true,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sex' });
    await expect(select).toBeRequired();
    await userEvent.selectOptions(select, 'Female');
    await expect(select).toHaveValue('Female');
  },
};

/** Department stays disabled until a faculty is chosen. */
export const Disabled: Story = {
  args: { label: 'Department', placeholder: 'Choose a faculty first', options: ['Nursing'], disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Department' })).toBeDisabled();
  },
};

/** A select with nothing to choose says so, in the spec's words. */
export const NoOptions: Story = {
  args: { label: 'Course', options: [] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Course' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('No options available');
  },
};

export const Error: Story = {
  tags: ['state'],
  args: { error: 'Choose your level.', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Level' });
    await expect(select).toHaveAccessibleDescription('Choose your level.');
    await expect(select).toBeInvalid();
  },
};
