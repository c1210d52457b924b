import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AreaForm } from '../FormScreen/FormScreen.tsx';
import { useForm } from '../useForm.ts';
import { StateLgaFields } from './StateLgaFields.tsx';

// A type, not an interface: a form's values are a record of strings.
type Place = { state: string; LGA: string };

/** A form holding the two values, as the work details form does; Save hands them to `onSave`. */
function PlaceForm({ stored, onSave }: { stored?: Place; onSave: (place: Place) => void }) {
  const form = useForm({
    initial: stored ?? { state: '', LGA: '' },
    submit: async (place: Place) => onSave(place),
    successMessage: 'Saved.',
  });
  return (
    <AreaForm form={form} submitLabel="Save">
      <StateLgaFields form={form} stateName="state" lgaName="LGA" required />
    </AreaForm>
  );
}

const meta = {
  title: 'Patterns/StateLgaFields',
  tags: ['autodocs'],
  component: PlaceForm,
  args: { onSave: fn() },
} satisfies Meta<typeof PlaceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two selects, once the states have arrived. */
async function selects(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const state = canvas.getByRole('combobox', { name: 'State' });
  await waitFor(() => expect(state).toBeEnabled());
  return { state, lga: canvas.getByRole('combobox', { name: 'LGA' }) };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Picks a state, then waits for its LGAs. */
async function chooseState(canvasElement: HTMLElement, name: string) {
  const { state, lga } = await selects(canvasElement);
  await userEvent.selectOptions(state, name);
  await waitFor(() => expect(lga).toBeEnabled());
  return { state, lga };
}

/** The State first: the 36 states and the FCT; the LGA waits, disabled, until a state is chosen. */
export const StateFirst: Story = {
  play: async ({ canvasElement }) => {
    const { state, lga } = await selects(canvasElement);
    await expect(state).toBeRequired();
    await expect(state).toHaveValue('');
    const states = optionTexts(state);
    await expect(states[0]).toBe('Select a state');
    await expect(states).toHaveLength(1 + 37);
    await expect(states).toContain('Federal Capital Territory');
    await expect(lga).toBeDisabled();
    await expect(lga).toHaveAccessibleDescription('Choose a state first.');
  },
};

/** Choosing a state fills the LGA list with that state's LGAs, and only those; the pair is saved. */
export const ChooseState: Story = {
  play: async ({ canvasElement, args }) => {
    const { state, lga } = await chooseState(canvasElement, 'Lagos');
    await expect(state).toHaveValue('Lagos');
    await expect(lga).not.toHaveAccessibleDescription('Choose a state first.');
    const lgas = optionTexts(lga);
    await expect(lgas[0]).toBe('Select an LGA');
    // Lagos has 20 LGAs.
    await expect(lgas).toHaveLength(1 + 20);
    await expect(lgas).toEqual(expect.arrayContaining(['Ikeja', 'Eti-Osa', 'Epe']));
    await expect(lgas).not.toContain('Ibadan North');
    await userEvent.selectOptions(lga, 'Ikeja');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ state: 'Lagos', LGA: 'Ikeja' }));
  },
};

/**
 * Another state empties the LGA and offers that state's; the form is held back until one is
 * chosen again. Back to 'Select a state', the LGA waits again.
 */
export const ChangeStateClearsLga: Story = {
  play: async ({ canvasElement, args }) => {
    const { state, lga } = await chooseState(canvasElement, 'Lagos');
    await userEvent.selectOptions(lga, 'Ikeja');
    await userEvent.selectOptions(state, 'Oyo');
    await expect(lga).toHaveValue('');
    await waitFor(() => expect(optionTexts(lga)).toContain('Ibadan North'));
    await expect(optionTexts(lga)).not.toContain('Ikeja');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(lga).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(state, 'Select a state');
    await expect(lga).toBeDisabled();
    await expect(lga).toHaveValue('');
    await expect(lga).toHaveAccessibleDescription('Choose a state first.');
  },
};

/** Values on record are shown as they were kept: the state and its LGA, that state's list behind it. */
export const Stored: Story = {
  args: { stored: { state: 'Kano', LGA: 'Nasarawa' } },
  play: async ({ canvasElement }) => {
    const { state, lga } = await selects(canvasElement);
    await expect(state).toHaveValue('Kano');
    await expect(lga).toHaveValue('Nasarawa');
    await waitFor(() => expect(optionTexts(lga)).toContain('Kano Municipal'));
    await expect(lga).toHaveValue('Nasarawa');
  },
};

/**
 * Values on record that the lists spell otherwise or lack ('FCT', an area that is not an LGA)
 * still show, first in their lists, and are saved unchanged; the LGAs offered are still the
 * territory's.
 */
export const StoredNotInList: Story = {
  args: { stored: { state: 'FCT', LGA: 'Garki' } },
  play: async ({ canvasElement, args }) => {
    const { state, lga } = await selects(canvasElement);
    await expect(state).toHaveValue('FCT');
    await expect(optionTexts(state)[1]).toBe('FCT');
    await waitFor(() => expect(optionTexts(lga)).toContain('Abuja Municipal Area Council'));
    await expect(lga).toHaveValue('Garki');
    await expect(optionTexts(lga)[1]).toBe('Garki');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ state: 'FCT', LGA: 'Garki' }));
  },
};

/**
 * The keyboard alone: Tab reaches the State; the disabled LGA is passed over until a state is
 * chosen, then Tab goes from State to LGA to Save, and Enter saves.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { state, lga } = await selects(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(state).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(state).toHaveFocus();
    await userEvent.selectOptions(state, 'Enugu');
    await expect(state).toHaveFocus();
    await waitFor(() => expect(lga).toBeEnabled());
    await userEvent.tab();
    await expect(lga).toHaveFocus();
    await userEvent.selectOptions(lga, 'Nsukka');
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ state: 'Enugu', LGA: 'Nsukka' }));
  },
};
