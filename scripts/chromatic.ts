/**
 * `npm run chromatic`: publishes Storybook to Chromatic for cloud visual review. It needs a
 * project token and Chromatic's cloud, so it is never part of `npm test`; offline, the chromatic
 * CLI hangs on its host lookup, so it runs under a time limit.
 */
import { spawn } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
const limitMinutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 15);

if (!token) {
  console.error(
    [
      'npm run chromatic needs CHROMATIC_PROJECT_TOKEN: the project token from chromatic.com',
      '(Manage > Configure). Set it and run again, e.g.',
      '  CHROMATIC_PROJECT_TOKEN=chpt_xxx npm run chromatic',
      'It also needs network access to chromatic.com. Offline, use the local screenshot',
      'baselines instead: npm run test:visual.',
    ].join('\n'),
  );
  process.exit(2);
}

const child = spawn(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { stdio: 'inherit', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token } },
);

const timer = setTimeout(() => {
  console.error(
    `chromatic did not finish within ${limitMinutes} minutes (is chromatic.com reachable?); stopped.`,
  );
  child.kill('SIGTERM');
  process.exitCode = 124;
}, limitMinutes * 60_000);

child.on('exit', (code) => {
  clearTimeout(timer);
  if (process.exitCode === undefined) process.exitCode = code ?? 1;
});
