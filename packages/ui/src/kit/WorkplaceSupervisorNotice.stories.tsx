import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi } from '@siwes/mocks';
import { expect, within } from 'storybook/test';
import {
  WORKPLACE_SUPERVISOR_NOTICE,
  WORKPLACE_SUPERVISOR_NOTICE_LINK,
  WORKPLACE_SUPERVISOR_NOTICE_TITLE,
  WorkplaceSupervisorNotice,
} from './WorkplaceSupervisorNotice.tsx';

/** The fixture student as the fake holds them: placed, with work details. */
const placed = createFakeApi().db.students.find((s) => s.email === 'student@siwes.test')!;
const SUPERVISOR = {
  name: 'Bisi Adeyemi',
  position: 'Network Manager',
  email: 'bisi.adeyemi@workplace.example',
  phone: '08030000001',
};

/**
 * Asks a placed student for their workplace supervisor (issue 24), on the dashboard and the
 * Weekly Report page, until the supervisor's email is given: the email is where the weekly
 * sign-off link goes. A note, not a live region: it is there when the page opens.
 */
const meta = {
  title: 'Patterns/WorkplaceSupervisorNotice',
  tags: ['autodocs'],
  component: WorkplaceSupervisorNotice,
  args: { student: { company: placed.company, workplaceSupervisor: null } },
} satisfies Meta<typeof WorkplaceSupervisorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placed, no workplace supervisor: the note, its heading, why, and the link to Work Details. */
export const Asks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: WORKPLACE_SUPERVISOR_NOTICE_TITLE });
    await expect(within(note).getByText(WORKPLACE_SUPERVISOR_NOTICE)).toBeVisible();
    await expect(within(note).getByRole('link', { name: WORKPLACE_SUPERVISOR_NOTICE_LINK })).toHaveAttribute(
      'href',
      '/students/upload',
    );
  },
};

/** A name without an email still asks: the link can go nowhere without the email. */
export const NameWithoutEmail: Story = {
  args: { student: { company: placed.company, workplaceSupervisor: { ...SUPERVISOR, email: '' } } },
  play: Asks.play,
};

/** The email given: nothing is shown. */
export const Given: Story = {
  args: { student: { company: placed.company, workplaceSupervisor: SUPERVISOR } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** Not placed yet (no work details): not asked yet; Work Details comes first. */
export const NotPlaced: Story = {
  args: { student: { company: null, workplaceSupervisor: null } },
  play: Given.play,
};
