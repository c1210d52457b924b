import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { ApiError, MESSAGES, SERVER_MESSAGES, type SignoffView } from '@siwes/api';
import { signoffMachine, type SignWeekInput } from './signoff.machine.ts';
import { startFlow } from './testing/harness.ts';

const DIGEST = 'a'.repeat(64);
const SIGNED_AT = '2026-06-05T10:00:00.000Z';

const view: SignoffView = {
  student: { name: 'Adaeze Okafor', course: 'Computer Science', company: 'Andela Lagos' },
  supervisorName: 'Mrs Bisi Adeyemi',
  week: {
    weekStart: '2026-06-01',
    monday: 'Set up the lab machines.',
    tuesday: '',
    wednesday: 'Wrote a report.',
    thursday: '',
    friday: 'Demo day.',
  },
  digest: DIGEST,
  expiresAt: '2026-06-15T10:00:00.000Z',
  signOff: null,
  readOnlyUntil: null,
};

const signedView: SignoffView = {
  ...view,
  expiresAt: null,
  signOff: { name: 'Bisi Adeyemi', signedAt: SIGNED_AT, comment: 'Good week.', image: null, digest: DIGEST },
  readOnlyUntil: '2026-07-05T10:00:00.000Z',
};

const refused = (status: number, message: string, errors?: string[]) =>
  new ApiError({ status, code: 'http', message, body: errors ? { message, errors } : { message } });

const SIGN = { type: 'SIGN', name: 'Bisi Adeyemi', comment: 'Good week.', image: null } as const;

function start(
  getSignoff: () => Promise<SignoffView>,
  signWeek: (input: SignWeekInput) => Promise<{ message: string; data: SignoffView }> = () =>
    Promise.resolve({ message: MESSAGES.weekSigned, data: signedView }),
) {
  const load = vi.fn((token: string) =>
    token === 'tok-1' ? getSignoff() : Promise.reject(new Error(token)),
  );
  const sign = vi.fn(signWeek);
  const machine = signoffMachine.provide({
    actors: {
      getSignoff: fromPromise(({ input }) => load(input.token)),
      signWeek: fromPromise(({ input }) => sign(input)),
    },
  });
  return { ...startFlow(machine, { input: { token: 'tok-1' } }), load, sign };
}

describe('sign-off machine', () => {
  it('loads the week, signs it with the digest it was shown, then shows it signed', async () => {
    const { actor, sign } = start(() => Promise.resolve(view));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.view?.student.name).toBe('Adaeze Okafor');
    actor.send(SIGN);
    expect(actor.getSnapshot().matches('signing')).toBe(true);
    await waitFor(actor, (s) => s.matches('signed'));
    expect(sign).toHaveBeenCalledWith({
      token: 'tok-1',
      digest: DIGEST,
      name: 'Bisi Adeyemi',
      comment: 'Good week.',
      image: null,
    });
    const { context } = actor.getSnapshot();
    expect(context.message).toBe(MESSAGES.weekSigned);
    expect(context.view?.signOff?.name).toBe('Bisi Adeyemi');
  });

  it('opens a link already used as the week signed, read-only', async () => {
    const { actor } = start(() => Promise.resolve(signedView));
    await waitFor(actor, (s) => s.matches('signed'));
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(actor.getSnapshot().context.view?.signOff?.comment).toBe('Good week.');
  });

  it("says an expired or replaced link's sentence (410)", async () => {
    const { actor } = start(() => Promise.reject(refused(410, SERVER_MESSAGES.signoffLinkExpired)));
    await waitFor(actor, (s) => s.matches('expired'));
    expect(actor.getSnapshot().context.error).toBe(SERVER_MESSAGES.signoffLinkExpired);
  });

  it("says a wrong link's sentence (404)", async () => {
    const { actor } = start(() => Promise.reject(refused(404, SERVER_MESSAGES.signoffLinkInvalid)));
    await waitFor(actor, (s) => s.matches('wrong'));
    expect(actor.getSnapshot().context.error).toBe(SERVER_MESSAGES.signoffLinkInvalid);
  });

  it('says a network failure and loads again on Try again', async () => {
    let calls = 0;
    const { actor } = start(() =>
      ++calls === 1
        ? Promise.reject(new ApiError({ status: 0, code: 'network', message: MESSAGES.networkError }))
        : Promise.resolve(view),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.networkError);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('shows a refused image beside its field, and signs on the next try', async () => {
    let calls = 0;
    const { actor } = start(
      () => Promise.resolve(view),
      () =>
        ++calls === 1
          ? Promise.reject(
              refused(400, SERVER_MESSAGES.imageNotPicture, [`image: ${SERVER_MESSAGES.imageNotPicture}`]),
            )
          : Promise.resolve({ message: MESSAGES.weekSigned, data: signedView }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ ...SIGN, image: new Blob(['<html>']) });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ image: SERVER_MESSAGES.imageNotPicture });
    actor.send(SIGN);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await waitFor(actor, (s) => s.matches('signed'));
  });

  it('reads the week again after the student changed it', async () => {
    const { actor, load } = start(
      () => Promise.resolve(view),
      () => Promise.reject(refused(409, SERVER_MESSAGES.signoffWeekChanged)),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(SIGN);
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.error).toBe(SERVER_MESSAGES.signoffWeekChanged);
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('stops signing when the link expired or vanished meanwhile', async () => {
    const gone = start(
      () => Promise.resolve(view),
      () => Promise.reject(refused(410, SERVER_MESSAGES.signoffLinkReplaced)),
    );
    await waitFor(gone.actor, (s) => s.matches('ready'));
    gone.actor.send(SIGN);
    await waitFor(gone.actor, (s) => s.matches('expired'));
    expect(gone.actor.getSnapshot().context.error).toBe(SERVER_MESSAGES.signoffLinkReplaced);

    const unknown = start(
      () => Promise.resolve(view),
      () => Promise.reject(refused(404, SERVER_MESSAGES.signoffLinkInvalid)),
    );
    await waitFor(unknown.actor, (s) => s.matches('ready'));
    unknown.actor.send(SIGN);
    await waitFor(unknown.actor, (s) => s.matches('wrong'));
  });

  it('ignores Sign while signing, and everything once signed', async () => {
    const { actor, sign } = start(() => Promise.resolve(view));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(SIGN);
    actor.send(SIGN);
    await waitFor(actor, (s) => s.matches('signed'));
    actor.send(SIGN);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('signed')).toBe(true);
    expect(sign).toHaveBeenCalledTimes(1);
  });
});
