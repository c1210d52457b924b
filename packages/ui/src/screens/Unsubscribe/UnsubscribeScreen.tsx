import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@siwes/api';
import { FormCard, FormLinks, FormSubmit } from '../../layouts/FormCard/FormCard.tsx';
import { useFormSubmission } from '../../kit/useFormSubmission.ts';
import { useServices } from '../../services/services.tsx';

export const UNSUBSCRIBE_TITLE = 'Stop these emails';
export const UNSUBSCRIBE_LEAD =
  'Press the button to stop the emails of the event this link came with. Nothing else changes, and you will still see it in the portal. No sign-in needed.';

/**
 * The page an unsubscribe link opens (issue 26), public: it asks before it acts (a mail
 * scanner opening the link changes nothing), then stops that one event's mail for the person the
 * link was sent to and says which. The mail's `List-Unsubscribe` header does the same in one
 * click from the mail program.
 */
export function UnsubscribeScreen() {
  const { client } = useServices();
  const { token = '' } = useParams();
  const stop = useFormSubmission({
    submit: (_: null, call) => client.unsubscribe({ token }, call),
    fallback: MESSAGES.genericError,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    stop.submit(null);
  }
  return (
    <FormCard id="unsubscribe" title={UNSUBSCRIBE_TITLE} lead={UNSUBSCRIBE_LEAD}>
      <form onSubmit={submit} aria-describedby="unsubscribe-messages">
        <FormSubmit
          label="Stop these emails"
          messagesId="unsubscribe-messages"
          state={{ busy: stop.busy, message: stop.message ?? undefined, error: stop.error }}
        />
      </form>
      <FormLinks>
        <a href="/">Go to the portal</a>
      </FormLinks>
    </FormCard>
  );
}
