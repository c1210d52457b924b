import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import {
  ApiError,
  MESSAGES,
  REDIRECT_AFTER_DEADLINE_MS,
  REDIRECT_AFTER_SUCCESS_MS,
  SUCCESS_NOTICE_MS,
} from '@siwes/api';
import { createFormSubmissionMachine, formSubmissionMachine } from './formSubmission.machine.ts';
import type { FormSubmissionInput } from './formSubmission.machine.ts';
import { deferred, startFlow } from './testing/harness.ts';

function start(input: FormSubmissionInput, submit: (values: unknown) => Promise<unknown>) {
  const redirect = vi.fn();
  const call = vi.fn(submit);
  const machine = formSubmissionMachine.provide({
    actors: { submit: fromPromise(({ input }) => call(input.values)) },
    actions: { redirect },
  });
  const flow = startFlow(machine, { input });
  return { ...flow, redirect, call };
}

describe('form submission machine', () => {
  it('submits the values, ignores a second submit while in flight, and shows the fixed success message', async () => {
    const answer = deferred<unknown>();
    const { actor, call } = start({ successMessage: MESSAGES.profileUpdated }, () => answer.promise);
    actor.send({ type: 'SUBMIT', values: { office: 'B12' } });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', values: {} })).toBe(false);
    actor.send({ type: 'SUBMIT', values: { office: 'C3' } });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith({ office: 'B12' });

    answer.resolve({ message: 'ignored: the spec fixes this one' });
    await waitFor(actor, (s) => s.matches({ success: 'staying' }));
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.profileUpdated);
    expect(actor.getSnapshot().context.output).toEqual({ message: 'ignored: the spec fixes this one' });

    actor.send({ type: 'SUBMIT', values: { office: 'C3' } });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("shows the server's message when no fixed message is configured", async () => {
    const { actor } = start({}, () => Promise.resolve({ data: { message: 'Student updated' } }));
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().context.message).toBe('Student updated');
  });

  it('clears the notice after 3 seconds for assign, grade, delete and collate', async () => {
    const { actor, clock } = start({ successMessage: MESSAGES.deleted, afterSuccess: 'clearNotice' }, () =>
      Promise.resolve({}),
    );
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches({ success: 'clearing' }));
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.deleted);
    clock.increment(SUCCESS_NOTICE_MS - 1);
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.deleted);
    clock.increment(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();

    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches({ success: 'clearing' }));
    actor.send({ type: 'SUBMIT', values: {} });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('redirects 2 seconds after a profile or password success', async () => {
    const { actor, clock, redirect } = start(
      { successMessage: MESSAGES.detailsUpdated, afterSuccess: 'redirect' },
      () => Promise.resolve({}),
    );
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches({ success: 'redirecting' }));
    clock.increment(REDIRECT_AFTER_SUCCESS_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    clock.increment(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('redirected')).toBe(true);
  });

  it('redirects 3 seconds after the registration deadline is set', async () => {
    const { actor, clock, redirect } = start(
      { successMessage: MESSAGES.deadlineSet, afterSuccess: 'redirectAfterDeadline' },
      () => Promise.resolve({}),
    );
    actor.send({ type: 'SUBMIT', values: { time: '2026-12-01T12:00' } });
    await waitFor(actor, (s) => s.matches({ success: 'redirectingAfterDeadline' }));
    clock.increment(REDIRECT_AFTER_SUCCESS_MS);
    expect(redirect).not.toHaveBeenCalled();
    clock.increment(REDIRECT_AFTER_DEADLINE_MS - REDIRECT_AFTER_SUCCESS_MS);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it("shows the server's errors, else the form's fallback, and submits again", async () => {
    let calls = 0;
    const { actor } = start({ fallback: MESSAGES.assignInspectorError }, () =>
      ++calls === 1
        ? Promise.reject(new ApiError({ status: 422, code: 'http', message: 'Supervisor not found' }))
        : Promise.reject(new TypeError('bug')),
    );
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe('Supervisor not found');
    actor.send({ type: 'SUBMIT', values: {} });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.assignInspectorError);
  });

  it('drops the last answer when a new attempt stops before sending (DISMISS)', async () => {
    let calls = 0;
    const { actor, clock } = start({ successMessage: MESSAGES.graded, afterSuccess: 'clearNotice' }, () =>
      ++calls === 1
        ? Promise.reject(
            new ApiError({ status: 400, code: 'http', message: 'Your old password is incorrect.' }),
          )
        : Promise.resolve({}),
    );
    // Nothing to dismiss yet: ignored.
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);

    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches({ success: 'clearing' }));
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
    clock.increment(SUCCESS_NOTICE_MS);
    expect(actor.getSnapshot().matches('idle')).toBe(true);

    const staying = start({ successMessage: MESSAGES.passwordChangeSuccessful }, () => Promise.resolve({}));
    staying.actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(staying.actor, (s) => s.matches({ success: 'staying' }));
    staying.actor.send({ type: 'DISMISS' });
    expect(staying.actor.getSnapshot().matches('idle')).toBe(true);
    expect(staying.actor.getSnapshot().context.message).toBeNull();
  });

  it('types values and answers through the factory', async () => {
    const machine = createFormSubmissionMachine<{ time: string }, { message: string }>().provide({
      actors: {
        submit: fromPromise(({ input }) => Promise.resolve({ message: `set ${input.values.time}` })),
      },
    });
    const { actor } = startFlow(machine, { input: {} });
    actor.send({ type: 'SUBMIT', values: { time: 'noon' } });
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().context.message).toBe('set noon');
  });
});
