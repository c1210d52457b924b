import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { loadBanks, type Bank } from '@siwes/api/reference';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { typeBankAndLeave } from '../../testing/bank.ts';
import { BankField, CHOOSE_BANK, type BankFieldProps } from './BankField.tsx';

/** The field as a form holds it: the chosen name kept here, each choice also handed to `onChange`. */
function Held(props: BankFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BankField
      {...props}
      value={value}
      onChange={(name) => {
        setValue(name);
        props.onChange(name);
      }}
    />
  );
}

/** How many times the story's field asked for the bank list. */
let loads = 0;

/** The shipped list, counted: it must be fetched once, when the field first shows. */
function shippedList(): Promise<readonly Bank[]> {
  loads += 1;
  return loadBanks();
}

/** Lets a held-back list arrive (see `failsFirst`). */
let arrive = () => {};

/**
 * A list that fails its first load (a chunk lost on a bad network); the next load waits for the
 * story's `arrive()`, then brings the shipped list.
 */
async function failsFirst(): Promise<readonly Bank[]> {
  if (loads === 0) {
    loads += 1;
    throw new globalThis.Error('The bank list chunk failed to load');
  }
  await new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return shippedList();
}

const meta = {
  title: 'Patterns/BankField',
  tags: ['autodocs'],
  component: BankField,
  render: (args) => <Held {...args} />,
  args: { value: '', required: true, onChange: fn(), loadBankList: shippedList },
  beforeEach() {
    loads = 0;
  },
} satisfies Meta<typeof BankField>;

export default meta;
type Story = StoryObj<typeof meta>;

const bankField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Bank Name' });

/** Waits for the list: a field holding a bank is usable before it arrives, but offers only that one. */
const listLoaded = (bank: HTMLElement) =>
  waitFor(() => expect(bank).not.toHaveAccessibleDescription('Loading the bank list…'));

/** The list is fetched once, when the field first shows; until it arrives the field waits and says so. */
export const LoadsOnFirstUse: Story = {
  play: async ({ canvasElement }) => {
    const bank = bankField(canvasElement);
    await expect(bank).toBeDisabled();
    await expect(bank).toHaveAccessibleDescription('Loading the bank list…');
    await waitFor(() => expect(bank).toBeEnabled());
    await expect(bank).not.toHaveAccessibleDescription('Loading the bank list…');
    await expect(bank).toHaveAttribute('placeholder', 'Type to search banks');
    await expect(loads).toBe(1);
  },
};

/** A list that never arrives: the field stays disabled, saying it is loading. */
export const Loading: Story = {
  tags: ['state'],
  args: { loadBankList: () => new Promise<readonly Bank[]>(() => {}) },
  play: async ({ canvasElement }) => {
    const bank = bankField(canvasElement);
    await expect(bank).toBeDisabled();
    await expect(bank).toHaveAccessibleDescription('Loading the bank list…');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Typing narrows the ~125 banks; the mouse or the keyboard chooses one, which the form gets. */
export const ChooseByTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bank = bankField(canvasElement);
    await waitFor(() => expect(bank).toBeEnabled());
    await userEvent.type(bank, 'zenith');
    const listbox = canvas.getByRole('listbox', { name: 'Bank Name' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        // Each option's label (its short name and code follow it, seen, not said).
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['Zenith Bank']);
    await expect(canvas.getByRole('option', { name: 'Zenith Bank' })).toHaveTextContent('code 057');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(bank).toHaveValue('Zenith Bank');
    await expect(args.onChange).toHaveBeenLastCalledWith('Zenith Bank');

    await userEvent.clear(bank);
    await userEvent.type(bank, 'first bank');
    await userEvent.click(canvas.getByRole('option', { name: 'First Bank of Nigeria' }));
    await expect(bank).toHaveValue('First Bank of Nigeria');
    await expect(args.onChange).toHaveBeenLastCalledWith('First Bank of Nigeria');
  },
};

/**
 * Text that names no bank chooses none: the list says so, and the text stays when the field is
 * left, the form holding no bank (so it refuses to send) instead of the old one.
 */
export const NoSuchBank: Story = {
  args: { value: 'Wema Bank' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bank = bankField(canvasElement);
    await listLoaded(bank);
    await userEvent.clear(bank);
    await userEvent.type(bank, 'Bank of Atlantis');
    await expect(canvas.getByText('No matches')).toBeVisible();
    await userEvent.tab();
    await expect(bank).toHaveValue('Bank of Atlantis');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** A bank's whole name typed and left (Tab), without picking the suggestion, chooses that bank. */
export const WholeNameTyped: Story = {
  args: { value: 'Access Bank' },
  play: async ({ canvasElement, args }) => {
    const bank = await typeBankAndLeave(canvasElement, 'guaranty trust bank');
    await expect(bank).toHaveValue('Guaranty Trust Bank');
    await expect(args.onChange).toHaveBeenLastCalledWith('Guaranty Trust Bank');
  },
};

/** The list fails to load: the field cannot be used and says why, and a button loads the list again. */
export const BankListError: Story = {
  tags: ['state'],
  args: { loadBankList: failsFirst },
  play: async ({ canvasElement }) => {
    const bank = bankField(canvasElement);
    await waitFor(() => expect(bank).toHaveAccessibleDescription('The bank list could not be loaded.'));
    await expect(bank).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Load the banks again' })).toBeVisible();
  },
};

/**
 * The list fails to load, then loads again: the keyboard stays on the button while it loads,
 * then moves on to the field.
 */
export const BankListErrorThenRetry: Story = {
  tags: ['journey'],
  args: { loadBankList: failsFirst },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = bankField(canvasElement);
    await waitFor(() => expect(bank).toHaveAccessibleDescription('The bank list could not be loaded.'));
    await expect(bank).toBeDisabled();
    const again = canvas.getByRole('button', { name: 'Load the banks again' });
    again.focus();
    await userEvent.keyboard('{Enter}');
    await expect(again).toHaveAttribute('aria-busy', 'true');
    await expect(again).toHaveFocus();
    await expect(bank).toHaveAccessibleDescription('Loading the bank list…');
    arrive();
    await waitFor(() => expect(bank).toBeEnabled());
    await expect(bank).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Load the banks again' })).toBeNull();
    await expect(bank).not.toHaveAccessibleDescription('The bank list could not be loaded.');
    await userEvent.keyboard('wema{ArrowDown}{Enter}');
    await expect(bank).toHaveValue('Wema Bank');
    await expect(loads).toBe(2);
  },
};

/** The bank on record is shown, and kept as the choice, while the list loads, and after. */
export const StoredBank: Story = {
  args: { value: 'Guaranty Trust Bank' },
  play: async ({ canvasElement }) => {
    const bank = bankField(canvasElement);
    await expect(bank).toHaveValue('Guaranty Trust Bank');
    await listLoaded(bank);
    await expect(bank).toHaveValue('Guaranty Trust Bank');
    await userEvent.click(bank);
    await expect(within(canvasElement).getByRole('option', { name: 'Guaranty Trust Bank' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A bank on record that the list spells otherwise (or no longer has) still shows, first among the options. */
export const StoredBankNotInList: Story = {
  args: { value: 'Diamond Bank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = bankField(canvasElement);
    await listLoaded(bank);
    await expect(bank).toHaveValue('Diamond Bank');
    await userEvent.click(bank);
    const options = within(canvas.getByRole('listbox', { name: 'Bank Name' })).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Diamond Bank');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options.length).toBeGreaterThan(100);
  },
};

/** Its form's message about it, read with the field. */
export const Error: Story = {
  tags: ['state'],
  args: { error: CHOOSE_BANK },
  play: async ({ canvasElement }) => {
    const bank = bankField(canvasElement);
    await waitFor(() => expect(bank).toBeEnabled());
    await expect(bank).toHaveAccessibleDescription(CHOOSE_BANK);
    await expect(bank).toBeInvalid();
    await expect(bank).toBeRequired();
  },
};
