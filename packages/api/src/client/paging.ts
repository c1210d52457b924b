/**
 * Reading a whole list through its paged call: every student for an export (the portal's
 * Student-Grades.csv, the CLI's files), a few pages at a time. Browser-safe.
 */
import { ApiError } from '../errors.ts';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import type { Student, WeeklyReportScoreRow } from '../contract/entities.ts';
import type { ApiClient, CallOptions } from './types.ts';

/** How a pool of tasks ended. */
export interface PoolResult {
  /** How many items were started (and finished). */
  started: number;
  interrupted: boolean;
}

/**
 * Runs a task per item with at most `concurrency` at a time. When the signal fires, no new item
 * starts; the ones already sent are let finish, so every outcome is known and reported.
 */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<PoolResult> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker);
  await Promise.all(workers);
  return { started: next, interrupted: next < items.length && signal?.aborted === true };
}

export interface FetchAllOptions extends CallOptions {
  /** Pages asked for at once (default 4: more is not faster against one database). */
  concurrency?: number;
}

/** Rows asked for per page; servers may answer with fewer, and the paging follows them. */
export const FETCH_PAGE_SIZE = MAX_PAGE_SIZE;

/**
 * Every row of a paged call: the first page of up to 100 says how many more to read, each read
 * once, `concurrency` at a time; refused when the signal fired before all were read.
 */
async function readEveryPage<T>(
  readPage: (page: number, limit: number, call: CallOptions) => Promise<{ rows: T[]; total: number }>,
  options: FetchAllOptions,
): Promise<{ rows: T[]; total: number }> {
  const { concurrency = 4, ...call } = options;
  const { signal } = call;
  const first = await readPage(1, FETCH_PAGE_SIZE, call);
  const pageSize = first.rows.length;
  const pages = pageSize === 0 ? 1 : Math.ceil(first.total / pageSize);
  const rest: T[][] = [];
  await runPool(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    concurrency,
    async (page, index) => {
      rest[index] = (await readPage(page, pageSize, call)).rows;
    },
    signal,
  );
  if (signal?.aborted) {
    throw new ApiError({ status: 0, code: 'aborted', message: MESSAGES.abortedError });
  }
  return { rows: [first.rows, ...rest].flat(), total: first.total };
}

/**
 * Every student, read through `listStudents` in pages of up to 100 (in its default order, course
 * first), each once. Fails when the list changed while it was read (a student registered or was
 * removed between two pages), rather than give a cohort with someone missing or twice.
 */
export async function fetchAllStudents(client: ApiClient, options: FetchAllOptions = {}): Promise<Student[]> {
  const { rows, total } = await readEveryPage(async (page, limit, call) => {
    const answer = await client.listStudents(
      { page, limit },
      { fallback: MESSAGES.fetchStudentsError, ...call },
    );
    return { rows: answer.students, total: answer.totalStudents };
  }, options);
  const byId = new Map<string, Student>();
  for (const student of rows) byId.set(student._id, student);
  if (byId.size < total) {
    throw new ApiError({
      status: 0,
      code: 'invalid-response',
      message: `The student list changed while it was being read (${byId.size} of ${total}). Please try again.`,
    });
  }
  return [...byId.values()];
}

/** Every student's weekly report totals, in name order, read through `getWeeklyReportScores` as above. */
export async function fetchAllWeeklyReportScores(
  client: ApiClient,
  options: FetchAllOptions = {},
): Promise<{ rows: WeeklyReportScoreRow[]; totalStudents: number }> {
  const { rows, total } = await readEveryPage(async (page, limit, call) => {
    const answer = await client.getWeeklyReportScores({ page, limit }, call);
    return { rows: answer.data, total: answer.totalStudents };
  }, options);
  return { rows, totalStudents: total };
}
