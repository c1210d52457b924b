import { describe, expect, it } from 'vitest';
import { StateMachine } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import * as flows from './index.ts';
import { catalogue } from './catalogue.ts';

describe('catalogue', () => {
  it('lists every machine the package exports, so each is measured and drawn', () => {
    const exported = (Object.values(flows) as unknown[])
      .filter((value): value is AnyStateMachine => value instanceof StateMachine)
      .map((machine) => machine.id);
    expect(exported.length).toBeGreaterThanOrEqual(16);
    expect(new Set(catalogue.map((entry) => entry.machine.id))).toEqual(new Set(exported));
  });
});
