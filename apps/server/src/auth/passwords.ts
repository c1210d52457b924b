/**
 * Passwords: argon2id (the library's default algorithm). A hash carries its own costs
 * (`$argon2id$v=19$m=…,t=…,p=…$`), so checking a password never depends on the costs set now.
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import type { SiwesEnv } from '../config.ts';

export type PasswordCost = Required<Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'>>;

/** The costs of every real account: the library's defaults (19 MiB, 2 passes, 1 lane), OWASP's minimum. */
export const STANDARD_PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * A test server's (`SIWES_ENV=test`, the test harness and the end-to-end server): the same
 * algorithm at a cost of about a millisecond, so a test run's many server starts (each seeding the
 * demo accounts) and sign-ins are not spent hashing. Development and production keep the standard
 * costs; a hash made in test mode is checked as any other, at its own cost.
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

let cost: PasswordCost = STANDARD_PASSWORD_COST;

/** The cost of an environment's new hashes. */
export function passwordCostOf(env: SiwesEnv): PasswordCost {
  return env === 'test' ? TEST_PASSWORD_COST : STANDARD_PASSWORD_COST;
}

/**
 * Sets the cost of new hashes in this process (the server does, as it starts). One process serves
 * one environment; a test that starts servers of two keeps the last one's.
 */
export function usePasswordCost(next: PasswordCost): void {
  if (next !== cost) decoy = undefined;
  cost = next;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

/** A hash of nothing anyone knows, checked when an email has no account so both paths cost the same. */
let decoy: Promise<string> | undefined;

export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash(crypto.randomUUID(), cost);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
