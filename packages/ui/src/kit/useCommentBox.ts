import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, type CallOptions } from '@siwes/api';
import { commentBoxMachine } from '@siwes/flows';
import { useLatest } from './useLatest.ts';

/** Where a comment box stands, as its machine says. */
export type CommentBoxStatus = 'idle' | 'editing' | 'sending' | 'sent' | 'refused' | 'offline';

const STATUSES: readonly CommentBoxStatus[] = ['idle', 'editing', 'sending', 'sent', 'refused', 'offline'];

export interface CommentBoxOptions {
  /** Sends the text (a comment, or a reopening's reason) for the week; answers the server's message. */
  send: (text: string, call: CallOptions) => Promise<{ message?: string }>;
  /** Said on success when the server says nothing. */
  successMessage: string;
  /** After a success: the page reads the week again, to show what was added. */
  onSent: () => void;
}

/**
 * Wires one comment box machine: the call through the client with an abort signal and the
 * screen's fallback, the page told once the text is sent. The call and `onSent` are read when
 * used, so they may close over the latest props.
 *
 * @example const box = useCommentBox({ send: (text, call) => client.supervisorCommentOnWeek({ id, weekStart, text }, call), successMessage, onSent: page.reload });
 */
export function useCommentBox({ send, successMessage, onSent }: CommentBoxOptions) {
  const latest = useLatest({ send, onSent });
  const actor = useActorRef(
    commentBoxMachine.provide({
      actors: {
        send: fromPromise(({ input, signal }) =>
          latest.current.send(input.text, { signal, fallback: MESSAGES.fetchError }),
        ),
      },
      actions: { announceSent: () => latest.current.onSent() },
    }),
    { input: { successMessage, fallback: MESSAGES.fetchError } },
  );
  const status = useSelector(actor, (s) => STATUSES.find((name) => s.matches(name)) ?? 'idle');
  const text = useSelector(actor, (s) => s.context.text);
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  return {
    status,
    text,
    message,
    error,
    fieldErrors,
    edit: (value: string) => actor.send({ type: 'EDIT', text: value }),
    send: () => actor.send({ type: 'SEND' }),
  };
}

export type CommentBox = ReturnType<typeof useCommentBox>;
