import { describe, expect, it } from 'vitest';
import { routeKeys, routes } from '../routes.ts';
import {
  AUDIT_SECRET,
  AUDIT_VALUE_MAX,
  AUDITED_CALLS,
  auditChanges,
  auditDigestInput,
  auditKindOf,
  UNAUDITED_WRITES,
} from './audit.ts';

describe('auditChanges', () => {
  it('keeps only the fields that differ, as [before, after]', () => {
    expect(auditChanges({ score: 30, name: 'Ada' }, { score: 35, name: 'Ada' })).toEqual({ score: [30, 35] });
    expect(auditChanges({ score: 30 }, { score: 30 })).toBeUndefined();
    expect(auditChanges(undefined, { phone: '0803' })).toEqual({ phone: [null, '0803'] });
    expect(auditChanges({ phone: '0803' }, { phone: undefined })).toBeUndefined();
  });

  it('never keeps a secret: a password or token reads "changed"', () => {
    const changes = auditChanges({ password_hash: 'old' }, { password_hash: 'new', token: 'abc123' });
    expect(changes).toEqual({
      password_hash: [AUDIT_SECRET, AUDIT_SECRET],
      token: [AUDIT_SECRET, AUDIT_SECRET],
    });
    expect(JSON.stringify(changes)).not.toMatch(/old|new|abc123/);
  });

  it('cuts a long value, so a row stays bounded', () => {
    const changes = auditChanges(undefined, { monday: 'x'.repeat(5000) });
    expect(String(changes?.monday?.[1])).toHaveLength(AUDIT_VALUE_MAX);
    expect(String(changes?.monday?.[1]).endsWith('…')).toBe(true);
  });
});

describe('the audited calls', () => {
  it('name every write of the route table, or leave it out on purpose', () => {
    const writes = routeKeys.filter((key) => routes[key].method !== 'GET');
    const unlisted = writes.filter((key) => !(key in AUDITED_CALLS) && !UNAUDITED_WRITES.includes(key));
    expect(unlisted).toEqual([]);
    expect(
      Object.keys(AUDITED_CALLS).filter((key) => routes[key as keyof typeof routes].method === 'GET'),
    ).toEqual([]);
  });

  it('gives a failed sign-in the security kind', () => {
    expect(auditKindOf('loginFailed')).toBe('security');
    expect(auditKindOf('coordinatorAssignGrade')).toBe('grade');
  });
});

describe('auditDigestInput', () => {
  const row = {
    seq: 1,
    at: '2026-11-28T10:00:00.000Z',
    actorId: 'c1',
    actorRole: 'coordinator',
    address: '127.0.0.1',
    action: 'coordinatorAssignGrade',
    kind: 'grade',
    recordType: 'student',
    recordId: 's1',
    studentId: 's1',
    changes: '{"defenseScore":[33,35]}',
  };
  it('covers the previous digest and every field, so changing any changes the text', () => {
    const base = auditDigestInput('0'.repeat(64), row);
    expect(auditDigestInput('1'.repeat(64), row)).not.toBe(base);
    for (const field of Object.keys(row) as (keyof typeof row)[]) {
      const changed = { ...row, [field]: field === 'seq' ? 2 : `${String(row[field])}x` };
      expect(auditDigestInput('0'.repeat(64), changed)).not.toBe(base);
    }
  });
});
