import { useEffect, useId } from 'react';
import { describeLagosTime } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import styles from './PastDateQuestion.module.css';

/**
 * A date in the past is asked about where it was typed, not in a browser dialog that a screen
 * reader announces poorly and a story cannot answer: the focus goes to the confirming button,
 * which reads the question as its description; either answer brings the focus back to the field
 * (`fieldId`). With `usePastDateCheck`.
 */
export function PastDateQuestion({
  when,
  visit,
  fieldId,
  onConfirm,
  onCancel,
}: {
  when: Date;
  /** "inspection" or "defence". */
  visit: string;
  fieldId: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const questionId = useId();
  const confirmId = useId();
  useEffect(() => {
    document.getElementById(confirmId)?.focus();
  }, [confirmId]);
  const backToField = () => document.getElementById(fieldId)?.focus();
  return (
    <div className={styles.question} role="group" aria-labelledby={questionId}>
      <p id={questionId} className={styles.questionText}>
        {describeLagosTime(when)} is in the past. Set the {visit} date to it anyway?
      </p>
      <div className={styles.answers}>
        <Button
          id={confirmId}
          size="small"
          aria-describedby={questionId}
          onClick={() => {
            onConfirm();
            backToField();
          }}
        >
          Yes, set it
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={() => {
            onCancel();
            backToField();
          }}
        >
          No, change it
        </Button>
      </div>
    </div>
  );
}
