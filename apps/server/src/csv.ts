/**
 * CSV exports: the one writer of @siwes/api, shared with the fake, the CLI and the portal. Every
 * cell is quoted and passes through the formula-injection guard (OWASP's CSV injection advice).
 */
export { toCsv } from '@siwes/api';
