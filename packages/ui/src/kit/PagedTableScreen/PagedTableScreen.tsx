import { useState, type FormEvent, type ReactNode } from 'react';
import { FIELD_LIMITS, MIN_SEARCH_LENGTH, type LoginType } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { DataTable, type Column } from '../../components/DataTable/DataTable.tsx';
import { ErrorScreen } from '../../components/ErrorScreen/ErrorScreen.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { AreaPage } from '../AreaPage/AreaPage.tsx';
import type { ExportCsv } from '../useExportCsv.ts';
import { usePagedListState, type PagedList } from '../usePagedList.ts';
import styles from './PagedTableScreen.module.css';

export interface ListSearch<TRow> {
  /** The search box's label, e.g. `Search students`. */
  label: string;
  placeholder?: string;
  /**
   * `server` (the default): the list's search call, from 3 characters. `page`: filters the rows
   * already loaded with `apply` (the weekly totals page).
   */
  mode?: 'server' | 'page';
  apply?: (rows: readonly TRow[], text: string) => TRow[];
}

export interface PagedTableProps<TRow> {
  list: PagedList<TRow>;
  /** Names the table (its caption) and its page navigation. */
  caption: string;
  columns: ReadonlyArray<Column<TRow>>;
  rowKey: (row: TRow) => string;
  search?: ListSearch<TRow>;
  /** Export, and the spec's alert when it fails. */
  exportCsv?: ExportCsv;
  /** Shows the jump-to-page input. */
  jump?: boolean;
  emptyText?: string;
  /** More buttons beside Export (Collate Grades). */
  actions?: ReactNode;
  /** What those buttons say back (their notices), under the toolbar. */
  notices?: ReactNode;
  /** Long headers may wrap (see DataTable). */
  wrapHeaders?: boolean;
  /** Controls between the toolbar and the table (the assignment tables' filters and selection, issue 34). */
  controls?: ReactNode;
}

/**
 * A server-paged table with the spec's controls: search (from 3 characters) with Reset, Export,
 * sortable headers (the same key toggles, back to page 1), 10 rows a page, the numbered page
 * window and, where asked, jump to page. Every rule is the paged list machine's; each part reads
 * only its own slice of it, so a page change does not redraw the toolbar. The list keeps its
 * place in the address (`usePagedList`): opened again (Back, a reload), the table shows the same
 * page and sort, or the same search with its words in the box.
 */
export function PagedTable<TRow>({
  list,
  caption,
  columns,
  rowKey,
  search,
  exportCsv,
  jump = false,
  emptyText,
  actions,
  notices,
  wrapHeaders,
  controls,
}: PagedTableProps<TRow>) {
  return (
    <>
      <Toolbar list={list} search={search} exportCsv={exportCsv} actions={actions} notices={notices} />
      {controls}
      <Rows
        list={list}
        caption={caption}
        columns={columns}
        rowKey={rowKey}
        search={search}
        emptyText={emptyText}
        wrapHeaders={wrapHeaders}
      />
      <ListPages list={list} caption={caption} jump={jump} />
    </>
  );
}

export interface PagedTableScreenProps<TRow> extends PagedTableProps<TRow> {
  role: LoginType;
  title: string;
  lead?: ReactNode;
  /** Content after the table. */
  after?: ReactNode;
}

/**
 * The paged table screen template: a role's page with a heading and one `PagedTable`.
 *
 * @example
 * const list = usePagedList({ fetchPage: ..., search: ... });
 * return <PagedTableScreen role="coordinator" title="Registered Students" list={list} caption="Students" columns={columns} rowKey={(s) => s._id} search={{ label: 'Search students' }} jump />;
 */
export function PagedTableScreen<TRow>({ role, title, lead, after, ...table }: PagedTableScreenProps<TRow>) {
  return (
    <AreaPage role={role} title={title} lead={lead}>
      <PagedTable {...table} />
      {after}
    </AreaPage>
  );
}

function Toolbar<TRow>({
  list,
  search,
  exportCsv,
  actions,
  notices,
}: Pick<PagedTableProps<TRow>, 'list' | 'search' | 'exportCsv' | 'actions' | 'notices'>) {
  // What the list shows is searched for (or filtered by): in the box when the page opens (Back to
  // it, a reload) and whenever the list moves to another search, or to none (Reset, an address).
  const applied = usePagedListState(list, (v) => v.query ?? v.filter);
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setText(applied);
  }
  const searching = usePagedListState(list, (v) => v.status === 'loading' && v.query !== null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (search?.mode === 'page') list.filter(text);
    else list.search(text);
  }

  function reset() {
    setText('');
    list.reset();
  }

  return (
    <div className={styles.toolbar}>
      {search && (
        <form role="search" className={styles.search} onSubmit={submit} aria-label={search.label}>
          <div className={styles.searchField}>
            <TextField
              label={search.label}
              type="search"
              placeholder={search.placeholder}
              // The server's bound on a search: longer is never typed, rather than refused.
              maxLength={FIELD_LIMITS.search}
              hint={search.mode === 'page' ? undefined : `At least ${MIN_SEARCH_LENGTH} characters.`}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" loading={searching}>
            Search
          </Button>
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
        </form>
      )}
      {(exportCsv || actions) && (
        <div className={styles.actions}>
          {actions}
          {exportCsv && (
            <Button variant="secondary" loading={exportCsv.exporting} onClick={exportCsv.start}>
              Export
            </Button>
          )}
        </div>
      )}
      {exportCsv && <Notice tone="error">{exportCsv.alert}</Notice>}
      {notices && <div className={styles.notices}>{notices}</div>}
    </div>
  );
}

function Rows<TRow>({
  list,
  caption,
  columns,
  rowKey,
  search,
  emptyText,
  wrapHeaders,
}: Pick<
  PagedTableProps<TRow>,
  'list' | 'caption' | 'columns' | 'rowKey' | 'search' | 'emptyText' | 'wrapHeaders'
>) {
  const status = usePagedListState(list, (v) => v.status);
  const rows = usePagedListState(list, (v) => v.rows);
  const filter = usePagedListState(list, (v) => v.filter);
  const query = usePagedListState(list, (v) => v.query);
  const error = usePagedListState(list, (v) => v.error);
  const sortBy = usePagedListState(list, (v) => v.sortBy);
  const sortOrder = usePagedListState(list, (v) => v.sortOrder);
  const filtered = usePagedListState(list, (v) => Object.keys(v.filters).length > 0);
  const total = usePagedListState(list, (v) => v.total);

  if (status === 'failed') return <ErrorScreen title={error ?? undefined} onRetry={list.retry} />;
  const shown = search?.mode === 'page' && search.apply ? search.apply(rows, filter) : rows;
  const narrowed = query ?? (search?.mode === 'page' && filter.trim() !== '' ? filter : null);
  return (
    <>
      {narrowed !== null && status === 'ready' && (
        <p className={styles.status} role="status">
          {shown.length === 1 ? '1 student matches' : `${shown.length} students match`} “{narrowed}”.
        </p>
      )}
      {filtered && status === 'ready' && (
        <p className={styles.status} role="status">
          {total === 1 ? '1 student matches' : `${total} students match`} the filters.
        </p>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={shown}
        rowKey={rowKey}
        sort={{ key: sortBy, order: sortOrder }}
        onSortChange={list.sort}
        loading={status === 'loading'}
        emptyText={narrowed !== null || filtered ? 'No students match.' : emptyText}
        wrapHeaders={wrapHeaders}
      />
    </>
  );
}

/**
 * A paged list's numbered pages (and, where asked, jump to page), named `{caption} pages`: under a
 * table here, or under a list of anything else a paged list holds (the student's logbook).
 */
export function ListPages<TRow>({
  list,
  caption,
  jump = false,
}: Pick<PagedTableProps<TRow>, 'list' | 'caption' | 'jump'>) {
  const page = usePagedListState(list, (v) => v.page);
  const pageCount = usePagedListState(list, (v) => v.pageCount);
  const alert = usePagedListState(list, (v) => v.alert);
  const hidden = usePagedListState(list, (v) => v.status === 'failed' || v.query !== null);
  const loading = usePagedListState(list, (v) => v.status === 'loading');
  if (hidden) return null;
  return (
    <Pagination
      label={`${caption} pages`}
      page={page}
      pageCount={pageCount}
      onPageChange={list.goToPage}
      disabled={loading}
      {...(jump ? { onJump: list.goToPage, alert } : {})}
    />
  );
}
