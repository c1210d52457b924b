import { describe, expect, it, vi } from 'vitest';
import { appUpdateMachine } from './appUpdate.machine.ts';
import { startFlow } from './testing/harness.ts';

describe('app update machine', () => {
  it('runs the version it started with until the user reloads into the next one', () => {
    const applyUpdate = vi.fn();
    const { actor } = startFlow(appUpdateMachine.provide({ actions: { applyUpdate } }));
    expect(actor.getSnapshot().value).toBe('current');
    // Reload means nothing before a version is ready.
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('current');

    actor.send({ type: 'UPDATE_READY' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(applyUpdate).not.toHaveBeenCalled();

    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().status).toBe('done');
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
