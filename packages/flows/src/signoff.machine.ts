/**
 * The public sign-off page (issue 24): a workplace supervisor opens a link from an email, reads
 * the student's week, and signs it with a comment, a typed name and an optional stamp image.
 *
 * Input: `{ token }` (the link's token).
 * Events: `SIGN { name, comment, image }` (from `ready` or `refused`), `RETRY` (from `failed`, a
 * load that never reached the server or failed otherwise), `RELOAD` (from `refused`: read the week
 * again, after the student changed it or someone else signed it).
 * States: `loading`; then `ready` (it may sign), `signed` (read-only), `expired` (410: expired or
 * replaced by a newer link), `wrong` (404: no such link) or `failed`; `signing`, then `signed` or
 * `refused` (the server's sentence, and beside a field the one naming it).
 * Context: `view` (what the link shows; the signed week after signing), `message` (the success
 * text), `error`, `fieldErrors` (by the body's field name: `name`, `comment`, `image`).
 *
 * Provide: actors `getSignoff` ({ token } → view) and `signWeek` ({ token, name, comment, digest,
 * image } → { message, data: view }). The digest sent is the one the page was shown, so the
 * server refuses a week changed since it was read.
 */
import { assign, setup } from 'xstate';
import { isApiError, MESSAGES, type SignoffView } from '@siwes/api';
import { failureText, notProvided, refusal } from './shared.ts';

export interface SignoffInput {
  token: string;
}

/** What the supervisor fills in: the comment, the name typed as a signature, the stamp or none. */
export interface SignoffForm {
  name: string;
  comment: string;
  /** The stamp or signature image as chosen (the caller's actor encodes it), or null. */
  image: Blob | null;
}

export interface SignWeekInput extends SignoffForm {
  token: string;
  /** The digest of the week as the page showed it. */
  digest: string;
}

export interface SignoffContext {
  token: string;
  view: SignoffView | null;
  message: string | null;
  error: string | null;
  fieldErrors: Record<string, string>;
}

export type SignoffEvent = ({ type: 'SIGN' } & SignoffForm) | { type: 'RETRY' } | { type: 'RELOAD' };

/** The status a link that no longer signs answers with (expired, or replaced by a newer link). */
const GONE = 410;
const UNKNOWN = 404;

const hasStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;
const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A link that no longer signs (410) or never existed (404), wherever the server says so. */
const linkRefused = [
  {
    guard: { type: 'linkGone', params: withError },
    target: 'expired',
    actions: { type: 'showFailure', params: withError },
  },
  {
    guard: { type: 'linkUnknown', params: withError },
    target: 'wrong',
    actions: { type: 'showFailure', params: withError },
  },
] as const;

export const signoffMachine = setup({
  types: {
    input: {} as SignoffInput,
    context: {} as SignoffContext,
    events: {} as SignoffEvent,
  },
  actors: {
    getSignoff: notProvided<SignoffView, { token: string }>('getSignoff'),
    signWeek: notProvided<{ message: string; data: SignoffView }, SignWeekInput>('signWeek'),
  },
  actions: {
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, MESSAGES.fetchError),
      fieldErrors: {},
    })),
  },
  guards: {
    alreadySigned: (_, params: { view: SignoffView }) => params.view.signOff !== null,
    linkGone: (_, params: { error: unknown }) => hasStatus(params.error, GONE),
    linkUnknown: (_, params: { error: unknown }) => hasStatus(params.error, UNKNOWN),
  },
}).createMachine({
  id: 'signoff',
  context: ({ input }) => ({ token: input.token, view: null, message: null, error: null, fieldErrors: {} }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null, fieldErrors: {}, message: null }),
      invoke: {
        id: 'getSignoff',
        src: 'getSignoff',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'alreadySigned', params: ({ event }) => ({ view: event.output }) },
            target: 'signed',
            actions: assign({ view: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ view: ({ event }) => event.output }) },
        ],
        onError: [...linkRefused, { target: 'failed', actions: { type: 'showFailure', params: withError } }],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    expired: {},
    wrong: {},
    ready: { on: { SIGN: 'signing' } },
    signing: {
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        id: 'signWeek',
        src: 'signWeek',
        input: ({ context, event }) => {
          const { name, comment, image } = event as Extract<SignoffEvent, { type: 'SIGN' }>;
          return { token: context.token, digest: context.view?.digest ?? '', name, comment, image };
        },
        onDone: {
          target: 'signed',
          actions: assign({
            view: ({ event }) => event.output.data,
            message: ({ event }) => event.output.message || MESSAGES.weekSigned,
          }),
        },
        onError: [
          ...linkRefused,
          {
            target: 'refused',
            actions: assign(({ event }) => refusal(event.error, MESSAGES.fetchError)),
          },
        ],
      },
    },
    refused: { on: { SIGN: 'signing', RELOAD: 'loading' } },
    signed: {},
  },
});
