/**
 * What the logbook stories share (the coordinator's Weekly Reports and the supervisor's logbook
 * page): weeks and pages as the logbook calls answer them, a stamp image, a week's section found
 * by its heading, and a comment or reopening written as a user does.
 */
import { describeDay, describeLagosTime, type LogbookPage, type LogbookWeek } from '@siwes/api';
import { FIXTURE_IDS } from '@siwes/mocks';
import { expect, userEvent, within } from 'storybook/test';

/** The fixture student's code (stu-001). */
export const FIXTURE_CODE = 'SIW260001';

/** A 1 x 1 PNG: the workplace supervisor's stamp. */
export const STAMP =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A week as the logbook calls give it: closed, nothing written, unless `days` says otherwise. */
export const week = (weekStart: string, days: Partial<LogbookWeek> = {}): LogbookWeek => ({
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
  ...days,
});

/** A whole logbook of the fixture student, as one page. */
export const logbook = (weeks: LogbookWeek[]): LogbookPage => ({
  student: {
    _id: FIXTURE_IDS.student,
    name: 'Adaeze Okonkwo',
    studentCode: FIXTURE_CODE,
    course: 'Computer Science',
  },
  weeks,
  totalWeeks: weeks.length,
});

/** The section of the week whose heading is `Week of <day>`. */
export async function weekSection(canvasElement: HTMLElement, day: string) {
  const heading = await within(canvasElement).findByRole('heading', {
    level: 2,
    name: `Week of ${describeDay(day)}`,
  });
  return within(heading.closest('section')!);
}

type Section = Awaited<ReturnType<typeof weekSection>>;

/** Types a comment in a week's box and presses Add comment. */
export async function commentOn(section: Section, text: string) {
  await userEvent.type(section.getByLabelText('Your comment'), text);
  await userEvent.click(section.getByRole('button', { name: 'Add comment' }));
}

/** Opens a week's Reopen this week, types the reason (none when empty) and presses Reopen week. */
export async function reopenWith(section: Section, reason: string) {
  await userEvent.click(section.getByText('Reopen this week'));
  if (reason) await userEvent.type(section.getByLabelText('Reason for reopening'), reason);
  await userEvent.click(section.getByRole('button', { name: 'Reopen week' }));
}

/** When the stamped week was signed. */
export const SIGNED_AT = '2026-05-16T09:30:00.000Z';
/**
 * A logbook of three weeks: a link waiting (18 May), signed with a stamp and two comments (11 May),
 * reopened with a reason (4 May).
 */
export const SIGNED = logbook([
  week('2026-05-18', {
    monday: 'Drafted the test plan.',
    pendingSignoff: {
      sentTo: 'bello@workplace.example',
      requestedAt: '2026-05-23T08:00:00.000Z',
      expiresAt: '2026-06-06T08:00:00.000Z',
    },
  }),
  week('2026-05-11', {
    monday: 'Set up the test bench.',
    tuesday: 'Calibrated the sensors.',
    state: 'signed',
    signOff: {
      name: 'Ngozi Bello',
      signedAt: SIGNED_AT,
      comment: 'A good week: careful work.',
      image: STAMP,
      digest: 'a'.repeat(64),
    },
    comments: [
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
    ],
  }),
  week('2026-05-04', {
    monday: 'Induction.',
    state: 'reopened',
    editable: true,
    reopenings: [
      {
        by: 'Ada Okafor',
        role: 'supervisor',
        reason: 'Add the lab results.',
        at: '2026-05-12T09:00:00.000Z',
      },
    ],
  }),
]);

/**
 * The signed week of `SIGNED` as a reader sees it: who signed and when, their comment and stamp.
 * Answers the week's section.
 */
export async function expectSignedWeek(canvasElement: HTMLElement) {
  const signed = await weekSection(canvasElement, '2026-05-11');
  const signoff = within(signed.getByRole('group', { name: 'Sign-off' }));
  await expect(signoff.getByText(/^Signed by/)).toHaveTextContent(
    `Signed by Ngozi Bello on ${describeLagosTime(SIGNED_AT)}`,
  );
  await expect(signoff.getByText('A good week: careful work.')).toBeVisible();
  await expect(signoff.getByRole('img', { name: 'Stamp or signature of Ngozi Bello' })).toHaveAttribute(
    'src',
    STAMP,
  );
  return signed;
}

/** A workplace supervisor's sign-off with a stamp (the student's Weekly Report stories). */
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
