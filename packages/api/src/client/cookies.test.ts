import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookies,
  readAccessToken,
  readCookie,
  sessionCookies,
  setsSessionCookies,
} from './cookies.ts';
import type { LoginType } from '../constants.ts';

describe('session cookies', () => {
  it('builds the three cookies with their lifetimes, Secure and SameSite=Strict', () => {
    expect(sessionCookies({ accessToken: 'a.b', refreshToken: 'r', clientToken: 'c' })).toEqual([
      'umis_siwesA=a.b; Max-Age=604800; Path=/; Secure; SameSite=Strict',
      'umis_siwesR=r; Max-Age=1209600; Path=/; Secure; SameSite=Strict',
      'umis_siwesC=c; Max-Age=604800; Path=/; Secure; SameSite=Strict',
    ]);
    expect(clearedSessionCookies()[0]).toBe('umis_siwesA=; Max-Age=0; Path=/; Secure; SameSite=Strict');
  });

  it('reads the access token back from a cookie string', () => {
    expect(readAccessToken('theme=dark; umis_siwesA=abc%3D; other=1')).toBe('abc=');
    expect(readAccessToken('theme=dark')).toBeUndefined();
  });

  it('takes an empty cookie as not set, so it never hides a set one of the same name', () => {
    expect(readAccessToken('umis_siwesA=; umis_siwesA=abc')).toBe('abc');
    expect(readCookie('siwes_session_student=; theme=dark', 'siwes_session_student')).toBeUndefined();
    expect(readCookie('siwes_session_student=;siwes_session_student=t.o.k', 'siwes_session_student')).toBe(
      't.o.k',
    );
  });

  it('sets cookies on student and coordinator login only', () => {
    expect(['student', 'supervisor', 'coordinator'].map((r) => setsSessionCookies(r as LoginType))).toEqual([
      true,
      false,
      true,
    ]);
  });
});
