/**
 * Prints the plain closing line that CI reads ("N passed, N failed") from Vitest's JSON report,
 * and exits non-zero when any test failed or none ran.
 */
import { readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
}

const file = process.argv[2] ?? '.vitest/results.json';
const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
if (report.numFailedTests > 0 || report.numTotalTests === 0) process.exit(1);
