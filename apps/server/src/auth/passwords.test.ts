/**
 * Password costs: every environment but test hashes at the standard argon2id costs; test servers
 * hash cheaply, and a password is checked at its own hash's costs whichever the process uses now.
 */
import Sqlite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { clientFor, DEMO_ACCOUNTS, startTestServer } from '../testing/harness.ts';
import {
  checkPassword,
  hashPassword,
  passwordCostOf,
  STANDARD_PASSWORD_COST,
  TEST_PASSWORD_COST,
  usePasswordCost,
} from './passwords.ts';

const STANDARD_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
const TEST_HASH = /^\$argon2id\$v=19\$m=256,t=1,p=1\$/;

function storedHash(dataDir: string, email: string): string {
  const file = new Sqlite(`${dataDir}/siwes.sqlite`, { readonly: true });
  try {
    const row = file.prepare('select password_hash from users where email = ?').get(email) as {
      password_hash: string;
    };
    return row.password_hash;
  } finally {
    file.close();
  }
}

describe('password hashing costs', () => {
  it('a development server (as production) hashes the accounts it seeds and makes at the standard costs', async () => {
    const server = await startTestServer('sqlite', { env: 'development' });
    try {
      expect(storedHash(server.dataDir, DEMO_ACCOUNTS.coordinator.email)).toMatch(STANDARD_HASH);
      const { client, signIn } = clientFor(server.url);
      await signIn(DEMO_ACCOUNTS.coordinator);
      const email = 'standard.cost@siwes.test';
      await client.createSupervisor({
        firstName: 'Standard',
        lastName: 'Cost',
        email,
        password: 'Standard-cost-2026',
        phone: '08030000000',
        office: 'Room 1',
      });
      expect(storedHash(server.dataDir, email)).toMatch(STANDARD_HASH);
      await expect(
        client.login({ email, password: 'Standard-cost-2026', type: 'supervisor' }),
      ).resolves.toBeTruthy();
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('a test server hashes cheaply, and signs in with either kind of hash', async () => {
    const server = await startTestServer('sqlite');
    try {
      expect(storedHash(server.dataDir, DEMO_ACCOUNTS.student.email)).toMatch(TEST_HASH);
      const { signIn } = clientFor(server.url);
      await expect(signIn(DEMO_ACCOUNTS.student)).resolves.toBeTruthy();
    } finally {
      await server.stop();
    }
    usePasswordCost(STANDARD_PASSWORD_COST);
    const standard = await hashPassword('a standard passphrase');
    usePasswordCost(TEST_PASSWORD_COST);
    const cheap = await hashPassword('a cheap passphrase');
    expect(standard).toMatch(STANDARD_HASH);
    expect(cheap).toMatch(TEST_HASH);
    expect(await checkPassword(standard, 'a standard passphrase')).toBe(true);
    expect(await checkPassword(standard, 'a cheap passphrase')).toBe(false);
    expect(await checkPassword(cheap, 'a cheap passphrase')).toBe(true);
  }, 30_000);

  it('only the test environment is cheap', () => {
    expect(passwordCostOf('production')).toBe(STANDARD_PASSWORD_COST);
    expect(passwordCostOf('development')).toBe(STANDARD_PASSWORD_COST);
    expect(passwordCostOf('test')).toBe(TEST_PASSWORD_COST);
  });
});
