/**
 * A student's logbook as stories draw it: a week with what it needs (a closed past week with no
 * days by default), a page of weeks, and a workplace supervisor's sign-off with a stamp.
 */
import type { LogbookPage, LogbookWeek } from '@siwes/api';
import { FIXTURE_IDS } from '@siwes/mocks';

/** A 1 x 1 PNG: the workplace supervisor's stamp. */
export const STAMP =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const week = (weekStart: string, rest: Partial<LogbookWeek> = {}): LogbookWeek => ({
  weekStart,
  monday: '',
  tuesday: '',
  wednesday: '',
  thursday: '',
  friday: '',
  state: 'closed',
  editable: false,
  signOff: null,
  pendingSignoff: null,
  comments: [],
  reopenings: [],
  ...rest,
});

export function logbook(weeks: LogbookWeek[]): LogbookPage {
  return {
    student: {
      _id: FIXTURE_IDS.student,
      name: 'Adaeze Okonkwo',
      studentCode: 'SIW260001',
      course: 'Computer Science',
    },
    weeks,
    totalWeeks: weeks.length,
  };
}

export const SIGN_OFF = {
  name: 'Ngozi Bello',
  signedAt: '2026-05-16T09:30:00.000Z',
  comment: 'A good week: careful work.',
  image: STAMP,
  digest: 'a'.repeat(64),
};

/** The institution supervisor's comment and the coordinator's on a week, oldest first. */
export const COMMENTS: LogbookWeek['comments'] = [
  {
    _id: 'c1',
    author: 'Ada Okafor',
    role: 'supervisor',
    text: 'Well documented.',
    createdAt: '2026-05-17T10:00:00.000Z',
  },
  {
    _id: 'c2',
    author: 'Chidi Eze',
    role: 'coordinator',
    text: 'Noted.',
    createdAt: '2026-05-18T11:15:00.000Z',
  },
];
