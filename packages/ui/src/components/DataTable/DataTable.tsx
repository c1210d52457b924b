import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { nextSort, sortRows, type SortOrder, type SortState } from '@siwes/flows';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './DataTable.module.css';

export type { SortOrder, SortState };

export interface Column<Row> {
  key: string;
  header: string;
  /** The cell's raw value, used for display (when there is no render) and for client-side sorting. */
  value?: (row: Row) => unknown;
  /** Custom cell content (links, inputs, buttons). */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Marks the cell as the row's header (the student's name, say) for screen readers. */
  rowHeader?: boolean;
  /** Long unbroken values (emails) may break anywhere at desktop widths, so the table fits beside a sidebar. */
  breakAnywhere?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table; shown as its caption. */
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * Controlled sorting (server-side lists): the current sort and what to do when a header is pressed.
   * Leave both out to sort the given rows in the browser.
   */
  sort?: SortState;
  onSortChange?: (key: string) => void;
  /** Default sort for client-side sorting. */
  defaultSort?: SortState;
  loading?: boolean;
  /** An error message shown in place of the rows. */
  error?: string;
  emptyText?: string;
  /**
   * Lets long headers ("Weekly Report Grade (out of 30)") wrap onto two lines, so a wide table
   * fits a laptop's page rather than scrolling; headers stay on one line otherwise.
   */
  wrapHeaders?: boolean;
}

/** Shows N/A for a missing value (spec section 5), the value itself otherwise. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'string' && value.trim() === '') return 'N/A';
  return String(value);
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A real `<table>` with a caption, sortable headers that announce their order (`aria-sort`),
 * loading, error and empty rows, and N/A for missing values. Where the table is narrower than
 * 40rem (a phone) each row becomes a card: its cells stacked, each under its column's header, so
 * a row is read and acted on (dates, grades, assignments) without scrolling sideways, and the
 * sortable headers stay above the cards as a row of sort buttons. Wider, it is the usual table,
 * in a scroller reachable with the keyboard.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  defaultSort,
  loading = false,
  error,
  emptyText = 'No records found.',
  wrapHeaders = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  const [localSort, setLocalSort] = useState<SortState | undefined>(defaultSort);
  const controlled = onSortChange !== undefined;
  const activeSort = controlled ? sort : localSort;
  // New rows (a page arriving, the next page) are drawn as a transition: React builds them in
  // slices and the phone paints and answers taps in between; until they are ready the table shows
  // what it showed before (the loading row, the previous page).
  const given = useMemo(() => ({ rows, loading, error }), [rows, loading, error]);
  const view = useDeferredValue(given);

  const shownRows = useMemo(() => {
    if (controlled || !localSort) return view.rows;
    const column = columns.find((c) => c.key === localSort.key);
    if (!column?.value) return view.rows;
    const read = column.value;
    // The paged lists' own rule: numbers as numbers, text ignoring case, missing values first.
    return sortRows(view.rows, localSort, (row) => read(row));
  }, [controlled, localSort, view.rows, columns]);

  const sortable = columns.some((column) => column.sortable);

  function pressHeader(key: string) {
    if (controlled) onSortChange(key);
    else setLocalSort((current) => nextSort(current, key));
  }

  let body: ReactNode;
  if (view.loading) {
    body = (
      <tr>
        <td colSpan={columns.length} className={`${styles.message} ${styles.loading}`}>
          <Spinner label="Loading" /> Loading…
        </td>
      </tr>
    );
  } else if (view.error) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.errorMessage} role="alert">
          {view.error}
        </td>
      </tr>
    );
  } else if (shownRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.message}>
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = shownRows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column) => {
          const content = column.render ? column.render(row) : displayValue(column.value?.(row));
          // The header again for card layout, where the column headers are out of sight.
          const label = column.header || undefined;
          const className = column.breakAnywhere ? styles.breakAnywhere : undefined;
          return column.rowHeader ? (
            <th key={column.key} scope="row" data-label={label} className={className}>
              {content}
            </th>
          ) : (
            <td key={column.key} data-label={label} className={className}>
              {content}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    <div
      className={`${styles.scroller} ${styles.cards}`}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table
        className={wrapHeaders ? `${styles.table} ${styles.wrapHeaders}` : styles.table}
        aria-busy={view.loading || undefined}
      >
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead className={sortable ? styles.sortBar : undefined}>
          <tr>
            {columns.map((column) => {
              const order = activeSort?.key === column.key ? activeSort.order : undefined;
              if (!column.sortable) {
                return (
                  <th key={column.key} scope="col" className={styles.unsortable}>
                    {column.header}
                  </th>
                );
              }
              return (
                <th key={column.key} scope="col" aria-sort={order ? ARIA_SORT[order] : 'none'}>
                  <button type="button" className={styles.sortButton} onClick={() => pressHeader(column.key)}>
                    {column.header}
                    <span className={styles.arrow} aria-hidden="true">
                      {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
