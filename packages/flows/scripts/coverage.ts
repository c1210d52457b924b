/**
 * Flow coverage: for every machine in the catalogue, the states and transitions its definition
 * declares against those the unit tests went through (recorded by src/testing/harness.ts).
 *
 *   npm run -w @siwes/flows coverage            runs the flow tests, then prints the table
 *   npm run -w @siwes/flows coverage -- --no-run  reads the records of the last run only
 *
 * Exits 1 when any machine is below 100 % (and lists what was missed), 2 when the tests fail.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../src/catalogue.ts';
import { machineShape } from '../src/testing/shape.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageDir, '../..');
// Outside the checkout, so the records never meet git, prettier or eslint.
const recordsDir = join(tmpdir(), 'siwes-flows-coverage');

if (!process.argv.includes('--no-run')) {
  rmSync(recordsDir, { recursive: true, force: true });
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'packages/flows/'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FLOWS_COVERAGE_DIR: recordsDir },
  });
  if (run.status !== 0) {
    console.error('The flow tests failed; run `npx vitest run --project unit packages/flows` to see why.');
    process.exit(2);
  }
}

const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>();
for (const file of existsSync(recordsDir) ? readdirSync(recordsDir) : []) {
  const records = JSON.parse(readFileSync(join(recordsDir, file), 'utf8')) as Record<
    string,
    { states: string[]; transitions: string[] }
  >;
  for (const [id, record] of Object.entries(records)) {
    const entry = seen.get(id) ?? { states: new Set<string>(), transitions: new Set<string>() };
    record.states.forEach((s) => entry.states.add(s));
    record.transitions.forEach((t) => entry.transitions.add(t));
    seen.set(id, entry);
  }
}

const pct = (covered: number, total: number) =>
  total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
const rows: string[][] = [];
const missed: string[] = [];
let complete = true;
for (const { machine } of catalogue) {
  const shape = machineShape(machine);
  const entry = seen.get(shape.id);
  const states = shape.states.filter((s) => entry?.states.has(s));
  const transitions = shape.transitions.filter((t) => entry?.transitions.has(t));
  const missedHere = [
    ...shape.states.filter((s) => !entry?.states.has(s)).map((s) => `state ${s}`),
    ...shape.transitions.filter((t) => !entry?.transitions.has(t)).map((t) => `transition ${t}`),
  ];
  if (missedHere.length > 0) complete = false;
  missed.push(...missedHere.map((m) => `${shape.id}: ${m}`));
  rows.push([
    shape.id,
    `${states.length}/${shape.states.length}`,
    `${pct(states.length, shape.states.length)} %`,
    `${transitions.length}/${shape.transitions.length}`,
    `${pct(transitions.length, shape.transitions.length)} %`,
  ]);
}

const header = ['machine', 'states', '', 'transitions', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((r) => console.log(line(r)));
if (!complete) {
  console.error(`\nNot exercised by the tests:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} machines: every state and every transition exercised.`);
