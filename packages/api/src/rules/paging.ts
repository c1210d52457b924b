/** Paged lists (`page`, `limit`): what part of the whole list a page is. */
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants.ts';

export interface PageWindow {
  offset: number;
  limit: number;
}

/** A page's place in its list: `limit` (default PAGE_SIZE, at most MAX_PAGE_SIZE) from page `page` (default 1). */
export function pageWindow(query: { page?: number | undefined; limit?: number | undefined }): PageWindow {
  const limit = Math.min(query.limit ?? PAGE_SIZE, MAX_PAGE_SIZE);
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}

/** The items of one page of a whole list. */
export function pageOf<T>(
  items: readonly T[],
  query: { page?: number | undefined; limit?: number | undefined },
): T[] {
  const { offset, limit } = pageWindow(query);
  return items.slice(offset, offset + limit);
}
