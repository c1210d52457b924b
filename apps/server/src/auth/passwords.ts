/** Passwords: argon2id (the library's default algorithm) with its default costs. */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows, checked when an email has no account so both paths cost the same. */
let decoy: Promise<string> | undefined;

export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
