/**
 * Controls a person can use (docs/storybook.md): what the props tables cannot infer on their own.
 * - `role`: the login type, as a choice of three (its alias `LoginType`, from @siwes/api, is not
 *   resolved by react-docgen, which left a raw JSON editor);
 * - words a prop shows (`ReactNode`: a title, a lead, a hint, an error, children): a text box.
 */
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { LOGIN_TYPES } from '@siwes/api';

/** Whether react-docgen saw the prop's type as this name (`LoginType`, `ReactNode`). */
function typed(argType: { table?: { type?: { summary?: string } } }, name: string): boolean {
  return argType.table?.type?.summary?.replace(/ \| undefined$/, '') === name;
}

export const choiceControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      if (name === 'role' || typed(argType, 'LoginType')) {
        return [name, { ...argType, control: { type: 'inline-radio' }, options: [...LOGIN_TYPES] }];
      }
      if (typed(argType, 'ReactNode') && argType.control === undefined) {
        return [name, { ...argType, control: { type: 'text' } }];
      }
      return [name, argType];
    }),
  );
