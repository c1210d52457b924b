/**
 * Prints the plain closing line CI reads ("Tests: N passed, N failed") from the JSON reports of
 * Vitest and Playwright, and exits non-zero when any test failed, a report is missing, or no test ran.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function read(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<VitestJson & PlaywrightJson>;
  if (report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected, failed: unexpected + flaky, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const files = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`No test report at ${file}: that runner did not finish.`);
    missing = true;
    continue;
  }
  const counts = read(file);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(
  `Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
if (missing || total.failed > 0 || total.passed === 0) process.exit(1);
