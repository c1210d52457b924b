import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse, LoginType } from '@siwes/api';
import { createMemoryStorage, endRefusedSession } from '@siwes/ui/services/sessions.ts';
import { createStorageSessionStore, SESSION_KEYS } from './sessions.ts';

function login(role: LoginType, token: string): LoginResponse {
  return {
    message: 'Login Successful',
    tokens: { accessToken: token, refreshToken: `${token}-r`, clientToken: `${token}-c` },
    data: { _id: `${role}-1`, email: `${role}@siwes.test`, role },
  } as LoginResponse;
}

function store() {
  const storage = createMemoryStorage();
  let jar = '';
  const cookies = { read: () => jar, write: (cookie: string) => void (jar = cookie.split(';')[0] ?? '') };
  return { storage, sessions: createStorageSessionStore(storage, cookies) };
}

describe('a session the server ended', () => {
  it('clears that role only, and its login says so until it has', () => {
    const { storage, sessions } = store();
    sessions.signIn('student', login('student', 'student-token'));
    sessions.signIn('coordinator', login('coordinator', 'coordinator-token'));
    const listener = vi.fn();
    sessions.subscribe(listener);

    endRefusedSession(sessions)('student', 'student-token');
    expect(sessions.get('student').user).toBeNull();
    expect(storage.getItem(SESSION_KEYS.student)).toBeNull();
    expect(sessions.ended('student')).toBe(true);
    expect(listener).toHaveBeenCalled();
    // Another role stays signed in, and was not ended.
    expect(sessions.get('coordinator').user?.tokens.accessToken).toBe('coordinator-token');
    expect(sessions.ended('coordinator')).toBe(false);

    sessions.acknowledgeEnded('student');
    expect(sessions.ended('student')).toBe(false);
  });

  it('keeps a newer sign-in when an older token is refused, and forgets the flag on sign-in', () => {
    const { sessions } = store();
    sessions.signIn('supervisor', login('supervisor', 'newer'));
    endRefusedSession(sessions)('supervisor', 'older');
    expect(sessions.get('supervisor').user?.tokens.accessToken).toBe('newer');
    expect(sessions.ended('supervisor')).toBe(false);

    sessions.end('supervisor');
    expect(sessions.ended('supervisor')).toBe(true);
    sessions.signIn('supervisor', login('supervisor', 'newest'));
    expect(sessions.ended('supervisor')).toBe(false);
  });
});

describe('what the device keeps of a user, at the end of a session', () => {
  it('goes at a logout and when the server ends the session, for that user only', () => {
    const storage = createMemoryStorage();
    const ended: Array<[LoginType, string]> = [];
    const sessions = createStorageSessionStore(
      storage,
      { read: () => '', write: () => undefined },
      {
        onSignOut: (role, userId) => ended.push([role, userId]),
      },
    );
    sessions.signIn('student', login('student', 'student-token'));
    sessions.signIn('coordinator', login('coordinator', 'coordinator-token'));
    sessions.signOut('student');
    expect(ended).toEqual([['student', 'student-1']]);
    endRefusedSession(sessions)('coordinator', 'coordinator-token');
    expect(ended).toEqual([
      ['student', 'student-1'],
      ['coordinator', 'coordinator-1'],
    ]);
    // Signing out a role nobody is signed in as forgets nobody.
    sessions.signOut('supervisor');
    expect(ended).toHaveLength(2);
  });
});
