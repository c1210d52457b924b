import { displayValue } from '../../components/DataTable/DataTable.tsx';
import styles from './TotalGrade.module.css';
import { totalNote, type Grade } from './totalNote.ts';

/** A student's total grade (N/A before collation), with what it leaves out said under it. */
export function TotalGrade({ grade }: { grade: Grade }) {
  const note = totalNote(grade);
  return (
    <>
      {displayValue(grade?.total)}
      {note && <span className={styles.note}>{note}</span>}
    </>
  );
}
