import { ScreenLink } from '../../registry/ScreenLink.tsx';
import styles from './WeeklyReportScreen.module.css';

/** Asked of a student who has not given their workplace supervisor. */
export const WORKPLACE_SUPERVISOR_WANTED =
  'Your workplace supervisor signs your weeks, but you have not told us who they are yet.';

/**
 * Asks the student for their workplace supervisor (name, position, email, phone) until given:
 * without an email, no week can be sent for sign-off. Links to Work Details, where it is given.
 */
export function WorkplaceSupervisorNotice() {
  return (
    <div className={styles.wanted} role="note" aria-labelledby="workplace-supervisor-wanted">
      <p id="workplace-supervisor-wanted">
        <strong>{WORKPLACE_SUPERVISOR_WANTED}</strong>
      </p>
      <p>
        <ScreenLink to="studentUpload">Add your workplace supervisor in Work Details</ScreenLink> so they can
        sign your weeks.
      </p>
    </div>
  );
}
