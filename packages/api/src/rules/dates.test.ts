import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOf, deadlinePassed, registrationDeadlineAt, weekdaysBetween } from './dates.ts';

describe('days in Lagos', () => {
  it('moves a day forwards and back, across months and years', () => {
    expect(addDays('2026-06-05', 1)).toBe('2026-06-06');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads a stored date or instant as its Lagos day', () => {
    expect(dayOf('2026-06-05')).toBe('2026-06-05');
    expect(dayOf('2026-06-04T23:30:00.000Z')).toBe('2026-06-05');
    expect(dayOf('2026-06-30T17:00')).toBe('2026-06-30');
    expect(dayOf('2026-02-30')).toBeUndefined();
    expect(dayOf(null)).toBeUndefined();
  });

  it('counts weekdays as a walk through the days would', () => {
    const naive = (from: string, to: string) => {
      let count = 0;
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday !== 0 && weekday !== 6) count += 1;
      }
      return count;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -3, max: 60 }), (start, length) => {
        const from = addDays('2024-01-01', start);
        const to = addDays(from, length);
        expect(weekdaysBetween(from, to)).toBe(naive(from, to));
      }),
    );
    expect(weekdaysBetween('2026-06-01', '2026-06-05')).toBe(5);
    expect(weekdaysBetween('2026-06-06', '2026-06-07')).toBe(0);
    expect(weekdaysBetween('2026-06-05', '2026-06-01')).toBe(0);
  });

  it('says a deadline has passed only after its instant, and never without one', () => {
    const deadline = '2026-06-05T16:00:00.000Z';
    expect(deadlinePassed(deadline, new Date('2026-06-05T16:00:00.000Z'))).toBe(false);
    expect(deadlinePassed(deadline, new Date('2026-06-05T16:00:00.001Z'))).toBe(true);
    expect(deadlinePassed(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('reads the deadline back: the instant set and whether registration is open, open without one', () => {
    const deadline = '2026-06-05T16:00:00.000Z';
    expect(registrationDeadlineAt(deadline, new Date('2026-06-05T16:00:00.000Z'))).toEqual({
      time: deadline,
      open: true,
    });
    expect(registrationDeadlineAt(deadline, new Date('2026-06-05T16:00:00.001Z'))).toEqual({
      time: deadline,
      open: false,
    });
    expect(registrationDeadlineAt(undefined, new Date('2099-01-01T00:00:00Z'))).toEqual({
      time: null,
      open: true,
    });
  });
});
