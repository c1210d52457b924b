import { describeLagosTime, instantOf } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import {
  describeVisit,
  mergeStudents,
  VISIT_GRADE_PAGES,
  scoreAnchor,
  VISIT_TITLES,
  VISIT_WORDS,
  VISITS,
} from '../../kit/myStudents.ts';
import { useGradingPolicy } from '../../kit/useGradingPolicy.ts';
import { useMyStudents } from '../../kit/useMyStudents.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import styles from './StudentVisits.module.css';

/** Said when the supervisor's lists could not be read: the logbook below still shows. */
export const VISITS_FAILED = 'Could not load this student’s visits.';

/**
 * One student's visits for this supervisor, above their logbook (issue 34, point 6: the student's
 * page holds their date, grade and logbook): for each visit the supervisor has them for, where
 * it stands ("Date not set", "Not graded", "Graded 25 / 30"), the date in words in Lagos time (or
 * "Not set yet"), a link to set the date on My Students (filtered to the student) and one to
 * grade. Read from the supervisor's two lists, as My Students reads them; a student on neither
 * shows nothing here (the logbook says they are not assigned). A failed read says so, with Try
 * again, and the logbook below still shows.
 */
export function StudentVisits({ code }: { code: string }) {
  const lists = useMyStudents();
  const policy = useGradingPolicy();
  if (lists.status === 'failed') {
    return (
      <div className={styles.visits}>
        <Notice tone="error">{VISITS_FAILED}</Notice>
        <Button variant="secondary" size="small" onClick={lists.retry}>
          Try again
        </Button>
      </div>
    );
  }
  const student = lists.data
    ? mergeStudents(lists.data.inspection, lists.data.defence).find((s) => s.code === code)
    : undefined;
  if (!student) return null;
  return (
    <section className={styles.visits} aria-labelledby="student-visits">
      <h2 id="student-visits">Visits</h2>
      <dl className={styles.list}>
        {VISITS.map((visit) => {
          const state = student[visit];
          if (!state) return null;
          const date = instantOf(state.date);
          return (
            <div key={visit} className={styles.visit}>
              <dt>{VISIT_TITLES[visit]}</dt>
              <dd>
                <span>{describeVisit(state, policy[visit])}</span>
                <span>{date ? describeLagosTime(date) : 'Not set yet'}</span>
                <span className={styles.links}>
                  <ScreenLink
                    to="lecturerStudents"
                    search={`?${new URLSearchParams({ visit, q: student.name }).toString()}`}
                  >
                    {date ? 'Change the date' : 'Set the date'}
                    <span className="visually-hidden"> of the {VISIT_WORDS[visit]}</span>
                  </ScreenLink>
                  <ScreenLink to={VISIT_GRADE_PAGES[visit]} search={`#${scoreAnchor(student.id)}`}>
                    Grade {VISIT_WORDS[visit]}
                  </ScreenLink>
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
