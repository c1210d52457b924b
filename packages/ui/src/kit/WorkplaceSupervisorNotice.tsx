import type { Student } from '@siwes/api';
import { ScreenLink } from '../registry/ScreenLink.tsx';
import styles from './WorkplaceSupervisorNotice.module.css';

/** The notice's heading. */
export const WORKPLACE_SUPERVISOR_NOTICE_TITLE = 'Add your workplace supervisor';
/** What the notice asks. */
export const WORKPLACE_SUPERVISOR_NOTICE =
  'Your workplace supervisor signs your weekly reports by a link sent to their email. Add their name and email on Work Details.';
/** The notice's link to Work Details. */
export const WORKPLACE_SUPERVISOR_NOTICE_LINK = 'Go to Work Details';

/** What the notice reads of the student's record. */
export type WorkplaceSupervisorFacts = Pick<Student, 'company' | 'workplaceSupervisor'>;

/**
 * Whether a student is asked for their workplace supervisor: placed (work details uploaded) and
 * no supervisor's email recorded yet, the email being where the sign-off link goes (issue 24).
 */
export function needsWorkplaceSupervisor(student: WorkplaceSupervisorFacts | null | undefined): boolean {
  if (!student?.company) return false;
  return !student.workplaceSupervisor?.email?.trim();
}

/**
 * Asks a placed student for their workplace supervisor, with a link to Work Details, until the
 * supervisor's email is given; nothing otherwise. A plain note, not a live region: it is there
 * when the page opens, and the page's own messages keep the page's status and alert roles; a note,
 * not a region, so the page's landmarks and cards stay as they were.
 */
export function WorkplaceSupervisorNotice({
  student,
}: {
  student: WorkplaceSupervisorFacts | null | undefined;
}) {
  return needsWorkplaceSupervisor(student) ? <WorkplaceSupervisorNote /> : null;
}

/** The note itself, for a page that has judged already that the student must be asked (Weekly Report). */
export function WorkplaceSupervisorNote() {
  return (
    <div role="note" className={styles.notice} aria-labelledby="workplace-supervisor-notice">
      <h2 id="workplace-supervisor-notice" className={styles.title}>
        {WORKPLACE_SUPERVISOR_NOTICE_TITLE}
      </h2>
      <p className={styles.text}>{WORKPLACE_SUPERVISOR_NOTICE}</p>
      <p className={styles.text}>
        <ScreenLink to="studentUpload">{WORKPLACE_SUPERVISOR_NOTICE_LINK}</ScreenLink>
      </p>
    </div>
  );
}
