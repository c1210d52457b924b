import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Student } from '@siwes/api';
import { createFakeApi, FIXTURE_IDS, loadForever, networkError, respondWith } from '@siwes/mocks';
import { expect, within } from 'storybook/test';
import { seenOfflineNotice } from '../../components/LoadGate/LoadGate.tsx';
import { lastSeenKey } from '../../kit/lastSeen.ts';
import { loadFailsThenRetries, STUDENT_RECORD_DOWN, WORKPLACE_SUPERVISOR } from '../../testing/stories.ts';
import {
  WORKPLACE_SUPERVISOR_NOTICE,
  WORKPLACE_SUPERVISOR_NOTICE_LINK,
  WORKPLACE_SUPERVISOR_NOTICE_TITLE,
} from '../../kit/WorkplaceSupervisorNotice.tsx';
import { StudentHomeScreen } from './StudentHomeScreen.tsx';

const meta = {
  title: 'Screens/Student/StudentHomeScreen',
  component: StudentHomeScreen,
  parameters: { layout: 'fullscreen', route: '/students/dashboard', services: { signedIn: ['student'] } },
} satisfies Meta<typeof StudentHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture student with a company and both supervisors, as the fake holds them. */
function fixtureStudent(): Student {
  const student = createFakeApi().db.students.find((s) => s.email === 'student@siwes.test');
  if (!student) throw new globalThis.Error('The fake has no fixture student');
  return student;
}

function cards(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('region')
    .map((r) => r.getAttribute('aria-labelledby') && r.querySelector('h2')?.textContent);
}

/** Loaded with both supervisors: four cards. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: "Student's Home" });
    await expect(heading).toBeVisible();
    // The size of every area page's heading (AreaPage), not a larger one of its own.
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await canvas.findByText(/^Welcome, /);
    await expect(cards(canvasElement)).toEqual([
      'School Details',
      'Work Details',
      'Supervision Details',
      'Defense Details',
    ]);
    const school = canvas.getByRole('region', { name: 'School Details' });
    const student = fixtureStudent();
    await expect(school).toHaveTextContent(student.matricNo);
    // The bank details the student keeps current on Update Details.
    await expect(school).toHaveTextContent(`Bank Name${student.bankDetails?.name}`);
    await expect(school).toHaveTextContent(`Account Number${student.bankDetails?.accountNumber}`);
  },
};

/** No company and no supervisors yet: work details are N/A, and the supervision cards are absent. */
export const NewStudent: Story = {
  beforeEach({ msw }) {
    const student = {
      ...fixtureStudent(),
      company: null,
      inspection_supervisor: null,
      defense_supervisor: null,
    };
    msw.use(respondWith('getStudentDetails', { data: student }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const work = await canvas.findByRole('region', { name: 'Work Details' });
    const values = [...work.querySelectorAll('dd')].map((dd) => dd.textContent);
    await expect(values.every((v) => v === 'N/A')).toBe(true);
    await expect(cards(canvasElement)).toEqual(['School Details', 'Work Details']);
    // Not placed yet: not asked for a workplace supervisor.
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/**
 * Only an inspection supervisor, who has not chosen a date: Supervision Details shows, with the
 * date "Not set yet" (not N/A); Defense Details does not.
 */
export const InspectionOnly: Story = {
  beforeEach({ msw }) {
    const student = fixtureStudent();
    msw.use(
      respondWith('getStudentDetails', {
        data: {
          ...student,
          defense_supervisor: null,
          inspection_supervisor: student.inspection_supervisor && {
            ...student.inspection_supervisor,
            assignedDate: null,
          },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Supervision Details' });
    await expect(cards(canvasElement)).toEqual(['School Details', 'Work Details', 'Supervision Details']);
    await expect(card).toHaveTextContent(/Inspection Date\s*Not set yet/);
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

/** A load failure: the server's message replaces the page; Try again loads it once the server answers. */
const failure = loadFailsThenRetries({
  call: 'getStudentDetails',
  message: STUDENT_RECORD_DOWN,
  loaded: (canvas) => canvas.findByRole('region', { name: 'School Details' }),
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'School Details' });
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The fixture student's details as the phone kept them when the home page last loaded them. */
function keptDetails(at: string) {
  return {
    [lastSeenKey(FIXTURE_IDS.student, 'studentDetails')]: JSON.stringify({ data: fixtureStudent(), at }),
  };
}

/**
 * No network: the home page shows the details this phone last loaded, saying when; they are the
 * signed-in student's own, kept per account and forgotten at logout.
 */
export const OfflineLastSeen: Story = {
  parameters: {
    services: { signedIn: ['student'], offline: true, localStorage: keptDetails('2026-06-04T15:20:00.000Z') },
  },
  beforeEach({ msw }) {
    msw.use(networkError('getStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Welcome, /);
    await expect(canvas.getByText(seenOfflineNotice('2026-06-04T15:20:00.000Z'))).toBeVisible();
    await expect(canvas.getByText(/Thursday 4 June 2026, 16:20 in Lagos/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'School Details' })).toHaveTextContent(
      fixtureStudent().matricNo,
    );
  },
};

/** No network and nothing kept (another student's details never count): the network's message, with Try again. */
export const OfflineNothingKept: Story = {
  parameters: {
    services: {
      signedIn: ['student'],
      offline: true,
      localStorage: {
        [lastSeenKey(FIXTURE_IDS.newStudent, 'studentDetails')]: JSON.stringify({
          data: fixtureStudent(),
          at: '2026-06-04T15:20:00.000Z',
        }),
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(networkError('getStudentDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Could not reach the server/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Placed, with no workplace supervisor: a note asks for one, with a link to Work Details. */
export const AsksForWorkplaceSupervisor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note', { name: WORKPLACE_SUPERVISOR_NOTICE_TITLE });
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(WORKPLACE_SUPERVISOR_NOTICE);
    await expect(within(note).getByRole('link', { name: WORKPLACE_SUPERVISOR_NOTICE_LINK })).toHaveAttribute(
      'href',
      '/students/upload',
    );
    // A note beside the cards, not one of them.
    await expect(cards(canvasElement)).toHaveLength(4);
  },
};

/** Everything but the email is not enough: the sign-off link goes to the email, so the note stays until it is given. */
export const AsksUntilTheEmailIsGiven: Story = {
  beforeEach({ msw }) {
    const workplaceSupervisor = { ...WORKPLACE_SUPERVISOR, email: '' };
    msw.use(respondWith('getStudentDetails', { data: { ...fixtureStudent(), workplaceSupervisor } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', { name: WORKPLACE_SUPERVISOR_NOTICE_TITLE })).toBeVisible();
  },
};

/** The workplace supervisor given: no note. */
export const WorkplaceSupervisorGiven: Story = {
  beforeEach({ msw }) {
    const workplaceSupervisor = WORKPLACE_SUPERVISOR;
    msw.use(respondWith('getStudentDetails', { data: { ...fixtureStudent(), workplaceSupervisor } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Welcome, /);
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.queryByText(WORKPLACE_SUPERVISOR_NOTICE)).toBeNull();
  },
};
