/**
 * The Node check every entry point runs first (scripts/check-node.cjs): which versions pass, the
 * one line the others get, and, when the machine has such an old Node (this project's machines
 * ship Node 20 as /usr/bin/node), what a newcomer sees running the README's commands with it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { isSupported, problem } = require('./check-node.cjs') as {
  isSupported(version: string): boolean;
  problem(version: string): string | null;
};
const root = join(import.meta.dirname, '..');
const LINE =
  /^This is Node v\d+\.\d+\.\d+; the SIWES portal needs Node 24 \(24\.15 or newer\), 26 or newer, or 22 \(22\.22\.2 or newer\)\. Follow README\.md, section "Requirements"\.$/;

describe('which Node runs the project', () => {
  it.each(['22.22.2', '22.23.3', '24.15.0', '24.21.0', '26.0.0', '26.10.0', '27.0.0', 'v24.21.0'])(
    '%s does',
    (v) => {
      expect(isSupported(v)).toBe(true);
      expect(problem(v)).toBeNull();
    },
  );

  it.each(['20.20.2', '22.12.0', '22.22.1', '23.11.1', '24.0.0', '24.14.1', '25.9.0', '18.20.8', '4.9.1'])(
    '%s does not, and is told so in one line',
    (v) => {
      expect(isSupported(v)).toBe(false);
      expect(problem(v)).toMatch(LINE);
      expect(problem(v)).toContain(`Node v${v}`);
    },
  );

  it('the Node running these tests passes silently', () => {
    const result = spawnSync(process.execPath, [join(root, 'scripts/check-node.cjs')], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('the README has the section the line points to', async () => {
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(join(root, 'README.md'), 'utf8')).toMatch(/^#+ Requirements$/m);
  });
});

/** The machine's own Node and npm when they are too old for the project (Debian's, here). */
function oldNode(): string | undefined {
  if (!existsSync('/usr/bin/node') || !existsSync('/usr/bin/npm')) return undefined;
  const version = execFileSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).trim();
  return isSupported(version) ? undefined : version;
}

const old = oldNode();
if (!old)
  console.log('No unsupported /usr/bin/node on this machine: the old-Node journeys are not registered.');

describe.runIf(old)(`on the machine's ${old ?? 'old'} Node`, () => {
  const home = mkdtempSync(join(tmpdir(), 'siwes-old-node-'));
  // Nothing but the machine's own Node and npm on PATH, and no user npm config.
  const env = { PATH: '/usr/bin:/bin', HOME: home, npm_config_update_notifier: 'false' };

  it.each([
    ['npm start', ['npm', 'start']],
    ['npm test', ['npm', 'test']],
    ['npm run dev', ['npm', 'run', 'dev']],
    ['npx siwes --help', ['npx', 'siwes', '--help']],
  ])('%s stops at once with the one line and exit code 1', (_, [command, ...args]) => {
    const result = spawnSync(command!, args, { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(problem(old!));
    expect(result.stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|at .*\(node:/);
  });

  afterAll(() => rmSync(home, { recursive: true, force: true }));
});
