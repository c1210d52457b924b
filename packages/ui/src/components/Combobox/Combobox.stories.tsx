import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxProps } from './Combobox.tsx';

const BANKS = [
  'Access Bank',
  'Citibank Nigeria',
  'Ecobank Nigeria',
  'Fidelity Bank',
  'First Bank of Nigeria',
  'First City Monument Bank',
  'Guaranty Trust Bank',
  'Jaiz Bank',
  'Keystone Bank',
  'Polaris Bank',
  'Stanbic IBTC Bank',
  'Sterling Bank',
  'Union Bank of Nigeria',
  'United Bank for Africa',
  'Wema Bank',
  'Zenith Bank',
];

function Controlled(
  props: Omit<ComboboxProps, 'value' | 'onChange'> & { initial?: string; onChange?: (v: string) => void },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <Combobox
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <p>Chosen: {value || 'none'}</p>
    </>
  );
}

const meta = {
  title: 'Components/Combobox',
  tags: ['autodocs'],
  component: Controlled,
  args: { label: 'Bank Name', options: BANKS, placeholder: 'Type to search banks', onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter, then pick with the mouse. */
export const TypeAndPick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Bank Name' });
    await userEvent.type(input, 'bank of');
    const listbox = canvas.getByRole('listbox', { name: 'Bank Name' });
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'First Bank of Nigeria',
      'Union Bank of Nigeria',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Union Bank of Nigeria' }));
    await expect(args.onChange).toHaveBeenCalledWith('Union Bank of Nigeria');
    await expect(input).toHaveValue('Union Bank of Nigeria');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard alone: Arrow keys move the active option, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Bank Name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('zen');
    await userEvent.keyboard('{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    await expect(active).toBeTruthy();
    await expect(canvasElement.querySelector(`#${CSS.escape(active!)}`)).toHaveTextContent('Zenith Bank');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Chosen: Zenith Bank')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Zenith Bank');
  },
};

/**
 * Text that matches nothing says so; it chooses nothing, and stays in the field when it is left
 * (for the form to refuse), rather than being swapped silently for the last choice.
 */
export const NoMatch: Story = {
  args: { initial: 'Wema Bank' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Bank Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    await expect(canvas.getByText('No matches')).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveValue('xyz');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** Part of a name, left without picking the suggestion, chooses nothing: it stays as typed. */
export const PartOfANameIsNoChoice: Story = {
  args: { initial: 'Access Bank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Bank Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Guaranty Trust');
    await expect(canvas.getByRole('option', { name: 'Guaranty Trust Bank' })).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveValue('Guaranty Trust');
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
  },
};

/** A whole name typed, in any case and with stray spaces, chooses that option; leaving shows its own spelling. */
export const WholeNameChooses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Bank Name' });
    await userEvent.type(input, '  guaranty   TRUST bank ');
    await expect(canvas.getByText('Chosen: Guaranty Trust Bank')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Guaranty Trust Bank');
    await userEvent.tab();
    await expect(input).toHaveValue('Guaranty Trust Bank');
  },
};

/** Escape closes the list; Escape again gives up the typing and puts back the option chosen before. */
export const EscapeUndoesTyping: Story = {
  args: { initial: 'Wema Bank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Bank Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('xyz');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Wema Bank');
    await expect(canvas.getByText('Chosen: Wema Bank')).toBeVisible();
  },
};

/** With no options at all (an LGA list before a state is chosen) it is disabled and says so. */
export const NoOptions: Story = {
  args: { label: 'LGA', options: [], placeholder: 'Choose a state first' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'LGA' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'No options available');
  },
};

export const Error: Story = {
  tags: ['state'],
  args: { required: true, error: 'Choose your bank.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Bank Name' });
    await expect(input).toHaveAccessibleDescription('Choose your bank.');
    await expect(input).toBeInvalid();
  },
};
