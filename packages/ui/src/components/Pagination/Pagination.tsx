import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { pageWindow } from '@siwes/flows';
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
  /**
   * Shows the jump-to-page input (the Registered Students page) and hands it what was typed; the
   * list's machine decides whether it names a page.
   */
  onJump?: (value: string) => void;
  /** The machine's word on a jump that names no page: 'Please enter a valid page number.' */
  alert?: string | null;
  disabled?: boolean;
}

/**
 * Numbered pagination in the spec's pattern: Previous, the first, last, current and neighbouring
 * pages with gaps between, Next; and, where asked, a jump-to-page input whose value the list's
 * machine checks (1 to the page count, otherwise `Please enter a valid page number.`, shown here).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pages',
  onJump,
  alert,
  disabled = false,
}: PaginationProps) {
  if (pageCount < 1) return null;
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.pages}>
        <li>
          <PageButton off={disabled || page <= 1} onPress={() => onPageChange(page - 1)}>
            Previous
          </PageButton>
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageButton
                off={disabled}
                current={item === page}
                aria-label={`Page ${item}`}
                onPress={() => item !== page && onPageChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton off={disabled || page >= pageCount} onPress={() => onPageChange(page + 1)}>
            Next
          </PageButton>
        </li>
      </ul>
      {onJump && (
        <JumpToPage pageCount={pageCount} onJump={onJump} alert={alert ?? null} disabled={disabled} />
      )}
    </nav>
  );
}

/**
 * A page button that is off (while a page loads, or Previous on the first page) says so
 * (`aria-disabled`) and ignores presses, but keeps the keyboard's focus: a `disabled` button
 * drops it to the top of the page, so pressing Next by keyboard sent the reader back to the start.
 */
function PageButton({
  off,
  current = false,
  onPress,
  children,
  'aria-label': ariaLabel,
}: {
  off: boolean;
  current?: boolean;
  onPress: () => void;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <button
      type="button"
      className={styles.page}
      aria-current={current ? 'page' : undefined}
      aria-label={ariaLabel}
      aria-disabled={off || undefined}
      onClick={() => {
        if (!off) onPress();
      }}
    >
      {children}
    </button>
  );
}

function JumpToPage({
  pageCount,
  onJump,
  alert,
  disabled,
}: {
  pageCount: number;
  onJump: (value: string) => void;
  alert: string | null;
  disabled: boolean;
}) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const alertId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onJump(value);
  }

  return (
    <form className={styles.jump} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>Go to page (1–{pageCount})</label>
      <div className={styles.jumpLine}>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={value}
          aria-invalid={alert ? true : undefined}
          aria-describedby={alertId}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="small" disabled={disabled}>
          Go
        </Button>
      </div>
      <div id={alertId} className={styles.jumpAlert}>
        <Notice tone="error">{alert}</Notice>
      </div>
    </form>
  );
}
