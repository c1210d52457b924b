import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { commentBoxMachine } from './commentBox.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

const EMPTY_REASON = SERVER_MESSAGES.reasonBlank;

const refused = (status: number, message: string, errors?: string[]) =>
  new ApiError({ status, code: 'http', message, body: errors ? { message, errors } : { message } });
const offline = () => new ApiError({ status: 0, code: 'network', message: MESSAGES.networkError });

function start(send: (text: string) => Promise<{ message?: string }>) {
  const call = vi.fn(send);
  const announceSent = vi.fn();
  const machine = commentBoxMachine.provide({
    actors: { send: fromPromise(({ input }) => call(input.text)) },
    actions: { announceSent },
  });
  return {
    ...startFlow(machine, { input: { successMessage: MESSAGES.commentAdded } }),
    call,
    announceSent,
  };
}

describe('comment box machine', () => {
  it('sends the text typed, empties the box and says the server’s message', async () => {
    const { actor, call, announceSent } = start(() => Promise.resolve({ message: 'Comment added.' }));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'EDIT', text: 'Good' });
    actor.send({ type: 'EDIT', text: 'Good week.' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(call).toHaveBeenCalledWith('Good week.');
    expect(announceSent).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ text: '', message: 'Comment added.', error: null });
  });

  it('says its own success message when the server says none, and types again after', async () => {
    const { actor } = start(() => Promise.resolve({}));
    actor.send({ type: 'EDIT', text: 'Seen.' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.commentAdded);
    actor.send({ type: 'EDIT', text: 'More' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('sends an empty box, shows the server’s sentence beside the field it names, and sends again once fixed', async () => {
    const { actor, call } = start((text) =>
      text.trim() === ''
        ? Promise.reject(refused(400, 'Invalid input', [`reason: ${EMPTY_REASON}`]))
        : Promise.resolve({ message: MESSAGES.weekReopened }),
    );
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ reason: EMPTY_REASON });
    expect(actor.getSnapshot().context.error).toBe('Invalid input');
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'EDIT', text: 'Add the lab results.' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.weekReopened);
    expect(call.mock.calls.map(([text]) => text)).toEqual(['', '', 'Add the lab results.']);
  });

  it('clears the refusal when the text changes', async () => {
    const { actor } = start(() => Promise.reject(refused(403, 'This student is not assigned to you.')));
    actor.send({ type: 'EDIT', text: 'Hello' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.error).toBe('This student is not assigned to you.');
    actor.send({ type: 'EDIT', text: 'Hello again' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the text when the network fails, and sends it when asked again', async () => {
    let calls = 0;
    const { actor, call } = start(() =>
      ++calls === 1 ? Promise.reject(offline()) : Promise.resolve({ message: MESSAGES.commentAdded }),
    );
    actor.send({ type: 'EDIT', text: 'Visit on Tuesday.' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().context).toMatchObject({
      text: 'Visit on Tuesday.',
      error: MESSAGES.networkError,
    });
    actor.send({ type: 'EDIT', text: 'Visit on Tuesday, 10 am.' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(call).toHaveBeenLastCalledWith('Visit on Tuesday, 10 am.');
  });

  it('ignores a second Send while one is in flight, and Send once sent', async () => {
    const answer = deferred<{ message?: string }>();
    const { actor, call } = start(() => answer.promise);
    actor.send({ type: 'EDIT', text: 'Once.' });
    actor.send({ type: 'SEND' });
    actor.send({ type: 'SEND' });
    actor.send({ type: 'EDIT', text: 'Twice?' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    answer.resolve({ message: MESSAGES.commentAdded });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('Once.');
  });
});
