// The pool the CLI's batches run in is the contract package's, shared with the portal's exports.
export { runPool, type PoolResult } from '@siwes/api';
