/**
 * CSV for the fake's downloads: the one writer of @siwes/api, the same as the server's, so the
 * two answer alike. Every cell is quoted and passes the formula-injection guard.
 */
export { toCsv } from '@siwes/api';
