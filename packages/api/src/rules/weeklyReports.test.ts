import { describe, expect, it } from 'vitest';
import {
  daysReported,
  expectedReportDays,
  expectedReportWeeks,
  mergeReportDays,
  reportWeek,
  weeklyReportMarks,
  type ReportDays,
} from './weeklyReports.ts';

const at = (iso: string) => new Date(iso);
const editableDays = (iso: string) =>
  Object.entries(reportWeek(at(iso)).editable)
    .filter(([, open]) => open)
    .map(([day]) => day);

const BLANK: ReportDays = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };

describe('the week a report is for', () => {
  it('is the Lagos week, whose days up to today may be written', () => {
    const week = reportWeek(at('2026-06-03T10:00:00Z'));
    expect(week.weekStart).toBe('2026-06-01');
    expect(week.days).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05']);
    expect(editableDays('2026-06-03T10:00:00Z')).toEqual(['monday', 'tuesday', 'wednesday']);
  });

  it('turns at midnight in Lagos, an hour before midnight UTC', () => {
    expect(editableDays('2026-06-02T22:30:00Z')).toEqual(['monday', 'tuesday']);
    expect(editableDays('2026-06-02T23:30:00Z')).toEqual(['monday', 'tuesday', 'wednesday']);
    // Sunday 23:30 UTC is already Monday in Lagos: a new week.
    expect(reportWeek(at('2026-06-07T23:30:00Z')).weekStart).toBe('2026-06-08');
    expect(editableDays('2026-06-07T23:30:00Z')).toEqual(['monday']);
  });

  it('has all five days open on Saturday and Sunday, which belong to the week just ended', () => {
    expect(reportWeek(at('2026-06-06T12:00:00Z')).weekStart).toBe('2026-06-01');
    expect(editableDays('2026-06-06T12:00:00Z')).toHaveLength(5);
    expect(editableDays('2026-06-07T12:00:00Z')).toHaveLength(5);
  });
});

describe('a report sent again', () => {
  const wednesday = reportWeek(at('2026-06-03T10:00:00Z')).editable;

  it('fills or replaces the days with text, keeps blank or absent ones, and drops days after today', () => {
    const before = { ...BLANK, monday: 'Set up the lab', tuesday: 'Cabling' };
    const after = mergeReportDays(
      before,
      {
        monday: 'Set up the lab, then tested it',
        tuesday: '   ',
        wednesday: 'Wrote the report',
        thursday: 'Early',
      },
      wednesday,
    );
    expect(after).toEqual({
      monday: 'Set up the lab, then tested it',
      tuesday: 'Cabling',
      wednesday: 'Wrote the report',
      thursday: '',
      friday: '',
    });
    expect(before.monday).toBe('Set up the lab');
  });

  it('starts from blank days for a first report', () => {
    expect(mergeReportDays(undefined, { tuesday: 'Cabling' }, wednesday)).toEqual({
      ...BLANK,
      tuesday: 'Cabling',
    });
  });

  it('counts the days whose text is not blank', () => {
    expect(daysReported({ ...BLANK, monday: 'x', tuesday: ' ', friday: 'y' })).toBe(2);
    expect(daysReported(BLANK)).toBe(0);
  });
});

describe('the weekly-report score', () => {
  const friday = at('2026-06-05T09:00:00Z');

  it('expects the weekdays from resumption to today, or to the end if sooner, in Lagos days', () => {
    expect(expectedReportDays('2026-06-01', '2026-11-13', friday)).toBe(5);
    expect(expectedReportDays('2026-05-04', '2026-05-15', friday)).toBe(10);
    expect(expectedReportDays('2026-06-01', null, at('2026-06-04T22:30:00Z'))).toBe(4);
    expect(expectedReportDays('2026-06-01', null, at('2026-06-04T23:30:00Z'))).toBe(5);
  });

  it('expects nothing before resumption, without one, or from a date that is not one', () => {
    expect(expectedReportDays('2026-06-08', null, friday)).toBe(0);
    expect(expectedReportDays('2026-06-06', null, at('2026-06-07T12:00:00Z'))).toBe(0);
    expect(expectedReportDays(null, null, friday)).toBe(0);
    expect(expectedReportDays('', '', friday)).toBe(0);
    expect(expectedReportDays('soon', null, friday)).toBe(0);
    // An end that is not a date leaves today as the end.
    expect(expectedReportDays('2026-06-01', 'later', friday)).toBe(5);
  });

  it('expects the weeks with a weekday from resumption to today, or to the end if sooner (Total Weeks out of these)', () => {
    expect(expectedReportWeeks('2026-06-01', '2026-11-13', friday)).toBe(1);
    expect(expectedReportWeeks('2026-05-04', '2026-05-15', friday)).toBe(2);
    // A resumption on a Wednesday: that week counts; a Saturday: the next week is the first.
    expect(expectedReportWeeks('2026-05-13', null, friday)).toBe(4);
    expect(expectedReportWeeks('2026-05-16', null, friday)).toBe(3);
    // Today a Sunday: the week just ended is the last one; not started yet, or none: 0.
    expect(expectedReportWeeks('2026-06-01', null, at('2026-06-07T12:00:00Z'))).toBe(1);
    expect(expectedReportWeeks('2026-06-06', null, at('2026-06-07T12:00:00Z'))).toBe(0);
    expect(expectedReportWeeks('2026-06-08', null, friday)).toBe(0);
    expect(expectedReportWeeks(null, null, friday)).toBe(0);
    expect(expectedReportWeeks('soon', null, friday)).toBe(0);
  });

  it('scales the days reported to the maximum, rounded and capped, and is 0 when none are expected', () => {
    expect(weeklyReportMarks(30, 3, '2026-06-01', null, friday)).toBe(18);
    expect(weeklyReportMarks(30, 2, '2026-06-01', null, at('2026-06-09T10:00:00Z'))).toBe(9);
    expect(weeklyReportMarks(30, 12, '2026-06-01', null, friday)).toBe(30);
    expect(weeklyReportMarks(40, 5, '2026-06-01', null, friday)).toBe(40);
    expect(weeklyReportMarks(30, 5, null, null, friday)).toBe(0);
  });
});
