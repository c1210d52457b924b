import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_DAYS } from '@siwes/api';
import { openDatabase, type OpenedDatabase } from '../db/connect.ts';
import { TokenService } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('TokenService', () => {
  let dir: string;
  let opened: OpenedDatabase;
  let clock: Date;
  let service: TokenService;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siwes-tokens-'));
    opened = await openDatabase({ dataDir: dir });
    clock = new Date('2026-06-03T09:00:00.000Z');
    service = new TokenService('a test secret of enough length', opened.db, () => clock);
  });
  afterEach(async () => {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('accepts an access token again and again while its session lives', async () => {
    const { tokens, session } = await service.issue('user-1', 'coordinator');
    expect(await service.verify(tokens.accessToken)).toEqual(session);
    expect(await service.verify(tokens.accessToken)).toEqual(session);
  });

  it('refuses a token it accepted before, once the session is revoked', async () => {
    const { tokens, session } = await service.issue('user-1', 'student');
    expect(await service.verify(tokens.accessToken)).toEqual(session);
    await service.revoke(session.sessionId);
    expect(await service.verify(tokens.accessToken)).toBeUndefined();
  });

  it('refuses every token of a user once all their sessions are revoked, claims or not', async () => {
    const first = await service.issue('user-1', 'coordinator');
    const second = await service.issue('user-1', 'coordinator');
    const other = await service.issue('user-2', 'coordinator');
    expect(await service.verify(first.tokens.accessToken)).toEqual(first.session);
    await service.revokeAll('user-1');
    // The signature check is remembered; the session's row is what ends it.
    expect(await service.claims(first.tokens.accessToken)).toEqual(first.session);
    expect(await service.isLive(first.session)).toBe(false);
    expect(await service.verify(first.tokens.accessToken)).toBeUndefined();
    expect(await service.verify(second.tokens.accessToken)).toBeUndefined();
    expect(await service.verify(other.tokens.accessToken)).toEqual(other.session);
  });

  it('refuses a token it accepted before, once the token expires', async () => {
    const { tokens, session } = await service.issue('user-1', 'student');
    expect(await service.verify(tokens.accessToken)).toEqual(session);
    clock = new Date(clock.getTime() + COOKIE_DAYS.accessToken * DAY_MS - 1000);
    expect(await service.verify(tokens.accessToken)).toEqual(session);
    clock = new Date(clock.getTime() + 2000);
    expect(await service.verify(tokens.accessToken)).toBeUndefined();
  });

  it('refuses refresh and client tokens, altered tokens and another secret’s tokens', async () => {
    const { tokens } = await service.issue('user-1', 'supervisor');
    expect(await service.verify(tokens.refreshToken)).toBeUndefined();
    expect(await service.verify(tokens.clientToken)).toBeUndefined();
    const [header, payload, signature] = tokens.accessToken.split('.');
    const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(await service.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
    const other = new TokenService('another secret entirely', opened.db, () => clock);
    expect(await other.verify(tokens.accessToken)).toBeUndefined();
    expect(await service.verify('not a token')).toBeUndefined();
  });
});
