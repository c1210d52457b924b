import { lagosDay, MESSAGES, type LogbookWeek } from '@siwes/api';
import { Notice } from '../../components/Notice/Notice.tsx';
import { useServices } from '../../services/services.tsx';
import { useCommentBox } from '../useCommentBox.ts';
import type { WeekActs } from '../useLogbook.ts';
import { WeekComments, WeekDaysWritten, WeekSignoffPart, weekTitle } from '../LogbookWeek/LogbookWeek.tsx';
import { WeekNoteForm } from './WeekNoteForm.tsx';
import { WeekWritingFlags } from '../LateEntries/WeekWritingFlags.tsx';
import styles from './Logbook.module.css';

export interface LogbookWeeksProps {
  /** Newest first, as the logbook calls give them. */
  weeks: LogbookWeek[];
  /** What the reader may do to each week; without it the weeks are read-only. */
  acts?: WeekActs;
  /** Reads the logbook again after a comment or a reopening, to show it. */
  onChanged?: () => void;
}

/**
 * A student's logbook as a supervisor or the coordinator reads it (issue 24): each week's start
 * date with its Monday to Friday as written, newest week first, a day left empty marked as such, a
 * day still ahead (in Lagos) as not yet come; under each when it was written (days written late,
 * a burst, issue 27), its sign-off, reopenings and comments;
 * with `acts`, a comment box per week and, for a signed or past week, a reopening with a reason.
 */
export function LogbookWeeks({ weeks, acts, onChanged }: LogbookWeeksProps) {
  const { now } = useServices();
  const today = lagosDay(now());
  if (weeks.length === 0) return <p>No weekly reports yet.</p>;
  return (
    <ol className={styles.weeks}>
      {weeks.map((week) => (
        <Week key={week.weekStart} week={week} today={today} acts={acts} onChanged={onChanged} />
      ))}
    </ol>
  );
}

function Week({
  week,
  today,
  acts,
  onChanged,
}: {
  week: LogbookWeek;
  today: string;
  acts: WeekActs | undefined;
  onChanged: (() => void) | undefined;
}) {
  const titleId = `week-${week.weekStart}`;
  const weekLabel = weekTitle(week.weekStart);
  return (
    <li className={styles.week}>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.weekTitle}>
          {weekLabel}
        </h2>
        <WeekDaysWritten week={week} today={today} />
        <WeekWritingFlags week={week} titleId={titleId} />
        <WeekSignoffPart week={week} titleId={titleId}>
          {acts && <ReopenWeek week={week} weekLabel={weekLabel} acts={acts} onChanged={onChanged} />}
        </WeekSignoffPart>
        <WeekComments week={week} titleId={titleId}>
          {acts && <CommentOnWeek week={week} weekLabel={weekLabel} acts={acts} onChanged={onChanged} />}
        </WeekComments>
      </section>
    </li>
  );
}

interface WeekActProps {
  week: LogbookWeek;
  weekLabel: string;
  acts: WeekActs;
  onChanged: (() => void) | undefined;
}

function CommentOnWeek({ week, weekLabel, acts, onChanged }: WeekActProps) {
  const box = useCommentBox({
    send: (text, call) => acts.comment(week.weekStart, text, call),
    successMessage: MESSAGES.commentAdded,
    onSent: () => onChanged?.(),
  });
  return (
    <WeekNoteForm
      box={box}
      label="Your comment"
      field="text"
      submitLabel="Add comment"
      weekLabel={weekLabel}
      hint="The student sees it beside the week."
    />
  );
}

/**
 * A signed week, or a past week the student may no longer write, is reopened with a reason. The
 * form stays until its answer has been read: once reopened, the week's state no longer asks for it.
 */
function ReopenWeek({ week, weekLabel, acts, onChanged }: WeekActProps) {
  const box = useCommentBox({
    send: (reason, call) => acts.reopen(week.weekStart, reason, call),
    successMessage: MESSAGES.weekReopened,
    onSent: () => onChanged?.(),
  });
  const reopenable = week.state === 'signed' || week.state === 'closed';
  if (!reopenable && box.status === 'idle') return null;
  if (!reopenable) return <Notice tone="success">{box.message}</Notice>;
  return (
    <details className={styles.reopen}>
      <summary>Reopen this week</summary>
      <WeekNoteForm
        box={box}
        label="Reason for reopening"
        field="reason"
        submitLabel="Reopen week"
        weekLabel={weekLabel}
        hint="Kept with the week. The student may then write it again and ask for a new sign-off."
      />
    </details>
  );
}
