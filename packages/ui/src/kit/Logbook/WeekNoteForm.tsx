import { useId, type FormEvent } from 'react';
import { FIELD_LIMITS } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import type { CommentBox } from '../useCommentBox.ts';
import styles from './Logbook.module.css';

export interface WeekNoteFormProps {
  box: CommentBox;
  /** The text area's label: `Your comment`, `Reason for reopening`. */
  label: string;
  /** The body's field the text goes in (`text`, `reason`): a refusal naming it shows beside the box. */
  field: 'text' | 'reason';
  /** The button: `Add comment`, `Reopen week`. */
  submitLabel: string;
  /** The week, for screen readers: a page holds a box per week. */
  weekLabel: string;
  hint?: string;
}

/**
 * One text sent for one week (a comment, or a reopening's reason) through a comment box machine:
 * the box, its button (busy while sending), and under them what came back: the server's message
 * once sent, its refusal (beside the box when it names the field), or, when the network failed,
 * that the text is kept to send again.
 */
export function WeekNoteForm({ box, label, field, submitLabel, weekLabel, hint }: WeekNoteFormProps) {
  const messagesId = useId();
  const limit = field === 'reason' ? FIELD_LIMITS.reason : FIELD_LIMITS.comment;
  const fieldError = box.fieldErrors[field];
  const error =
    box.status === 'offline' ? `${box.error} Your text is kept: press ${submitLabel} again.` : box.error;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    box.send();
  }

  return (
    <form className={styles.note} onSubmit={onSubmit} aria-label={`${submitLabel}: ${weekLabel}`} noValidate>
      <TextArea
        label={label}
        hint={hint}
        rows={3}
        maxLength={limit}
        value={box.text}
        error={fieldError}
        onChange={(event) => box.edit(event.target.value)}
      />
      <div className={styles.noteActions}>
        <Button type="submit" size="small" loading={box.status === 'sending'} aria-describedby={messagesId}>
          {submitLabel}
        </Button>
      </div>
      <div id={messagesId}>
        <Notice tone="success">{box.status === 'sent' ? box.message : null}</Notice>
        <Notice tone="error">{error && error !== fieldError ? error : null}</Notice>
      </div>
    </form>
  );
}
