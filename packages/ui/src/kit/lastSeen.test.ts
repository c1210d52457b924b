import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../services/sessions.ts';
import { draftKey } from './useDraft.ts';
import { forgetLastSeen, keepSeen, lastSeenKey, readSeen } from './lastSeen.ts';

describe("a user's last-seen data on the device", () => {
  it('is kept per user, read back with when it was loaded, and forgotten for that user alone', () => {
    const storage = createMemoryStorage({
      [draftKey(['weeklyReport', 'ada', '2026-06-01'])]: '{"monday":"x"}',
    });
    const at = new Date('2026-06-04T15:20:00.000Z');
    keepSeen(storage, lastSeenKey('ada', 'studentDetails'), { firstName: 'Ada' }, at);
    keepSeen(storage, lastSeenKey('bayo', 'studentDetails'), { firstName: 'Bayo' }, at);
    expect(readSeen(storage, lastSeenKey('ada', 'studentDetails'))).toEqual({
      data: { firstName: 'Ada' },
      at: at.toISOString(),
    });

    forgetLastSeen(storage, 'ada');
    expect(readSeen(storage, lastSeenKey('ada', 'studentDetails'))).toBeNull();
    expect(readSeen(storage, lastSeenKey('bayo', 'studentDetails'))?.data).toEqual({ firstName: 'Bayo' });
    // A draft is the student's own unsent work: it stays for their next sign-in.
    expect(storage.getItem(draftKey(['weeklyReport', 'ada', '2026-06-01']))).not.toBeNull();
  });

  it('reads nothing from a malformed or missing entry', () => {
    const storage = createMemoryStorage({
      [lastSeenKey('ada', 'x')]: 'not json',
      [lastSeenKey('ada', 'y')]: '{"at":1}',
    });
    expect(readSeen(storage, lastSeenKey('ada', 'x'))).toBeNull();
    expect(readSeen(storage, lastSeenKey('ada', 'y'))).toBeNull();
    expect(readSeen(storage, lastSeenKey('ada', 'z'))).toBeNull();
  });
});
