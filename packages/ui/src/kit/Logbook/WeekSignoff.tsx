import type { ReactNode } from 'react';
import { describeLagosTime, type LoginType, type LogbookWeek } from '@siwes/api';
import styles from './Logbook.module.css';

/** Who wrote a comment or reopened a week, as a supervisor or the coordinator reads it. */
const ROLE_NAMES: Record<LoginType, string> = {
  student: 'Student',
  supervisor: 'Institution supervisor',
  coordinator: 'Coordinator',
};

function When({ at }: { at: string }) {
  return <time dateTime={at}>{describeLagosTime(at)}</time>;
}

/**
 * A week's sign-off as a supervisor or the coordinator reads it: who signed and when, their
 * comment and stamp or signature image; else the link waiting for the workplace supervisor, or
 * that it is not signed. Then each reopening with its reason (and `children`: the reader's way to
 * reopen it), and the comments with their author, role and time. Each is a group named by its
 * heading, not a landmark: a page of weeks would hold dozens of them.
 */
export function WeekSignoff({
  week,
  titleId,
  reopen,
  commentBox,
}: {
  week: LogbookWeek;
  titleId: string;
  reopen?: ReactNode;
  commentBox?: ReactNode;
}) {
  const { signOff, pendingSignoff, reopenings, comments } = week;
  return (
    <>
      <div role="group" className={styles.loop} aria-labelledby={`${titleId}-signoff`}>
        <h3 id={`${titleId}-signoff`} className={styles.loopTitle}>
          Sign-off
        </h3>
        {signOff ? (
          <>
            <p>
              Signed by <strong>{signOff.name}</strong> on <When at={signOff.signedAt} />
            </p>
            {signOff.comment && <blockquote className={styles.quote}>{signOff.comment}</blockquote>}
            {signOff.image && (
              <img
                className={styles.stamp}
                src={signOff.image}
                alt={`Stamp or signature of ${signOff.name}`}
              />
            )}
          </>
        ) : pendingSignoff ? (
          <p>
            Not signed yet: a link went to {pendingSignoff.sentTo} on <When at={pendingSignoff.requestedAt} />
            , and it signs until <When at={pendingSignoff.expiresAt} />.
          </p>
        ) : (
          <p className={styles.none}>Not signed.</p>
        )}
        {reopenings.length > 0 && (
          <ul className={styles.notes}>
            {reopenings.map((r) => (
              <li key={r.at}>
                Reopened by {r.by} ({ROLE_NAMES[r.role]}) on <When at={r.at} />: {r.reason}
              </li>
            ))}
          </ul>
        )}
        {reopen}
      </div>
      <div role="group" className={styles.loop} aria-labelledby={`${titleId}-comments`}>
        <h3 id={`${titleId}-comments`} className={styles.loopTitle}>
          Comments
        </h3>
        {comments.length === 0 ? (
          <p className={styles.none}>No comments.</p>
        ) : (
          <ul className={styles.notes}>
            {comments.map((c) => (
              <li key={c._id}>
                <p className={styles.byline}>
                  <strong>{c.author || ROLE_NAMES[c.role]}</strong> · {ROLE_NAMES[c.role]} ·{' '}
                  <When at={c.createdAt} />
                </p>
                <p className={styles.comment}>{c.text}</p>
              </li>
            ))}
          </ul>
        )}
        {commentBox}
      </div>
    </>
  );
}
