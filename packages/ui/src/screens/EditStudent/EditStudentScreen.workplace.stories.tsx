import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WORKPLACE_SUPERVISOR_LABELS } from '../../kit/WorkplaceSupervisorFields/WorkplaceSupervisorFields.tsx';
import {
  EDITED_STUDENT as STUDENT,
  editStudentForm as form,
  recordUpdates,
} from '../../testing/editStudent.ts';
import { fakeApi, WORKPLACE_SUPERVISOR } from '../../testing/stories.ts';
import { EditStudentScreen } from './EditStudentScreen.tsx';

/** Edit Student Details' Workplace Supervisor (issue 24): the coordinator sees and corrects it. */
const meta = {
  title: 'Screens/Coordinator/EditStudentScreen: workplace supervisor',
  component: EditStudentScreen,
  parameters: {
    layout: 'fullscreen',
    route: `/coordinator/edit/student/${STUDENT._id}`,
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof EditStudentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the edit's PATCH was sent, in the story that records it. */
let sent: unknown[] = [];

/** No workplace supervisor recorded: the group's four fields, empty, each with N/A as its placeholder. */
export const WorkplaceSupervisorEmpty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    const group = f.getByRole('group', { name: 'Workplace Supervisor' });
    await expect(group).toHaveTextContent(/signs their weekly reports/);
    for (const label of Object.values(WORKPLACE_SUPERVISOR_LABELS)) {
      const field = within(group).getByLabelText(label);
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('placeholder', 'N/A');
    }
  },
};

/** Recorded: each field holds the value recorded (issue 34). */
export const WorkplaceSupervisorShown: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('getStudent', [{ ...STUDENT, workplaceSupervisor: WORKPLACE_SUPERVISOR }]));
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    for (const [key, label] of Object.entries(WORKPLACE_SUPERVISOR_LABELS)) {
      await expect(f.getByLabelText(label)).toHaveValue(
        WORKPLACE_SUPERVISOR[key as keyof typeof WORKPLACE_SUPERVISOR],
      );
    }
  },
};

/** The coordinator fills it in: only the fields typed are sent, the record has them, and the fields hold them. */
export const WorkplaceSupervisorFilled: Story = {
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.name), WORKPLACE_SUPERVISOR.name);
    await userEvent.type(f.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.email), WORKPLACE_SUPERVISOR.email);
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(f.getByRole('status')).toHaveTextContent(MESSAGES.detailsUpdated));
    await expect(sent).toEqual([
      { workplaceSupervisor: { name: WORKPLACE_SUPERVISOR.name, email: WORKPLACE_SUPERVISOR.email } },
    ]);
    const [after] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(after?.workplaceSupervisor).toEqual({
      name: WORKPLACE_SUPERVISOR.name,
      position: '',
      email: WORKPLACE_SUPERVISOR.email,
      phone: '',
    });
    await expect(f.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.name)).toHaveValue(WORKPLACE_SUPERVISOR.name);
    await expect(f.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.position)).toHaveAttribute(
      'placeholder',
      'N/A',
    );
  },
};

/** An email the browser refuses: said beside the field; nothing is sent. */
export const WorkplaceSupervisorInvalidEmail: Story = {
  beforeEach({ msw }) {
    sent = recordUpdates(msw);
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    const email = f.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.email) as HTMLInputElement;
    await userEvent.type(email, 'ngozi.bello');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await expect(email).toBeInvalid();
    await waitFor(() => expect(email).toHaveAccessibleDescription(email.validationMessage));
    await expect(email.validationMessage).not.toBe('');
    await expect(sent).toEqual([]);
  },
};

/** An email the browser lets through but the contract refuses: the server's sentence beside the field, until it is edited. */
export const WorkplaceSupervisorRefused: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    const email = f.getByLabelText(WORKPLACE_SUPERVISOR_LABELS.email);
    await userEvent.type(email, 'ngozi@acme');
    await userEvent.click(f.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'));
    await expect(f.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.invalidRequest);
    await expect(canvasElement).not.toHaveTextContent('workplaceSupervisor');
    const [after] = await fakeApi().getStudent({ id: STUDENT._id });
    await expect(after?.workplaceSupervisor ?? null).toBeNull();
    await userEvent.type(email, '.example');
    await expect(email).toHaveAccessibleDescription('');
  },
};
