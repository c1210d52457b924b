import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES } from '@siwes/api';
import { imageDataUrl } from '@siwes/api/rules';
import { signoffMachine, type SignoffForm } from '@siwes/flows';
import { useServices } from '../services/services.tsx';

/** Where the sign-off page stands, as its machine says. */
export type SignoffStatus =
  'loading' | 'failed' | 'expired' | 'wrong' | 'ready' | 'signing' | 'refused' | 'signed';

const STATUSES: readonly SignoffStatus[] = [
  'loading',
  'failed',
  'expired',
  'wrong',
  'ready',
  'signing',
  'refused',
  'signed',
];

/** A stamp's bytes as plain base64, the contract's choice: one JSON call from a phone, no multipart. */
async function base64Of(image: Blob): Promise<string> {
  const url = imageDataUrl(new Uint8Array(await image.arrayBuffer()), 'application/octet-stream');
  return url.slice(url.indexOf(',') + 1);
}

/**
 * Wires the sign-off machine once for a link's token: `getSignoff` and `signWeek` through the
 * client with an abort signal, the stamp read as base64, the digest the page was shown sent back.
 *
 * @example const signoff = useSignoff(token); signoff.sign({ name, comment, image });
 */
export function useSignoff(token: string) {
  const { client } = useServices();
  const actor = useActorRef(
    signoffMachine.provide({
      actors: {
        getSignoff: fromPromise(({ input, signal }) =>
          client
            .getSignoff({ token: input.token }, { signal, fallback: MESSAGES.fetchError })
            .then((answer) => answer.data),
        ),
        signWeek: fromPromise(async ({ input, signal }) => {
          const { token: link, name, comment, digest, image } = input;
          const body = {
            token: link,
            name,
            comment,
            digest,
            ...(image ? { image: await base64Of(image) } : {}),
          };
          return client.signWeek(body, { signal, fallback: MESSAGES.fetchError });
        }),
      },
    }),
    { input: { token } },
  );
  const status = useSelector(actor, (s) => STATUSES.find((name) => s.matches(name)) ?? 'loading');
  const view = useSelector(actor, (s) => s.context.view);
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  return {
    status,
    view,
    message,
    error,
    fieldErrors,
    sign: (form: SignoffForm) => actor.send({ type: 'SIGN', ...form }),
    retry: () => actor.send({ type: 'RETRY' }),
    reload: () => actor.send({ type: 'RELOAD' }),
  };
}

export type SignoffPage = ReturnType<typeof useSignoff>;
