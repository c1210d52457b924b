import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Types `text` into Bank Name in place of what it holds, once the bank list is in, and leaves the
 * field with Tab without picking a suggestion, as a student in a hurry does. Returns the field.
 */
export async function typeBankAndLeave(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  const bank = await within(canvasElement).findByRole('combobox', { name: 'Bank Name' });
  // A field holding a bank is usable before the list is in, offering that bank alone: wait for the list.
  await waitFor(() => expect(bank).toBeEnabled());
  await waitFor(() => expect(bank).not.toHaveAccessibleDescription(/Loading the bank list/));
  await userEvent.clear(bank);
  await userEvent.type(bank, text);
  await userEvent.tab();
  return bank;
}
