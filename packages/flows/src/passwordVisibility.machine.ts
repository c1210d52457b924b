/**
 * The Show Password / Hide Password toggle of every login and password form (spec section 4).
 *
 * Events: `TOGGLE`. States: `hidden` (the field's type is `password`, the button says
 * 'Show Password') ⇄ `visible` (type `text`, 'Hide Password').
 */
import { setup } from 'xstate';

export const passwordVisibilityMachine = setup({
  types: { events: {} as { type: 'TOGGLE' } },
}).createMachine({
  id: 'passwordVisibility',
  initial: 'hidden',
  states: {
    hidden: { on: { TOGGLE: 'visible' } },
    visible: { on: { TOGGLE: 'hidden' } },
  },
});
