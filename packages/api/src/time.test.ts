import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayValue,
  describeDay,
  describeLagosTime,
  shortLagosDate,
  fromLagosLocal,
  instantOf,
  lagosDay,
  lagosSpreadsheetTime,
  lagosWorkWeek,
  toLagosLocal,
} from './time.ts';

describe('Lagos time', () => {
  it('reads a datetime-local value as Lagos wall-clock time (UTC+1)', () => {
    expect(fromLagosLocal('2027-07-31T17:00')?.toISOString()).toBe('2027-07-31T16:00:00.000Z');
    expect(fromLagosLocal('2026-06-05')?.toISOString()).toBe('2026-06-04T23:00:00.000Z');
  });

  it('refuses what is not a wall-clock time, or names a day that does not exist', () => {
    for (const bad of [
      '',
      '0',
      '-1',
      'May 5',
      '%00',
      '2026-06-31',
      '2026-13-01',
      '2026-06-05T24:00',
      '2026-6-5',
    ]) {
      expect(fromLagosLocal(bad), bad).toBeNull();
    }
  });

  it('gives the Lagos day, which differs from the UTC day just before midnight UTC', () => {
    expect(lagosDay(new Date('2026-06-05T23:30:00Z'))).toBe('2026-06-06');
    expect(lagosDay(new Date('2026-06-05T22:59:00Z'))).toBe('2026-06-05');
  });

  it('round-trips every instant to the minute through the datetime-local form', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const minute = new Date(Math.floor(d.getTime() / 60_000) * 60_000);
          expect(fromLagosLocal(toLagosLocal(minute))?.getTime()).toBe(minute.getTime());
        },
      ),
    );
  });

  it('says an instant in words, in Lagos time', () => {
    expect(describeLagosTime('2027-07-31T16:00:00.000Z')).toBe('Saturday 31 July 2027, 17:00 in Lagos');
    expect(describeLagosTime('2026-06-05T09:00:00.000Z', { time: false })).toBe('Friday 5 June 2026');
    expect(describeLagosTime('not a date')).toBe('');
    expect(describeDay('2026-06-01')).toBe('Monday 1 June 2026');
  });

  it("says a date in short as en-GB's medium style does in Lagos, without Intl", () => {
    expect(shortLagosDate('2026-09-05T23:30:00.000Z')).toBe('6 Sept 2026');
    expect(shortLagosDate('2026-06-15T09:05:00.000Z', { time: true })).toBe('15 Jun 2026, 10:05');
    expect(shortLagosDate('not a date')).toBe('');
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
    const dayAndTime = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Lagos',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(shortLagosDate(d)).toBe(day.format(d));
          expect(shortLagosDate(d, { time: true })).toBe(dayAndTime.format(d));
        },
      ),
    );
  });

  it('reads a stored date: an instant with its zone as itself, one without a zone as Lagos time', () => {
    expect(instantOf('2026-07-01T09:00:00.000Z')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(instantOf('2026-07-01T10:00+01:00')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(instantOf('2026-07-01T10:00')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(instantOf('2026-07-01')?.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(instantOf('2026-07-01T10:00:30.5-05:00')?.toISOString()).toBe('2026-07-01T15:00:30.500Z');
    for (const bad of [
      null,
      undefined,
      '',
      '0',
      '-1',
      'not a date',
      'May 5',
      '2026-02-30T10:00',
      '2026-02-30T10:00:00Z',
      '2026-07-01T24:00Z',
      '2026-07-01T10:00+15:00',
      '2026-07-01T10:00Zz',
      'Wed Jul 01 2026 10:00:00 GMT+0100',
    ]) {
      expect(instantOf(bad), String(bad)).toBeNull();
    }
    expect(describeLagosTime('2026-07-01T10:00')).toBe('Wednesday 1 July 2026, 10:00 in Lagos');
  });

  it('reads back every instant it is given as ISO 8601', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          expect(instantOf(d.toISOString())?.getTime()).toBe(d.getTime());
        },
      ),
    );
  });

  it('writes an instant for a spreadsheet in Lagos time', () => {
    expect(lagosSpreadsheetTime('2026-07-01T09:00:00.000Z')).toBe('2026-07-01 10:00');
    expect(lagosSpreadsheetTime('2026-07-01T23:30:00.000Z')).toBe('2026-07-02 00:30');
    expect(lagosSpreadsheetTime(null)).toBe('');
    expect(lagosSpreadsheetTime('rubbish')).toBe('');
  });

  it('gives Monday to Friday of the Lagos week; a weekend belongs to the week just ended', () => {
    const week = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'];
    expect(lagosWorkWeek(new Date('2026-06-05T09:00:00Z'))).toEqual(week);
    expect(lagosWorkWeek(new Date('2026-06-07T22:00:00Z'))).toEqual(week);
    // Sunday 23:30 UTC is already Monday in Lagos.
    expect(lagosWorkWeek(new Date('2026-06-07T23:30:00Z'))[0]).toBe('2026-06-08');
  });

  it('gives the day a stored date names, for a date input', () => {
    expect(dayValue('2026-05-04')).toBe('2026-05-04');
    expect(dayValue('2026-05-03T23:00:00.000Z')).toBe('2026-05-04');
    expect(dayValue('2026-05-04T12:00:00.000Z')).toBe('2026-05-04');
    for (const bad of ['', null, undefined, 'soon', '2026-02-30'])
      expect(dayValue(bad), String(bad)).toBe('');
  });
});
