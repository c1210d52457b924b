/** When each reminder is due and the period it is sent once for, in Lagos time (UTC+01:00). */
import { describe, expect, it } from 'vitest';
import {
  registrationDeadlineDue,
  signoffWaitingDue,
  studentWeekDue,
  ungradedDue,
} from './services/reminderSchedule.ts';

const at = (iso: string) => new Date(iso);

describe("the student's Monday reminder", () => {
  it('is due from Monday at the hour in Lagos, for last week, until the week ends', () => {
    const policy = { mondayHour: 7 };
    // Monday 8 June 2026, 06:59 in Lagos.
    expect(studentWeekDue(at('2026-06-08T05:59:00Z'), policy)).toBeUndefined();
    const week = { period: '2026-06-01', monday: '2026-06-01', friday: '2026-06-05' };
    expect(studentWeekDue(at('2026-06-08T06:00:00Z'), policy)).toEqual(week);
    // Sunday 14 June, 23:30 in Lagos: still last week's (22:30 UTC).
    expect(studentWeekDue(at('2026-06-14T22:30:00Z'), policy)).toEqual(week);
    // Sunday 23:30 UTC is Monday 15 June 00:30 in Lagos: before the hour again.
    expect(studentWeekDue(at('2026-06-14T23:30:00Z'), policy)).toBeUndefined();
    expect(studentWeekDue(at('2026-06-14T23:30:00Z'), { mondayHour: 0 })?.period).toBe('2026-06-08');
  });
});

describe("the workplace supervisor's reminder", () => {
  it('has two periods a Lagos week, Monday to Wednesday and Thursday to Sunday', () => {
    const policy = { signoffWaitDays: 3 };
    expect(signoffWaitingDue(at('2026-06-08T06:00:00Z'), policy)).toEqual({
      period: '2026-06-08/1',
      sentBefore: '2026-06-05T06:00:00.000Z',
    });
    expect(signoffWaitingDue(at('2026-06-10T22:59:00Z'), policy).period).toBe('2026-06-08/1');
    // Wednesday 23:00 UTC is Thursday in Lagos.
    expect(signoffWaitingDue(at('2026-06-10T23:00:00Z'), policy).period).toBe('2026-06-08/2');
    expect(signoffWaitingDue(at('2026-06-14T12:00:00Z'), policy).period).toBe('2026-06-08/2');
  });
});

describe("the institution supervisor's reminder", () => {
  it('has one period a Lagos week', () => {
    expect(ungradedDue(at('2026-06-08T06:00:00Z'))).toEqual({ period: '2026-06-08' });
    expect(ungradedDue(at('2026-06-14T22:00:00Z'))).toEqual({ period: '2026-06-08' });
  });
});

describe("the coordinators' registration deadline notice", () => {
  it('is due from the days before the deadline until it passes, once per deadline', () => {
    const policy = { deadlineDays: 3 };
    const deadline = '2026-06-20T17:00:00.000Z';
    expect(registrationDeadlineDue(deadline, at('2026-06-17T16:59:59Z'), policy)).toBeUndefined();
    expect(registrationDeadlineDue(deadline, at('2026-06-17T17:00:00Z'), policy)?.period).toBe(deadline);
    expect(registrationDeadlineDue(deadline, at('2026-06-20T16:59:59Z'), policy)?.period).toBe(deadline);
    expect(registrationDeadlineDue(deadline, at('2026-06-20T17:00:00Z'), policy)).toBeUndefined();
    expect(registrationDeadlineDue(null, at('2026-06-18T12:00:00Z'), policy)).toBeUndefined();
  });
});
