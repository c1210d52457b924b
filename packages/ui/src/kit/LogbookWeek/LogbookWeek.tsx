import type { ReactNode } from 'react';
import {
  describeDay,
  describeLagosTime,
  fromLagosLocal,
  lagosWorkWeek,
  WEEKDAYS,
  type LoginType,
  type LogbookWeek,
} from '@siwes/api';
import styles from './LogbookWeek.module.css';
import { DAY_AHEAD, NOTHING_WRITTEN } from './words.ts';

/** Who wrote a comment or reopened a week, as every reader of the logbook reads it. */
export const AUTHOR_ROLES: Record<LoginType, string> = {
  student: 'Student',
  supervisor: 'Institution supervisor',
  coordinator: 'Coordinator',
};

type SignOff = NonNullable<LogbookWeek['signOff']>;

/** "Signed by NAME on DAY, TIME in Lagos", as the week's comments and reopenings give their times. */
export function signedBy(signOff: Pick<SignOff, 'name' | 'signedAt'>): string {
  return `Signed by ${signOff.name} on ${describeLagosTime(signOff.signedAt) || signOff.signedAt}`;
}

/** "Week of Monday 4 May 2026". */
export function weekTitle(weekStart: string): string {
  return `Week of ${describeDay(weekStart)}`;
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{describeLagosTime(at)}</time>;
}

/**
 * The week's five days as written, each under its day and date; a day left empty says so, and,
 * given `today` (a Lagos day, `YYYY-MM-DD`), an empty day after it says it is still ahead.
 */
export function WeekDaysWritten({ week, today }: { week: LogbookWeek; today?: string }) {
  const monday = fromLagosLocal(week.weekStart);
  const dates = monday ? lagosWorkWeek(monday) : [];
  return (
    <dl className={styles.days}>
      {WEEKDAYS.map((day, index) => {
        const text = week[day].trim();
        const date = dates[index];
        const missing = today && date && date > today ? DAY_AHEAD : NOTHING_WRITTEN;
        return (
          <div key={day} className={styles.day}>
            <dt>{date ? describeDay(date) : day}</dt>
            <dd className={text ? undefined : styles.empty}>{text || missing}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Who signed the week and when, their comment and their stamp or signature image. */
export function SignOffDetails({ signOff }: { signOff: SignOff }) {
  return (
    <>
      <p>
        <strong>{signedBy(signOff)}</strong>
      </p>
      {signOff.comment ? (
        <blockquote className={styles.quote} aria-label={`Comment of ${signOff.name}`}>
          {signOff.comment}
        </blockquote>
      ) : (
        <p className={styles.muted}>No comment.</p>
      )}
      {signOff.image && (
        <img className={styles.stamp} src={signOff.image} alt={`Stamp or signature of ${signOff.name}`} />
      )}
    </>
  );
}

/** Each time the week was reopened, by whom, when and why. */
export function Reopenings({ week }: { week: LogbookWeek }) {
  if (week.reopenings.length === 0) return null;
  return (
    <ul className={styles.list}>
      {week.reopenings.map((r) => (
        <li key={r.at}>
          <p>
            Reopened by {r.by} ({AUTHOR_ROLES[r.role]}) on <When at={r.at} />. Reason: {r.reason}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The link waiting for the workplace supervisor, if one is. */
export function PendingSignoff({ week }: { week: LogbookWeek }) {
  const pending = week.pendingSignoff;
  if (!pending || week.signOff) return null;
  return (
    <p>
      Waiting for sign-off: a link went to {pending.sentTo} on <When at={pending.requestedAt} />, and it can
      be signed until <When at={pending.expiresAt} />.
    </p>
  );
}

interface PartProps {
  week: LogbookWeek;
  /** The id of the week's heading: the part's own heading is named after it. */
  titleId: string;
  /** The level of the part's heading: one under the week's (3 by default, under a week's h2). */
  level?: 3 | 4;
  /** The reader's way to act on the part, at its end: a reopening, a comment box. */
  children?: ReactNode;
}

/**
 * The week's sign-off part: signed (who, when, comment, stamp), or the link waiting, or not
 * signed; then its reopenings with their reasons, then `children`. A group named by its heading,
 * not a landmark: a page of weeks holds dozens of them.
 */
export function WeekSignoffPart({ week, titleId, level = 3, children }: PartProps) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <div role="group" className={styles.part} aria-labelledby={`${titleId}-signoff`}>
      <Heading id={`${titleId}-signoff`} className={styles.partTitle}>
        Sign-off
      </Heading>
      {week.signOff ? (
        <SignOffDetails signOff={week.signOff} />
      ) : week.pendingSignoff ? (
        <PendingSignoff week={week} />
      ) : (
        <p className={styles.muted}>Not signed.</p>
      )}
      <Reopenings week={week} />
      {children}
    </div>
  );
}

/** The institution supervisor's and the coordinator's comments on the week, oldest first; then `children`. */
export function WeekComments({ week, titleId, level = 3, children }: PartProps) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <div role="group" className={styles.part} aria-labelledby={`${titleId}-comments`}>
      <Heading id={`${titleId}-comments`} className={styles.partTitle}>
        Comments
      </Heading>
      {week.comments.length === 0 ? (
        <p className={styles.muted}>No comments.</p>
      ) : (
        <ul className={styles.list}>
          {week.comments.map((c) => (
            <li key={c._id}>
              <p>
                <strong>{c.author || AUTHOR_ROLES[c.role]}</strong> · {AUTHOR_ROLES[c.role]} ·{' '}
                <When at={c.createdAt} />
              </p>
              <p className={styles.comment}>{c.text}</p>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/**
 * A week of the logbook whole, as its student reads it: the days as written, the sign-off part,
 * then `children` (what the week's state means for the reader), then the comments.
 */
export function LogbookWeekDetails({ children, ...part }: PartProps) {
  return (
    <>
      <WeekDaysWritten week={part.week} />
      <WeekSignoffPart {...part} />
      {children}
      <WeekComments {...part} />
    </>
  );
}
