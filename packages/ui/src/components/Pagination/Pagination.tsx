import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@siwes/api';
import { pageWindow, validPage } from '@siwes/flows';
import { Button } from '../Button/Button.tsx';
import { Notice } from '../Notice/Notice.tsx';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. `Students pages`. */
  label?: string;
  /** Shows the jump-to-page input (the Registered Students page). */
  showJump?: boolean;
  disabled?: boolean;
}

/**
 * Numbered pagination in the spec's pattern: Previous, the first, last, current and neighbouring
 * pages with gaps between, Next; and, where asked, a jump-to-page input that takes only 1 to the
 * page count and otherwise says `Please enter a valid page number.`
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pages',
  showJump = false,
  disabled = false,
}: PaginationProps) {
  if (pageCount < 1) return null;
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </button>
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                disabled={disabled}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={disabled || page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
      {showJump && <JumpToPage pageCount={pageCount} onJump={onPageChange} disabled={disabled} />}
    </nav>
  );
}

function JumpToPage({
  pageCount,
  onJump,
  disabled,
}: {
  pageCount: number;
  onJump: (page: number) => void;
  disabled: boolean;
}) {
  const [value, setValue] = useState('');
  const [alert, setAlert] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = validPage(value, pageCount);
    if (target === null) {
      setAlert(MESSAGES.invalidPage);
      return;
    }
    setAlert('');
    setValue('');
    onJump(target);
  }

  return (
    <form className={styles.jump} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>
        Go to page (1–{pageCount})
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setAlert('');
          }}
        />
      </label>
      <Button type="submit" variant="secondary" size="small" disabled={disabled}>
        Go
      </Button>
      <Notice tone="error">{alert}</Notice>
    </form>
  );
}
