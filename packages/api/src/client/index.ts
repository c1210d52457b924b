export { createClient, DEFAULT_TIMEOUT_MS, splitInput, tokenRole } from './client.ts';
export {
  SESSION_COOKIE_NAMES,
  clearedSessionCookies,
  readAccessToken,
  readCookie,
  sessionCookies,
  setsSessionCookies,
  type CookieOptions,
} from './cookies.ts';
export type {
  ApiClient,
  BodyOf,
  CallArgs,
  CallInput,
  CallOptions,
  CallResult,
  ClientConfig,
  CsvFile,
  ParamsOf,
  QueryOf,
} from './types.ts';
export {
  fetchAllStudents,
  fetchAllWeeklyReportScores,
  FETCH_PAGE_SIZE,
  runPool,
  type FetchAllOptions,
  type PoolResult,
} from './paging.ts';
