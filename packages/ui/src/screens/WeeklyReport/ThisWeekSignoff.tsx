import { MESSAGES, type LogbookWeek } from '@siwes/api';
import { daysReported } from '@siwes/api/rules';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import {
  PendingSignoff,
  Reopenings,
  SignOffDetails,
  WeekComments,
} from '../../kit/LogbookWeek/LogbookWeek.tsx';
import { useFormSubmission } from '../../kit/useFormSubmission.ts';
import { useLoad, type LoadState } from '../../kit/useLoad.ts';
import { useServices } from '../../services/services.tsx';
import styles from './WeeklyReportScreen.module.css';

/** Said under a signed week's disabled days. */
export const LOCKED_SENTENCE =
  'This week is signed by your workplace supervisor, so it is locked: its days can no longer be changed. Your institution supervisor or the coordinator can open it again, with a reason.';
/** Said under a week opened again. */
export const REOPENED_SENTENCE = 'This week is open again: you can change it and ask for sign-off again.';

/** What the page knows of this week from the server: its logbook entry, and whom sign-off goes to. */
export interface ThisWeekFacts {
  /** This week in the student's logbook; null while nothing is written, signed or reopened. */
  week: LogbookWeek | null;
  /** The student has given their workplace supervisor's email (sign-off links go there). */
  hasWorkplaceSupervisor: boolean;
}

/**
 * This week's logbook entry and whether a workplace supervisor is recorded, kept on the phone
 * as last seen: a student offline still sees a signed week as locked.
 */
export function useThisWeek(studentId: string, weekStart: string): LoadState<ThisWeekFacts> {
  const { client } = useServices();
  return useLoad(
    async (call): Promise<ThisWeekFacts> => {
      const [logbook, details] = await Promise.all([
        client.getLogbook({ page: 1, limit: 1 }, call),
        client.getStudentDetails(call),
      ]);
      const newest = logbook.weeks[0];
      return {
        week: newest?.weekStart === weekStart ? newest : null,
        hasWorkplaceSupervisor: Boolean(details.data.workplaceSupervisor?.email),
      };
    },
    MESSAGES.fetchError,
    { keep: { user: studentId || undefined, name: `logbook-week-${weekStart}` } },
  );
}

/** Whether the week is locked against the student: signed (or a past week nobody opened). */
export function isLocked(week: LogbookWeek | null): week is LogbookWeek {
  return week !== null && !week.editable;
}

/** The signed week's lock: "Signed by NAME on DATE", the supervisor's comment and stamp, and why the days are closed. */
export function WeekLock({ week, id }: { week: LogbookWeek; id: string }) {
  return (
    <section className={styles.lock} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>This week is signed</h2>
      {week.signOff && <SignOffDetails signOff={week.signOff} />}
      <p id={id}>{LOCKED_SENTENCE}</p>
    </section>
  );
}

/**
 * Under this week's days: its reopenings with their reasons, the link waiting for sign-off,
 * "Ask for sign-off" (once the server has a day of the week, while it is open), and the
 * comments of the institution supervisor and the coordinator.
 */
export function ThisWeekSignoff({
  facts,
  weekStart,
}: {
  facts: LoadState<ThisWeekFacts>;
  weekStart: string;
}) {
  const week = facts.data?.week ?? null;
  if (!week) return null;
  const titleId = `week-${weekStart}`;
  return (
    <section className={styles.signoff} aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`}>Sign-off and comments</h2>
      {week.state === 'reopened' && (
        <>
          <Reopenings week={week} />
          <p>{REOPENED_SENTENCE}</p>
        </>
      )}
      {week.editable && <PendingSignoff week={week} />}
      {week.editable && daysReported(week) > 0 && (
        <AskForSignoff weekStart={weekStart} onAsked={facts.reload} />
      )}
      <WeekComments week={week} titleId={titleId} />
    </section>
  );
}

/** Asks the server to mail the workplace supervisor a sign-off link; says to whom, or the server's refusal. */
function AskForSignoff({ weekStart, onAsked }: { weekStart: string; onAsked: () => void }) {
  const { client } = useServices();
  const ask = useFormSubmission<void, { message: string }>({
    submit: async (_values, call) => {
      const answer = await client.requestSignoff({ weekStart }, call);
      return { message: `${answer.message} It went to ${answer.data.sentTo}.` };
    },
    fallback: MESSAGES.genericError,
    onSuccess: onAsked,
  });
  return (
    <div className={styles.ask}>
      <Button variant="secondary" loading={ask.busy} onClick={() => ask.submit()}>
        Ask for sign-off
      </Button>
      <Notice tone="success">{ask.message}</Notice>
      <Notice tone="error">{ask.error}</Notice>
    </div>
  );
}
