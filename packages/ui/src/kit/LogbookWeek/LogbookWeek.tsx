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
import { formatDate } from '../../components/DetailList/DetailList.tsx';
import styles from './LogbookWeek.module.css';

/** Who wrote a comment or opened a week again, as the student reads it. */
export const AUTHOR_ROLES: Record<LoginType, string> = {
  student: 'Student',
  supervisor: 'Institution supervisor',
  coordinator: 'Coordinator',
};

type SignOff = NonNullable<LogbookWeek['signOff']>;

/** "Signed by NAME on DATE": the date in Lagos, as the portal writes dates. */
export function signedBy(signOff: Pick<SignOff, 'name' | 'signedAt'>): string {
  return `Signed by ${signOff.name} on ${formatDate(signOff.signedAt) ?? signOff.signedAt}`;
}

/** "Week of Monday 4 May 2026". */
export function weekTitle(weekStart: string): string {
  return `Week of ${describeDay(weekStart)}`;
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{describeLagosTime(at)}</time>;
}

/** The week's five days as written, each under its day and date; a day left empty says so. */
export function WeekDaysWritten({ week }: { week: LogbookWeek }) {
  const monday = fromLagosLocal(week.weekStart);
  const dates = monday ? lagosWorkWeek(monday) : [];
  return (
    <dl className={styles.days}>
      {WEEKDAYS.map((day, index) => {
        const text = week[day].trim();
        return (
          <div key={day} className={styles.day}>
            <dt>{dates[index] ? describeDay(dates[index]) : day}</dt>
            <dd className={text ? undefined : styles.empty}>{text || 'Nothing written.'}</dd>
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

/** Each time the week was opened again, by whom, when and why. */
export function Reopenings({ week }: { week: LogbookWeek }) {
  if (week.reopenings.length === 0) return null;
  return (
    <ul className={styles.list}>
      {week.reopenings.map((r) => (
        <li key={r.at}>
          <p>
            Opened again by {r.by} ({AUTHOR_ROLES[r.role]}) on <When at={r.at} />. Reason: {r.reason}
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
}

/**
 * The week's sign-off part: signed (who, when, comment, stamp), or the link waiting, or not
 * signed; then its reopenings with their reasons. A group named by its heading.
 */
export function WeekSignoffPart({ week, titleId, level = 3 }: PartProps) {
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
    </div>
  );
}

/** The institution supervisor's and the coordinator's comments on the week, oldest first. */
export function WeekComments({ week, titleId, level = 3 }: PartProps) {
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
    </div>
  );
}

/**
 * A week of the logbook whole, as its student reads it: the days as written, the sign-off part,
 * then `children` (what the week's state means for the reader), then the comments.
 */
export function LogbookWeekDetails({ children, ...part }: PartProps & { children?: ReactNode }) {
  return (
    <>
      <WeekDaysWritten week={part.week} />
      <WeekSignoffPart {...part} />
      {children}
      <WeekComments {...part} />
    </>
  );
}
