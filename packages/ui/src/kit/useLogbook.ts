import {
  LOGBOOK,
  MESSAGES,
  type ApiClient,
  type CallOptions,
  type LogbookPage,
  type LoginType,
} from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { useLoad } from './useLoad.ts';

/** The roles that read another's logbook, comment on its weeks and reopen them (issue 24). */
export type LogbookReader = Extract<LoginType, 'supervisor' | 'coordinator'>;

/** What a reader does to one week: comment on it, or reopen it with a reason. */
export interface WeekActs {
  comment: (weekStart: string, text: string, call: CallOptions) => Promise<{ message?: string }>;
  reopen: (weekStart: string, reason: string, call: CallOptions) => Promise<{ message?: string }>;
}

/** The reader's own calls: the assigned supervisor's, or the coordinator's (docs/security.md). */
function callsOf(client: ApiClient, reader: LogbookReader, id: string) {
  return reader === 'supervisor'
    ? {
        page: (query: { page?: number; limit: number }, call: CallOptions) =>
          client.supervisorGetLogbook({ id, ...query }, call),
        comment: (weekStart: string, text: string, call: CallOptions) =>
          client.supervisorCommentOnWeek({ id, weekStart, text }, call),
        reopen: (weekStart: string, reason: string, call: CallOptions) =>
          client.supervisorReopenWeek({ id, weekStart, reason }, call),
      }
    : {
        page: (query: { page?: number; limit: number }, call: CallOptions) =>
          client.coordinatorGetLogbook({ id, ...query }, call),
        comment: (weekStart: string, text: string, call: CallOptions) =>
          client.coordinatorCommentOnWeek({ id, weekStart, text }, call),
        reopen: (weekStart: string, reason: string, call: CallOptions) =>
          client.coordinatorReopenWeek({ id, weekStart, reason }, call),
      };
}

/** The whole logbook, newest week first: the largest pages the call gives, until every week is read. */
async function wholeLogbook(
  page: ReturnType<typeof callsOf>['page'],
  call: CallOptions,
): Promise<LogbookPage> {
  const limit = LOGBOOK.maxPageSize;
  const first = await page({ limit }, call);
  const weeks = [...first.weeks];
  for (let next = 2; (next - 1) * limit < first.totalWeeks; next += 1) {
    weeks.push(...(await page({ page: next, limit }, call)).weeks);
  }
  return { ...first, weeks };
}

/**
 * A student's whole logbook as a supervisor or the coordinator reads it (`id`: the student's `_id`
 * or code), and what they may do to its weeks. A failed load says the server's sentence (a
 * supervisor the student is not assigned to: 403 'This student is not assigned to you.').
 *
 * @example const { page, acts } = useLogbook('supervisor', code); page.reload();
 */
export function useLogbook(reader: LogbookReader, id: string) {
  const { client } = useServices();
  const calls = callsOf(client, reader, id);
  const page = useLoad((call) => wholeLogbook(calls.page, call), MESSAGES.loadFailed);
  const acts: WeekActs = { comment: calls.comment, reopen: calls.reopen };
  return { page, acts };
}
