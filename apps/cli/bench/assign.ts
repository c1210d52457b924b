/**
 * Times `siwes assign inspection` for a 1,000-row file against the local server: the real
 * server started in-process on a temporary data directory, the CLI spawned as its own process
 * (so Node's start-up, the sign-in check and the reading of every student are all counted),
 * every row a real assignment. Prints each run and the median.
 *
 *   node apps/cli/bench/assign.ts [--runs 5] [--students 1000] [--concurrency 4] [--batch-size 100]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../src/program.ts';
import { capture, input } from '../test/harness.ts';
import { cohortCsv, COORDINATOR, spawnCli, startRealServer } from '../test/realServer.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    students: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '4' },
    'batch-size': { type: 'string', default: '100' },
  },
});
const runs = Number(values.runs);
const students = Number(values.students);

const root = mkdtempSync(join(tmpdir(), 'siwes-bench-'));
const server = await startRealServer(students);
try {
  const stdout = capture();
  const stderr = capture();
  const code = await run(
    ['--api-url', server.url, 'login', '--email', COORDINATOR.email, '--password-stdin'],
    {
      stdout,
      stderr,
      stdin: input(`${COORDINATOR.password}\n`),
      env: {},
      configDir: join(root, 'config', 'siwes'),
      cwd: root,
      signal: new AbortController().signal,
    },
  );
  if (code !== 0) throw new Error(`login failed: ${stderr.text}`);

  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A new mapping each time, so every row is an assignment, not a skip.
    const file = join(root, `cohort-${i}.csv`);
    writeFileSync(file, await cohortCsv(server.client, i + 1));
    const result = await spawnCli(
      [
        '--api-url',
        server.url,
        '--json',
        'assign',
        'inspection',
        '--file',
        file,
        '--concurrency',
        values.concurrency,
        '--batch-size',
        values['batch-size'],
      ],
      { XDG_CONFIG_HOME: join(root, 'config') },
    );
    if (result.code !== 0) throw new Error(`run ${i + 1} failed: ${result.stderr}`);
    const { summary } = JSON.parse(result.stdout) as { summary: { assigned: number; skipped: number } };
    times.push(result.ms);
    console.log(
      `run ${i + 1}: ${(result.ms / 1000).toFixed(2)} s (assigned ${summary.assigned}, skipped ${summary.skipped})`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `median of ${runs}: ${(median / 1000).toFixed(2)} s for ${students} rows at concurrency ${values.concurrency}, ${values['batch-size']} a call (${Math.round(students / (median / 1000))} rows/s)`,
  );
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
