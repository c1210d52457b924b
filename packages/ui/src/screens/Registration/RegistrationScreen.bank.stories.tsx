import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Bank } from '@siwes/api/reference';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHOOSE_BANK } from '../../kit/BankField/BankField.tsx';
import { typeBankAndLeave } from '../../testing/bank.ts';
import {
  fillForm,
  followSummaryTo,
  recordRegistrations,
  sentRegistrations,
  VERIFIED,
  verifyWithTheFake,
} from '../../testing/registration.ts';
import { RegistrationScreen } from './RegistrationScreen.tsx';

/** Registration's Bank Name: searched in the bank list, loaded on first use, and checked before sending. */
const meta = {
  title: 'Screens/Public/RegistrationScreen: bank name',
  component: RegistrationScreen,
  parameters: { layout: 'fullscreen', route: '/Register' },
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank name is searched among the ~128 banks and chosen from the list. */
export const BankSearch: Story = {
  parameters: { services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
    await waitFor(() => expect(bank).toBeEnabled());
    await userEvent.type(bank, 'bank of');
    const listbox = canvas.getByRole('listbox', { name: 'Bank Name' });
    const matches = within(listbox).getAllByRole('option');
    // Each option's label (its short name and code follow it).
    const labels = matches.map((o) => o.firstChild?.textContent ?? '');
    await expect(labels).toContain('First Bank of Nigeria');
    await expect(labels.every((label) => /bank of/i.test(label))).toBe(true);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(bank).toHaveValue(labels[0] ?? 'none');
    await expect(bank).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A bank found by its usual short name (issue 34): "GTB" lists Guaranty Trust Bank with its short
 * name and CBN code, and typed whole and left, chooses it; "UBA" and "FCMB" find theirs.
 */
export const BankByShortName: Story = {
  parameters: { services: VERIFIED, width: 360 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
    await waitFor(() => expect(bank).toBeEnabled());
    await userEvent.type(bank, 'GTB');
    const listbox = canvas.getByRole('listbox', { name: 'Bank Name' });
    const gtb = within(listbox).getByRole('option', { name: 'Guaranty Trust Bank' });
    await expect(gtb).toHaveTextContent('Guaranty Trust BankGTB · code 058');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.tab();
    await expect(bank).toHaveValue('Guaranty Trust Bank');
    for (const [short, name] of [
      ['UBA', 'United Bank for Africa'],
      ['fcmb', 'First City Monument Bank'],
    ] as const) {
      await userEvent.clear(bank);
      await userEvent.type(bank, short);
      await expect(canvas.getByRole('option', { name })).toBeVisible();
    }
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * The fintechs students are paid through now: OPay and PalmPay (mobile money operators),
 * Moniepoint and Kuda (microfinance banks), each with its code; OPay is registered and sent by
 * its name.
 */
export const BankFintech: Story = {
  parameters: { services: VERIFIED },
  beforeEach: recordRegistrations,
  play: async ({ canvasElement }) => {
    await verifyWithTheFake();
    const canvas = await fillForm(canvasElement);
    const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
    await waitFor(() => expect(bank).toBeEnabled());
    for (const [typed, name, detail] of [
      ['palmpay', 'PalmPay', 'code 999991'],
      ['moniepoint', 'Moniepoint Microfinance Bank', 'code 50515'],
      ['kuda', 'Kuda Microfinance Bank', 'code 50211'],
      ['opay', 'OPay', 'code 999992'],
    ] as const) {
      await userEvent.clear(bank);
      await userEvent.type(bank, typed);
      await expect(canvas.getByRole('option', { name })).toHaveTextContent(detail);
    }
    await userEvent.click(canvas.getByRole('option', { name: 'OPay' }));
    await expect(bank).toHaveValue('OPay');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Registration Successful!'));
    await expect(sentRegistrations()).toEqual([
      expect.objectContaining({ bankDetails: expect.objectContaining({ name: 'OPay' }) }),
    ]);
  },
};

/** While the bank list loads, the bank field waits and says so. */
export const BanksLoading: Story = {
  tags: ['state'],
  parameters: { services: VERIFIED },
  args: { loadBankList: () => new Promise<readonly Bank[]>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
    await expect(bank).toBeDisabled();
    await expect(bank).toHaveAccessibleDescription('Loading the bank list…');
  },
};

let bankLoads = 0;

/** The bank list failed to load: the field says so and offers to load it again. */
export const BanksError: Story = {
  tags: ['state'],
  parameters: { services: VERIFIED },
  beforeEach() {
    bankLoads = 0;
  },
  args: {
    loadBankList: async () => {
      bankLoads += 1;
      if (bankLoads === 1) throw new Error('The bank list chunk failed to load');
      return [{ name: 'Wema Bank', kind: 'commercial' }];
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
    await waitFor(() => expect(bank).toHaveAccessibleDescription('The bank list could not be loaded.'));
    await expect(bank).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Load the banks again' }));
    await waitFor(() => expect(bank).toBeEnabled());
    await expect(canvas.queryByRole('button', { name: 'Load the banks again' })).toBeNull();
    await userEvent.click(bank);
    await expect(canvas.getByRole('option', { name: 'Wema Bank' })).toBeVisible();
  },
};

/**
 * Register without a bank: the bank field is marked, the error summary links to it (and takes the
 * focus), and nothing is sent.
 */
export const MissingBank: Story = {
  parameters: { services: VERIFIED },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, { withCourse: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
    await expect(bank).toHaveAccessibleDescription(CHOOSE_BANK);
    await followSummaryTo(canvasElement, CHOOSE_BANK, bank);
    await expect(bank).toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Part of a bank's name typed and left without picking it: Register refuses beside the field,
 * which keeps the text, and in the summary, which links to it; nothing is sent.
 */
export const BankTypedNotChosen: Story = {
  parameters: { services: VERIFIED },
  beforeEach: recordRegistrations,
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    const bank = await typeBankAndLeave(canvasElement, 'Guaranty Trust');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(bank).toHaveAccessibleDescription(CHOOSE_BANK);
    await followSummaryTo(canvasElement, CHOOSE_BANK, bank);
    await expect(bank).toHaveValue('Guaranty Trust');
    await expect(sentRegistrations()).toEqual([]);
  },
};

/** A bank's whole name typed (any case) and left with Tab is the bank registered. */
export const BankTypedWhole: Story = {
  parameters: { services: VERIFIED },
  beforeEach: recordRegistrations,
  play: async ({ canvasElement }) => {
    await verifyWithTheFake();
    const canvas = await fillForm(canvasElement);
    const bank = await typeBankAndLeave(canvasElement, 'ZENITH bank');
    await expect(bank).toHaveValue('Zenith Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Registration Successful!'));
    await expect(sentRegistrations()).toEqual([
      expect.objectContaining({ bankDetails: expect.objectContaining({ name: 'Zenith Bank' }) }),
    ]);
  },
};
