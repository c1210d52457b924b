import { describeDay, describeLagosTime, WEEKDAYS, type LogbookWeek } from '@siwes/api';
import styles from './WeekWritingFlags.module.css';

/** Said for a day whose times the server did not keep (written before it kept them). */
export const TIMES_NOT_KNOWN = 'not known (written before the portal kept these times)';

const DAY_NAMES = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
} as const;

function When({ at }: { at: string }) {
  return <time dateTime={at}>{describeLagosTime(at)}</time>;
}

interface WeekWritingFlagsProps {
  week: LogbookWeek;
  /** The id of the week's heading: the part's own heading is named after it. */
  titleId: string;
}

/**
 * When a week was written, for the graders (issue 27): its days written late and the burst it was
 * first written in, each with its dates, said in words as well as marked; then, folded, when each
 * day was first written and last changed. Nothing at all from a backend that does not keep them.
 */
export function WeekWritingFlags({ week, titleId }: WeekWritingFlagsProps) {
  const { lateDays = [], burst, entryTimes } = week;
  if (!entryTimes) return null;
  const written = WEEKDAYS.filter((day) => week[day].trim() !== '');
  return (
    <div role="group" className={styles.part} aria-labelledby={`${titleId}-written`}>
      <h3 id={`${titleId}-written`} className={styles.title}>
        When written
      </h3>
      {lateDays.length === 0 && !burst && <p className={styles.muted}>Not flagged.</p>}
      {lateDays.length > 0 && (
        <div className={styles.flag}>
          <p>
            <strong className={styles.badge}>Written late</strong>{' '}
            {lateDays.length === 1 ? '1 day' : `${lateDays.length} days`} first written long after the day:
          </p>
          <ul>
            {lateDays.map((late) => (
              <li key={late.day}>
                {describeDay(late.date)}, first written on <When at={late.firstWrittenAt} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {burst && (
        <p className={styles.flag}>
          <strong className={styles.badge}>Burst</strong> First written with {burst.weeks - 1} other{' '}
          {burst.weeks === 2 ? 'week' : 'weeks'}, all between <When at={burst.from} /> and{' '}
          <When at={burst.to} />.
        </p>
      )}
      {written.length > 0 && (
        <details className={styles.details}>
          <summary>When each day was written</summary>
          <ul>
            {written.map((day) => {
              const { firstWrittenAt, changedAt } = entryTimes[day];
              return (
                <li key={day}>
                  {DAY_NAMES[day]}:{' '}
                  {firstWrittenAt ? (
                    <>
                      first written <When at={firstWrittenAt} />
                    </>
                  ) : (
                    `first written ${TIMES_NOT_KNOWN}`
                  )}
                  {changedAt && changedAt !== firstWrittenAt && (
                    <>
                      ; last changed <When at={changedAt} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </div>
  );
}
