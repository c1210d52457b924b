import { describe, expect, it } from 'vitest';
import { LATE_ENTRY_POLICY } from '../lateEntryPolicy.ts';
import {
  entryTimesAfterWrite,
  lateDaysOf,
  lateEntryFlags,
  lateEntryTotals,
  UNKNOWN_ENTRY_TIMES,
  type EntryTimes,
} from './lateEntries.ts';
import { addDays } from './dates.ts';
import type { ReportDays } from './weeklyReports.ts';

const BLANK: ReportDays = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };
const allWrittenAt = (iso: string): EntryTimes =>
  entryTimesAfterWrite(
    undefined,
    { monday: 'a', tuesday: 'b', wednesday: 'c', thursday: 'd', friday: 'e' },
    new Date(iso),
  );

describe('when entries were written', () => {
  it('a day first written is written and changed now; a day sent the same keeps its times', () => {
    const first = entryTimesAfterWrite(
      undefined,
      { ...BLANK, monday: 'Met the team' },
      new Date('2026-06-01T09:00:00Z'),
    );
    expect(first.monday).toEqual({
      firstWrittenAt: '2026-06-01T09:00:00.000Z',
      changedAt: '2026-06-01T09:00:00.000Z',
    });
    expect(first.tuesday).toEqual({ firstWrittenAt: null, changedAt: null });
    const days = { ...BLANK, monday: 'Met the team' };
    const second = entryTimesAfterWrite(
      { days, times: first },
      { ...days, monday: 'Met the whole team', tuesday: 'Cabling' },
      new Date('2026-06-02T16:00:00Z'),
    );
    expect(second.monday).toEqual({
      firstWrittenAt: '2026-06-01T09:00:00.000Z',
      changedAt: '2026-06-02T16:00:00.000Z',
    });
    expect(second.tuesday.firstWrittenAt).toBe('2026-06-02T16:00:00.000Z');
  });

  it('an entry from before the times were kept stays unknown when first written, known once changed', () => {
    const days = { ...BLANK, monday: 'Old text' };
    const after = entryTimesAfterWrite(
      { days, times: UNKNOWN_ENTRY_TIMES },
      { ...days, monday: 'New text' },
      new Date('2026-06-02T10:00:00Z'),
    );
    expect(after.monday).toEqual({ firstWrittenAt: null, changedAt: '2026-06-02T10:00:00.000Z' });
  });
});

describe('written late', () => {
  it('is a day first written more than 7 Lagos days after it', () => {
    const week = '2026-06-01';
    // Monday 1 June written on Monday 8 June (7 days) is on time; Tuesday 2 June on the 10th is late (8 days).
    const times = { ...UNKNOWN_ENTRY_TIMES };
    times.monday = { firstWrittenAt: '2026-06-08T20:00:00Z', changedAt: null };
    times.tuesday = { firstWrittenAt: '2026-06-10T08:00:00Z', changedAt: null };
    expect(lateDaysOf(week, times, 7)).toEqual([
      { day: 'tuesday', date: '2026-06-02', firstWrittenAt: '2026-06-10T08:00:00Z' },
    ]);
  });

  it('counts the day in Lagos: 23:30 UTC on the 9th is the 10th in Lagos', () => {
    const times = {
      ...UNKNOWN_ENTRY_TIMES,
      tuesday: { firstWrittenAt: '2026-06-09T23:30:00Z', changedAt: null },
    };
    expect(lateDaysOf('2026-06-01', times, 7).map((d) => d.day)).toEqual(['tuesday']);
    expect(lateDaysOf('2026-06-01', times, 8)).toEqual([]);
  });

  it('is never said of an entry whose first writing is not known', () => {
    expect(lateDaysOf('2020-01-06', UNKNOWN_ENTRY_TIMES, 7)).toEqual([]);
  });
});

describe('a burst', () => {
  const weeks = (count: number, from: string, minutesApart: number) =>
    Array.from({ length: count }, (_, i) => ({
      weekStart: addDays('2026-03-02', i * 7),
      times: allWrittenAt(new Date(Date.parse(from) + i * minutesApart * 60_000).toISOString()),
    }));

  it('is 12 weeks first written within one hour, with its first and last writes, and every day late', () => {
    const flags = lateEntryFlags(weeks(12, '2026-06-01T18:00:00Z', 5), LATE_ENTRY_POLICY);
    const burst = { from: '2026-06-01T18:00:00.000Z', to: '2026-06-01T18:55:00.000Z', weeks: 12 };
    expect(
      [...flags.values()].every((f) => f.burst && JSON.stringify(f.burst) === JSON.stringify(burst)),
    ).toBe(true);
    expect(lateEntryTotals(weeks(12, '2026-06-01T18:00:00Z', 5), LATE_ENTRY_POLICY)).toEqual({
      lateDays: 60,
      burstWeeks: 12,
    });
  });

  it('needs 3 weeks within the hour: 2 are not a burst, nor 3 spread over a day', () => {
    expect(
      [...lateEntryFlags(weeks(2, '2026-06-01T18:00:00Z', 1), LATE_ENTRY_POLICY).values()].map(
        (f) => f.burst,
      ),
    ).toEqual([null, null]);
    expect(lateEntryTotals(weeks(3, '2026-06-01T08:00:00Z', 61), LATE_ENTRY_POLICY).burstWeeks).toBe(0);
  });

  it('leaves out a week written apart, and keeps two bursts on one evening apart', () => {
    const evening = [
      ...weeks(3, '2026-06-01T17:00:00Z', 10),
      ...weeks(3, '2026-06-01T20:00:00Z', 10).map((w, i) => ({
        ...w,
        weekStart: addDays('2026-06-01', i * 7),
      })),
      { weekStart: '2026-07-06', times: allWrittenAt('2026-07-10T10:00:00Z') },
    ];
    const flags = lateEntryFlags(evening, LATE_ENTRY_POLICY);
    expect(flags.get('2026-03-02')!.burst).toEqual({
      from: '2026-06-01T17:00:00.000Z',
      to: '2026-06-01T17:20:00.000Z',
      weeks: 3,
    });
    expect(flags.get('2026-06-01')!.burst).toEqual({
      from: '2026-06-01T20:00:00.000Z',
      to: '2026-06-01T20:20:00.000Z',
      weeks: 3,
    });
    expect(flags.get('2026-07-06')).toEqual({ lateDays: [], burst: null });
  });
});
