import { describeDay, fromLagosLocal, lagosWorkWeek, WEEKDAYS, type SignoffView } from '@siwes/api';
import { DetailList, formatDate } from '../../components/DetailList/DetailList.tsx';
import { NOTHING_WRITTEN } from '../../kit/LogbookWeek/words.ts';
import styles from './SignoffScreen.module.css';

/** Whose week it is: the student, their course and company, and the week by its Monday. */
export function WeekOwner({ view }: { view: SignoffView }) {
  return (
    <DetailList
      title="Student"
      details={[
        { label: 'Name', value: view.student.name },
        { label: 'Course', value: view.student.course },
        { label: 'Company', value: view.student.company },
        { label: 'Week of', value: describeDay(view.week.weekStart) },
      ]}
    />
  );
}

/** The week's five days as the student wrote them, each under its day and date. */
export function WeekDays({ view }: { view: SignoffView }) {
  const monday = fromLagosLocal(view.week.weekStart);
  const dates = monday ? lagosWorkWeek(monday) : [];
  return (
    <section className={styles.days} aria-labelledby="signoff-days">
      <h2 id="signoff-days" className={styles.heading}>
        The week as written
      </h2>
      <dl>
        {WEEKDAYS.map((day, i) => (
          <div key={day} className={styles.day}>
            <dt>{dates[i] ? describeDay(dates[i]) : day}</dt>
            <dd className={view.week[day] ? undefined : styles.empty}>{view.week[day] || NOTHING_WRITTEN}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The week's sign-off, read-only: who, when, their comment, the stamp, and how long the page shows it. */
export function SignedWeek({ view }: { view: SignoffView }) {
  const { signOff } = view;
  if (!signOff) return null;
  return (
    <section className={styles.signed} aria-labelledby="signoff-signed">
      <h2 id="signoff-signed" className={styles.heading}>
        Signed by {signOff.name} on {formatDate(signOff.signedAt)}
      </h2>
      <dl className={styles.signoff}>
        <dt>Signed by</dt>
        <dd>{signOff.name}</dd>
        <dt>Signed on</dt>
        <dd>{formatDate(signOff.signedAt, true)}</dd>
        <dt>Comment</dt>
        <dd>{signOff.comment || 'No comment.'}</dd>
        <dt>Stamp or signature</dt>
        <dd>
          {signOff.image ? (
            <img className={styles.stamp} src={signOff.image} alt={`Stamp or signature of ${signOff.name}`} />
          ) : (
            'None given.'
          )}
        </dd>
      </dl>
      {view.readOnlyUntil && (
        <p className={styles.note}>
          This week is locked: the student can no longer change it. This page shows it until{' '}
          {formatDate(view.readOnlyUntil)}.
        </p>
      )}
    </section>
  );
}
