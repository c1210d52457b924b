import { describe, expect, it } from 'vitest';
import { passwordVisibilityMachine } from './passwordVisibility.machine.ts';
import { startFlow } from './testing/harness.ts';

describe('password visibility machine', () => {
  it('starts hidden and toggles between hidden and visible', () => {
    const { actor } = startFlow(passwordVisibilityMachine);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
