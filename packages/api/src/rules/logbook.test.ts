import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../messages.ts';
import {
  autoSignoffWeeks,
  commentProblem,
  logbookPageWindow,
  fridayPassed,
  mergeWorkplaceSupervisor,
  reopenProblem,
  signoffRequestProblem,
  signoffTotals,
  weekEditable,
  weekState,
  weekWriteProblem,
  writableDays,
} from './logbook.ts';

const current = '2026-06-08';

describe('weekState', () => {
  it('opens this week, closes past weeks, locks a signed week until it is reopened', () => {
    expect(weekState({ weekStart: current, currentWeekStart: current })).toBe('open');
    expect(weekState({ weekStart: '2026-06-01', currentWeekStart: current })).toBe('closed');
    const signedAt = '2026-06-06T10:00:00.000Z';
    expect(weekState({ weekStart: current, currentWeekStart: current, signedAt })).toBe('signed');
    expect(weekState({ weekStart: '2026-06-01', currentWeekStart: current, signedAt })).toBe('signed');
    const reopenedAt = '2026-06-07T10:00:00.000Z';
    expect(weekState({ weekStart: '2026-06-01', currentWeekStart: current, signedAt, reopenedAt })).toBe(
      'reopened',
    );
    // Signed again after the reopening: locked again.
    expect(
      weekState({
        weekStart: '2026-06-01',
        currentWeekStart: current,
        signedAt: '2026-06-08T10:00:00.000Z',
        reopenedAt,
      }),
    ).toBe('signed');
    expect(weekState({ weekStart: '2026-05-25', currentWeekStart: current, reopenedAt })).toBe('reopened');
    expect(['open', 'reopened'].map((s) => weekEditable(s as 'open'))).toEqual([true, true]);
    expect(weekEditable('signed')).toBe(false);
    expect(weekEditable('closed')).toBe(false);
  });
});

describe('weekWriteProblem', () => {
  it('refuses a signed, a closed, a future or a mis-named week with its sentence', () => {
    expect(weekWriteProblem({ weekStart: current, currentWeekStart: current })).toBeUndefined();
    expect(weekWriteProblem({ weekStart: '2026-06-09', currentWeekStart: current })).toBe(
      SERVER_MESSAGES.notAMonday,
    );
    expect(weekWriteProblem({ weekStart: '2026-06-15', currentWeekStart: current })).toBe(
      SERVER_MESSAGES.weekAhead,
    );
    expect(weekWriteProblem({ weekStart: '2026-06-01', currentWeekStart: current })).toBe(
      SERVER_MESSAGES.weekClosed,
    );
    expect(
      weekWriteProblem({ weekStart: current, currentWeekStart: current, signedAt: '2026-06-09T00:00:00Z' }),
    ).toBe(SERVER_MESSAGES.weekSignedLocked);
    expect(
      weekWriteProblem({
        weekStart: '2026-06-01',
        currentWeekStart: current,
        reopenedAt: '2026-06-09T00:00:00Z',
      }),
    ).toBeUndefined();
  });

  it('writes the days up to today, every day of a past week', () => {
    // Wednesday 10 June, 10:00 in Lagos.
    const now = new Date('2026-06-10T09:00:00.000Z');
    expect(writableDays(current, now)).toEqual({
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: false,
      friday: false,
    });
    expect(Object.values(writableDays('2026-06-01', now)).every(Boolean)).toBe(true);
  });
});

describe('sign-off requests', () => {
  const asked = {
    weekStart: '2026-06-01',
    currentWeekStart: current,
    daysReported: 3,
    supervisorEmail: 'boss@x.ng',
  };
  it('asks for a week with entries, not signed, with somewhere to send the link', () => {
    expect(signoffRequestProblem(asked)).toBeUndefined();
    expect(signoffRequestProblem({ ...asked, daysReported: 0 })).toBe(SERVER_MESSAGES.weekEmpty);
    expect(signoffRequestProblem({ ...asked, supervisorEmail: ' ' })).toBe(
      SERVER_MESSAGES.noWorkplaceSupervisor,
    );
    expect(signoffRequestProblem({ ...asked, signedAt: '2026-06-06T00:00:00Z' })).toBe(
      SERVER_MESSAGES.weekAlreadySigned,
    );
    expect(signoffRequestProblem({ ...asked, weekStart: '2026-06-15' })).toBe(SERVER_MESSAGES.weekAhead);
  });

  it("is due once the week's Friday has passed in Lagos", () => {
    // Friday 12 June 23:30 in Lagos: not yet; Saturday 00:30 in Lagos (still Friday in UTC): passed.
    expect(fridayPassed(current, new Date('2026-06-12T22:30:00.000Z'))).toBe(false);
    expect(fridayPassed(current, new Date('2026-06-12T23:30:00.000Z'))).toBe(true);
    expect(autoSignoffWeeks(new Date('2026-06-12T23:30:00.000Z'))).toEqual({
      from: '2026-06-01',
      to: current,
    });
    expect(autoSignoffWeeks(new Date('2026-06-10T09:00:00.000Z'))).toEqual({
      from: '2026-05-25',
      to: '2026-06-01',
    });
  });

  it('reopens only a signed or closed week', () => {
    expect(reopenProblem({ weekStart: current, currentWeekStart: current })).toBe(
      SERVER_MESSAGES.weekAlreadyOpen,
    );
    expect(reopenProblem({ weekStart: '2026-06-01', currentWeekStart: current })).toBeUndefined();
    expect(
      reopenProblem({ weekStart: current, currentWeekStart: current, signedAt: '2026-06-09T00:00:00Z' }),
    ).toBeUndefined();
    expect(reopenProblem({ weekStart: '2026-06-15', currentWeekStart: current })).toBe(
      SERVER_MESSAGES.weekAhead,
    );
  });
});

describe('mergeWorkplaceSupervisor', () => {
  it('replaces the fields sent, keeps those left out, and is null when nothing is left', () => {
    const first = mergeWorkplaceSupervisor(null, { name: ' Mrs Bello ', email: 'bello@x.ng' });
    expect(first).toEqual({ name: 'Mrs Bello', position: '', email: 'bello@x.ng', phone: '' });
    expect(mergeWorkplaceSupervisor(first, { position: 'Head of IT' })).toEqual({
      name: 'Mrs Bello',
      position: 'Head of IT',
      email: 'bello@x.ng',
      phone: '',
    });
    expect(mergeWorkplaceSupervisor(first, undefined)).toEqual(first);
    expect(mergeWorkplaceSupervisor(first, { name: '', email: '' })).toBeNull();
  });
});

describe('logbook pages and comments', () => {
  it('pages newest first 10 weeks at a time, at most 60', () => {
    expect(logbookPageWindow({})).toEqual({ offset: 0, limit: 10 });
    expect(logbookPageWindow({ page: 3, limit: 5 })).toEqual({ offset: 10, limit: 5 });
    expect(logbookPageWindow({ limit: 500 })).toEqual({ offset: 0, limit: 60 });
  });

  it('takes comments on weeks by their Monday, not ahead of this week', () => {
    expect(commentProblem('2026-06-01', current)).toBeUndefined();
    expect(commentProblem('2026-06-02', current)).toBe(SERVER_MESSAGES.notAMonday);
    expect(commentProblem('2026-06-15', current)).toBe(SERVER_MESSAGES.weekAhead);
  });
});

describe('signoffTotals', () => {
  const [early, mid, late] = [
    '2026-05-08T15:00:00.000Z',
    '2026-05-09T09:00:00.000Z',
    '2026-05-16T09:00:00.000Z',
  ];

  it('counts a week signed until a reopening comes after its last sign-off, and signed again after that', () => {
    expect(
      signoffTotals([
        { signedAt: early, linkWaiting: false },
        { signedAt: early, reopenedAt: mid, linkWaiting: false },
        { signedAt: late, reopenedAt: mid, linkWaiting: false },
      ]),
    ).toEqual({ signedWeeks: 2, waitingWeeks: 0, lastSignedAt: late });
  });

  it('counts a week waiting while its link may sign and the week is not signed', () => {
    expect(
      signoffTotals([
        { linkWaiting: true },
        { linkWaiting: false },
        // Reopened after signing and asked again: waiting, and its sign-off is still the last one.
        { signedAt: mid, reopenedAt: late, linkWaiting: true },
      ]),
    ).toEqual({ signedWeeks: 0, waitingWeeks: 2, lastSignedAt: mid });
  });

  it('is all zero, with no last sign-off, for a student with no weeks', () => {
    expect(signoffTotals([])).toEqual({ signedWeeks: 0, waitingWeeks: 0, lastSignedAt: null });
  });
});
