/**
 * The paged table template over the fake's students, as PagedTableScreen's stories (its paging and
 * search, and its address) show it, with the waits and readers they share.
 */
import { PAGE_SIZE, STUDENT_SORT_KEYS, type Student } from '@siwes/api';
import { createFakeApi, STUDENT_COUNT } from '@siwes/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { columnTexts, tableRows } from './stories.ts';
import { useServices } from '../services/services.tsx';
import { STUDENT_COLUMNS } from '../kit/studentColumns.tsx';
import { usePagedList } from '../kit/usePagedList.ts';
import { useStudentList } from '../kit/useStudentList.ts';
import { PagedTableScreen, type PagedTableScreenProps } from '../kit/PagedTableScreen/PagedTableScreen.tsx';

export const CAPTION = 'Students';

/** What the page-mode search box keeps of the loaded page: the names that hold the text. */
export const byName = (rows: readonly Student[], text: string) =>
  rows.filter((s) => s.name.toLowerCase().includes(text.trim().toLowerCase()));

/**
 * The template over the fake's students, as the cohort tables use it: sortable columns, search
 * with Reset, pages with jump (Export and the other toolbar buttons are in the screens' stories).
 * `filterThisPage` swaps the server's search for the filter of the page shown (the weekly totals':
 * a list without the server's search, whose address's `q` is the filter).
 */
export function StudentsTable({ filterThisPage = false }: { filterThisPage?: boolean }) {
  return filterThisPage ? <FilteredStudents /> : <SearchedStudents />;
}

function SearchedStudents() {
  const list = useStudentList();
  return <Table list={list} search={{ label: 'Search students' }} />;
}

function FilteredStudents() {
  const { client } = useServices();
  const list = usePagedList<Student>({
    fetchPage: async ({ page, limit, sortBy, sortOrder }, call) => {
      const answer = await client.listStudents({ page, limit, sortBy, sortOrder }, call);
      return { rows: answer.students, total: answer.totalStudents };
    },
    sortKeys: STUDENT_SORT_KEYS,
  });
  return <Table list={list} search={{ label: 'Search this page', mode: 'page', apply: byName }} />;
}

function Table({ list, search }: Pick<PagedTableScreenProps<Student>, 'list' | 'search'>) {
  return (
    <PagedTableScreen
      role="coordinator"
      title="Students"
      lead="Every registered student, ten a page."
      list={list}
      caption={CAPTION}
      columns={STUDENT_COLUMNS}
      rowKey={(s) => s._id}
      search={search}
      jump
      emptyText="No students have registered yet."
    />
  );
}

export const PAGES = Math.ceil(STUDENT_COUNT / PAGE_SIZE);
export const STUDENT = createFakeApi().db.students.find((s) => s.email === 'student@siwes.test')!;

export const page = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('button', { name: `Page ${n}` });

/** Waits until page `n` is the current one and its rows have come. */
export async function onPage(canvasElement: HTMLElement, n: number) {
  await waitFor(() => expect(page(canvasElement, n)).toHaveAttribute('aria-current', 'page'));
  return tableRows(canvasElement, CAPTION);
}

/** The list as it opens: page 1, full, in the default sort (course, going up). */
export async function onFirstPageByCourse(canvasElement: HTMLElement) {
  await expect(await onPage(canvasElement, 1)).toHaveLength(PAGE_SIZE);
  await expect(within(canvasElement).getByRole('columnheader', { name: /Course/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
}

export const names = (canvasElement: HTMLElement) => columnTexts(canvasElement, CAPTION, 'Name');
