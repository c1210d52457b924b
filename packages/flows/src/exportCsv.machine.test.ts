import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { EXPORT_FILES, MESSAGES } from '@siwes/api';
import { exportCsvMachine } from './exportCsv.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

function start(download: () => Promise<unknown>) {
  const saveFile = vi.fn();
  const call = vi.fn(download);
  const machine = exportCsvMachine.provide({
    actors: { download: fromPromise(() => call()) },
    actions: { saveFile: (_, params) => saveFile(params) },
  });
  return { ...startFlow(machine, { input: { fileName: EXPORT_FILES.grades } }), saveFile, call };
}

describe('export CSV machine', () => {
  it('downloads once while in progress, then hands the file to the caller', async () => {
    const file = new Blob(['Name,MatricNo\n']);
    const answer = deferred<unknown>();
    const { actor, saveFile, call } = start(() => answer.promise);
    actor.send({ type: 'EXPORT' });
    actor.send({ type: 'EXPORT' });
    expect(actor.getSnapshot().matches('exporting')).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
    answer.resolve(file);
    await waitFor(actor, (s) => s.matches('done'));
    expect(saveFile).toHaveBeenCalledWith({ fileName: 'Student-Grades.csv', file });

    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => s.matches('done') && call.mock.calls.length === 2);
    expect(saveFile).toHaveBeenCalledTimes(2);
  });

  it("alerts 'Failed to export CSV. Please try again.' and exports again", async () => {
    let calls = 0;
    const { actor, saveFile } = start(() =>
      ++calls === 1 ? Promise.reject(new Error('500')) : Promise.resolve('csv'),
    );
    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.alert).toBe(MESSAGES.exportFailed);
    expect(saveFile).not.toHaveBeenCalled();
    actor.send({ type: 'EXPORT' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
  });
});
