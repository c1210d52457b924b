import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setupFakeServer, FIXTURE_ACCOUNTS, FIXTURE_TOKENS, networkError } from '@siwes/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_URL, Sandbox } from '../../test/harness.ts';
import { TokenStore } from '../tokens.ts';

const { server, fake } = setupFakeServer();
let box: Sandbox;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  box = new Sandbox();
});
afterEach(() => {
  server.resetHandlers();
  fake.reset();
  box.remove();
});
afterAll(() => server.close());

const coordinator = FIXTURE_ACCOUNTS.coordinator;

describe('siwes login', () => {
  it('signs in with the password from stdin and keeps the token in a 0600 file per API address', async () => {
    const result = await box.run(['login', '--email', coordinator.email, '--password-stdin'], {
      stdin: `${coordinator.password}\n`,
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /^Signed in to http:\/\/siwes\.test as .+ <coordinator@siwes\.test> \(coordinator\)\.\n$/,
    );

    const store = new TokenStore(box.configDir);
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(statSync(box.configDir).mode & 0o777).toBe(0o700);
    const saved = JSON.parse(await readFile(store.file, 'utf8'));
    expect(Object.keys(saved)).toEqual([API_URL]);
    expect(saved[API_URL].coordinator).toMatchObject({ role: 'coordinator', email: coordinator.email });
    // The token works: a coordinator command goes through.
    expect((await box.run(['supervisors', 'list'])).code).toBe(0);
  });

  it('signs a supervisor in beside the coordinator without replacing the coordinator', async () => {
    await box.run(['login', '--email', coordinator.email, '--password-stdin'], {
      stdin: coordinator.password,
    });
    const supervisor = FIXTURE_ACCOUNTS.supervisor;
    const result = await box.run(
      ['login', '--role', 'supervisor', '--email', supervisor.email, '--password-stdin', '--json'],
      {
        stdin: `${supervisor.password}\n`,
      },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      role: 'supervisor',
      email: supervisor.email,
      apiUrl: API_URL,
    });
    const roles = (await new TokenStore(box.configDir).sessions(API_URL)).map((s) => s.role).sort();
    expect(roles).toEqual(['coordinator', 'supervisor']);
  });

  it('shows the server message on a wrong password and stores nothing (exit 1)', async () => {
    const result = await box.run(['login', '--email', coordinator.email, '--password-stdin'], {
      stdin: 'wrong\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: .+\n$/);
    expect(result.stderr).not.toMatch(/at .+\.ts/);
    expect(await new TokenStore(box.configDir).sessions(API_URL)).toEqual([]);
  });

  it('refuses to prompt without a terminal, and never takes the password as an argument', async () => {
    const noTty = await box.run(['login', '--email', coordinator.email]);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('--password-stdin');

    const asArgument = await box.run(['login', '--email', coordinator.email, '--password', 'x']);
    expect(asArgument.code).toBe(2);
    expect(asArgument.stderr).toContain("unknown option '--password'");
  });

  it('reads the password from a hidden prompt on a terminal, without echoing it', async () => {
    const result = await box.run(['login', '--email', coordinator.email], {
      stdin: `${coordinator.password}\r`,
      stdinTTY: true,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('Password: \n');
    expect(result.stderr).not.toContain(coordinator.password);
  });

  it('refuses a role the command line has no work for', async () => {
    const result = await box.run(['login', '--role', 'student', '--email', 'x@y.z', '--password-stdin'], {
      stdin: 'x',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Allowed choices are coordinator, supervisor');
  });

  it('names the address it could not reach on a network failure', async () => {
    server.use(networkError('login'));
    const result = await box.run(['login', '--email', coordinator.email, '--password-stdin'], { stdin: 'x' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: Could not reach http:\/\/siwes\.test/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('prints the stack trace only with --debug', async () => {
    server.use(networkError('login'));
    const result = await box.run(['--debug', 'login', '--email', coordinator.email, '--password-stdin'], {
      stdin: 'x',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/ApiError/);
    expect(result.stderr.split('\n').length).toBeGreaterThan(3);
  });
});

describe('siwes whoami and logout', () => {
  it('whoami lists the signed-in roles, checked with the server', async () => {
    await box.signIn(FIXTURE_TOKENS.coordinator);
    const result = await box.run(['whoami', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      apiUrl: API_URL,
      sessions: [
        {
          role: 'coordinator',
          name: 'Test Coordinator',
          email: 'coordinator@siwes.test',
          id: 'coord-1',
          status: 'valid',
        },
      ],
    });
  });

  it('whoami says when a stored token is no longer accepted, or could not be checked', async () => {
    await box.signIn('a-token-the-server-forgot');
    const expired = await box.run(['whoami']);
    expect(expired.code).toBe(0);
    expect(expired.stdout).toMatch(
      /coordinator +Test Coordinator +coordinator@siwes\.test +expired: run siwes login/,
    );

    server.use(networkError('getCoordinator'));
    const offline = await box.run(['whoami']);
    expect(offline.stdout).toContain('unchecked: ');
  });

  it('whoami exits 1 when no one is signed in at that address', async () => {
    const result = await box.run(['whoami']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`Not signed in at ${API_URL}. Run \`siwes login\`.\n`);
  });

  it('logout tells the server, forgets the token, and leaves other addresses alone', async () => {
    await box.signIn(FIXTURE_TOKENS.coordinator);
    await box.signIn('other-token', 'https://other.example');
    const result = await box.run(['logout']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Signed out of ${API_URL} (coordinator).\n`);
    const store = new TokenStore(box.configDir);
    expect(await store.sessions(API_URL)).toEqual([]);
    expect(await store.sessions('https://other.example')).toHaveLength(1);
    const after = await box.run(['students', 'list']);
    expect(after.code).toBe(2);
    expect(after.stderr).toContain('Not signed in as coordinator at http://siwes.test');
  });

  it('reads the API address from SIWES_API_URL', async () => {
    await box.signIn(FIXTURE_TOKENS.coordinator, 'http://from-env.test');
    const result = await box.run(['whoami', '--json'], { env: { SIWES_API_URL: 'http://from-env.test/' } });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).apiUrl).toBe('http://from-env.test');
  });
});

describe('the program', () => {
  it('prints its version and help with examples', async () => {
    const version = await box.run(['--version']);
    expect(version).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
    const help = await box.run(['assign', 'inspection', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('siwes assign inspection --file cohort.csv --dry-run');
  });

  it('exits 2 on an unknown command or a bad --api-url', async () => {
    const unknown = await box.run(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const badUrl = await box.run(['--api-url', 'ftp://x', 'whoami']);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toBe('error: --api-url must be an http or https address, got "ftp://x".\n');
  });
});
