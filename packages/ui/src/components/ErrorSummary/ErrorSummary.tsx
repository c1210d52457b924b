import { useEffect, useRef, type MouseEvent } from 'react';
import styles from './ErrorSummary.module.css';

/** The summary's heading. */
export const ERROR_SUMMARY_TITLE = 'There is a problem';

export interface ErrorSummaryItem {
  /** The id of the field's control, which the link focuses. */
  fieldId: string;
  /** The same sentence the field says beside it. */
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /**
   * Counts the refused submits: each new count with items takes the keyboard's focus to the
   * summary, so a screen reader reads it and a phone scrolls back to it.
   */
  refusals: number;
  id?: string;
}

/**
 * What stops a form, at its top: a heading and a link per field in the way, each with the
 * sentence said beside that field; a link takes the focus to its field (and scrolls it into
 * view). Nothing is drawn while nothing is in the way. After a refused submit the focus comes
 * here (the GOV.UK error summary pattern), rather than to the first field far down a long form.
 */
export function ErrorSummary({ items, refusals, id = 'error-summary' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (refusals > 0 && shown) ref.current?.focus();
    // Only a new refusal moves the focus, not a field corrected since.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);
  if (!shown) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }

  return (
    <div ref={ref} id={id} className={styles.summary} tabIndex={-1} aria-labelledby={`${id}-title`}>
      <div role="alert">
        <h2 id={`${id}-title`} className={styles.title}>
          {ERROR_SUMMARY_TITLE}
        </h2>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
