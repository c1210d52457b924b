/**
 * One-time codes and reset tokens are stored as keyed hashes (HMAC-SHA-256 under the OTP
 * secret) and compared in constant time, so a stolen database reveals no usable code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function keyed(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
