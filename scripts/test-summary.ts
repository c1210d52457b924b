/**
 * Prints, from the JSON reports of Vitest and Playwright, where a run's time went (each layer's
 * tests, files and time, and its slowest files) and then the plain closing line CI reads
 * ("Tests: N passed, N failed"). Exits non-zero when any test failed, a report is missing, or no
 * test ran.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

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
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    file: string;
    tests: Array<{ projectName: string; results: Array<{ duration: number }> }>;
  }>;
}

interface PlaywrightJson {
  config: { rootDir: string };
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** A test file's time in one layer: from its start to its end (Vitest), or its tests' summed (Playwright). */
export interface FileTime {
  layer: string;
  file: string;
  tests: number;
  seconds: number;
}

const LAYERS = ['unit', 'stories', 'visual', 'end to end'];

/** Vitest runs every layer but end to end; a file's layer shows in its name (vitest.config.ts). */
function vitestLayer(file: string): string {
  if (file.endsWith('.stories.tsx')) return 'stories';
  if (file.includes('.visual.test.')) return 'visual';
  return 'unit';
}

export function vitestFileTimes(report: Partial<VitestJson>, root = process.cwd()): FileTime[] {
  return (report.testResults ?? []).map((result) => ({
    layer: vitestLayer(result.name),
    file: relative(root, result.name),
    tests: result.assertionResults.length,
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

/** End-to-end time per file and project (the same file runs in several projects). */
export function playwrightFileTimes(report: Partial<PlaywrightJson>, root = process.cwd()): FileTime[] {
  const times = new Map<string, FileTime>();
  const testDir = relative(root, report.config?.rootDir ?? root);
  const walk = (suite: PlaywrightSuite) => {
    suite.suites?.forEach(walk);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${testDir ? `${testDir}/` : ''}${spec.file} (${test.projectName})`;
        const time = times.get(key) ?? { layer: 'end to end', file: key, tests: 0, seconds: 0 };
        time.tests += 1;
        time.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        times.set(key, time);
      }
    }
  };
  report.suites?.forEach(walk);
  return [...times.values()];
}

function counts(report: Partial<VitestJson & PlaywrightJson>): Counts {
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

/** Each layer's totals and its `slowest` files, longest first. */
export function timeTable(times: FileTime[], slowest = 5): string[] {
  const lines: string[] = [];
  const layers = LAYERS.filter((layer) => times.some((time) => time.layer === layer));
  for (const layer of layers) {
    const files = times.filter((time) => time.layer === layer).sort((a, b) => b.seconds - a.seconds);
    const tests = files.reduce((sum, file) => sum + file.tests, 0);
    const seconds = files.reduce((sum, file) => sum + file.seconds, 0);
    lines.push(`${layer}: ${tests} tests in ${files.length} files, ${seconds.toFixed(0)} s of file time`);
    for (const file of files.slice(0, slowest)) {
      lines.push(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file} (${file.tests})`);
    }
  }
  return lines;
}

function main(files: string[]) {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const times: FileTime[] = [];
  let missing = false;
  for (const file of files) {
    if (!existsSync(file)) {
      console.error(`No test report at ${file}: that runner did not finish.`);
      missing = true;
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<VitestJson & PlaywrightJson>;
    const counted = counts(report);
    total.passed += counted.passed;
    total.failed += counted.failed;
    total.skipped += counted.skipped;
    times.push(...(report.stats ? playwrightFileTimes(report) : vitestFileTimes(report)));
  }
  console.log('Where the time went (a file from its start to its end; files of a layer run side by side):');
  for (const line of timeTable(times)) console.log(line);
  console.log(
    `Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  if (missing || total.failed > 0 || total.passed === 0) process.exit(1);
}

if (import.meta.filename === process.argv[1]) main(process.argv.slice(2));
