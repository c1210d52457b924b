/** What the tests of every package share (no test runner needed to import it). */
export { failure } from './failure.ts';
