import { describeLagosTime, MESSAGES, type RegistrationDeadline } from '@siwes/api';
import { Button } from '../components/Button/Button.tsx';
import { DetailList } from '../components/DetailList/DetailList.tsx';
import { useServices } from '../services/services.tsx';
import { useLoad, type LoadState } from './useLoad.ts';

/** The card's title, on the coordinator's home and on Set Registration Deadline. */
export const DEADLINE_CARD_TITLE = 'Registration';

/** What the card says of a deadline: when, and whether registration is open now. */
export function deadlineInWords(deadline: RegistrationDeadline): { when: string; status: string } {
  if (deadline.time === null) {
    return { when: 'Not set yet', status: 'Open now: no deadline is set.' };
  }
  return {
    when: describeLagosTime(deadline.time),
    status: deadline.open
      ? 'Open now: students can register until the deadline.'
      : 'Closed: the deadline has passed. Set a later one to open registration again.',
  };
}

/** The registration deadline as set (issue 34: `getRegistrationDeadline`), loaded once a page. */
export function useRegistrationDeadline(): LoadState<RegistrationDeadline> {
  const { client } = useServices();
  return useLoad(async (call) => (await client.getRegistrationDeadline(call)).data, MESSAGES.fetchError);
}

/**
 * The deadline set and whether registration is open now, in words and Lagos time: a card beside
 * the coordinator's details on the home, and above the field on Set Registration Deadline. Its
 * own loading and failure (the server's message with Try again) leave the rest of the page be.
 */
export function RegistrationDeadlineCard({ deadline }: { deadline: LoadState<RegistrationDeadline> }) {
  if (deadline.status === 'failed') {
    return (
      <DetailList
        title={DEADLINE_CARD_TITLE}
        details={[
          {
            label: 'Deadline',
            value: (
              <span role="alert">
                {deadline.error}{' '}
                <Button variant="secondary" onClick={deadline.retry}>
                  Try again
                </Button>
              </span>
            ),
          },
        ]}
      />
    );
  }
  if (deadline.data === null) {
    return (
      <DetailList
        title={DEADLINE_CARD_TITLE}
        details={[{ label: 'Deadline', value: <span role="status">Loading the deadline…</span> }]}
      />
    );
  }
  const words = deadlineInWords(deadline.data);
  return (
    <DetailList
      title={DEADLINE_CARD_TITLE}
      details={[
        { label: 'Deadline', value: words.when },
        { label: 'Status', value: words.status },
      ]}
    />
  );
}
