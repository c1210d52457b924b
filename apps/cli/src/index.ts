/** `@siwes/cli`: the program and its parts, for tests and for embedding. */
export { createProgram, run, VERSION } from './program.ts';
export type { Io, InputStream, OutputStream } from './io.ts';
export { EXIT, CliError } from './errors.ts';
export { TokenStore, apiKey, CREDENTIALS_FILE, type StoredSession } from './tokens.ts';
