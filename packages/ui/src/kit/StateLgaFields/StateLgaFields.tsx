import { Select, withCurrentOption } from '../../components/Select/Select.tsx';
import type { Form, FormValues, TextFieldName } from '../useForm.ts';
import { useStateLga } from '../useStateLga.ts';

export interface StateLgaFieldsProps<TValues extends FormValues> {
  form: Pick<Form<TValues>, 'values' | 'errors' | 'setValue'>;
  /** The form's names for the two values (`state` and `LGA`, `companyState` and `companyLga`…). */
  stateName: TextFieldName<TValues>;
  lgaName: TextFieldName<TValues>;
  required?: boolean;
}

/**
 * The State and LGA selects of a form (spec sections 3 and 5): the 36 states and the FCT, then
 * the LGAs of the chosen state, from the shipped reference data loaded lazily through
 * `useStateLga`. The LGA select is disabled until a state is chosen, and a new state empties
 * it. The values live in the form (`form.values[stateName]`, `[lgaName]`), so its checks, its
 * draft and its submission see them like any other field.
 */
export function StateLgaFields<TValues extends FormValues>({
  form,
  stateName,
  lgaName,
  required,
}: StateLgaFieldsProps<TValues>) {
  const state = (form.values[stateName] as string | undefined) ?? '';
  const lga = (form.values[lgaName] as string | undefined) ?? '';
  const set = (name: TextFieldName<TValues>, value: string) =>
    form.setValue(name, value as TValues[typeof name]);
  const place = useStateLga({ state, lga });
  const statesLoading = place.loading && place.states.length === 0;
  const lgasLoading = place.loading && state !== '' && !statesLoading;
  return (
    <>
      <Select
        label="State"
        name={stateName}
        required={required}
        placeholder="Select a state"
        hint={statesLoading ? 'Loading the states…' : undefined}
        error={form.errors[stateName]}
        options={withCurrentOption(place.states, state)}
        value={state}
        onChange={(event) => {
          set(stateName, event.target.value);
          set(lgaName, '');
          place.selectState(event.target.value);
        }}
      />
      <Select
        label="LGA"
        name={lgaName}
        required={required}
        placeholder="Select an LGA"
        hint={state === '' ? 'Choose a state first.' : lgasLoading ? 'Loading the LGAs…' : undefined}
        error={form.errors[lgaName]}
        disabled={state === '' || lgasLoading}
        options={state === '' ? [] : withCurrentOption(place.lgas, lga)}
        value={lga}
        onChange={(event) => {
          set(lgaName, event.target.value);
          place.selectLga(event.target.value);
        }}
      />
    </>
  );
}
