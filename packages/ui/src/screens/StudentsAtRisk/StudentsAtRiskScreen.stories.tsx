import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@siwes/api';
import { AT_RISK_CSV_HEADER } from '@siwes/api/rules';
import { failWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { columnTexts, expectCards, fakeApi, listStateStories, tableRows } from '../../testing/stories.ts';
import { AT_RISK_LEAD, NO_STUDENTS_AT_RISK, StudentsAtRiskScreen } from './StudentsAtRiskScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/StudentsAtRiskScreen',
  component: StudentsAtRiskScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/studentsatrisk',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof StudentsAtRiskScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'Students at risk';

/** The students at risk, 10 a page by name, each with every reason in words; the sidebar marks the page. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Students at Risk' })).toBeVisible();
    await expect(canvas.getByText(AT_RISK_LEAD)).toBeVisible();
    const { data } = await fakeApi().getStudentsAtRisk({ page: 1, limit: 10 });
    await expect(await tableRows(canvasElement, CAPTION)).toHaveLength(data.length);
    await expect(await columnTexts(canvasElement, CAPTION, 'Student Name')).toEqual(data.map((r) => r.name));
    await expect(await columnTexts(canvasElement, CAPTION, 'Reasons')).toEqual(
      data.map((r) => r.reasons.map((reason) => reason.text).join('')),
    );
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(within(menu).getByRole('link', { name: 'Students at Risk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A search finds a student at risk by matric number, with their reasons; Reset brings the list back. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstPage = await columnTexts(canvasElement, CAPTION, 'Student Name');
    const later = (await fakeApi().getStudentsAtRisk({ page: 2, limit: 10 })).data[0]!;
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search students' }),
      `${later.matricNo}{Enter}`,
    );
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Matric Number')).toEqual([later.matricNo]),
    );
    await expect(await columnTexts(canvasElement, CAPTION, 'Reasons')).toEqual([
      later.reasons.map((r) => r.text).join(''),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(async () =>
      expect(await columnTexts(canvasElement, CAPTION, 'Student Name')).toEqual(firstPage),
    );
  },
};

/** Export saves students_at_risk.csv: every student at risk with their reasons. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, CAPTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const file = await canvas.findByTestId('saved-file');
    await expect(file).toHaveAttribute('data-file-name', 'students_at_risk.csv');
    const lines = (file.textContent ?? '').trim().split('\r\n');
    await expect(lines[0]).toBe(AT_RISK_CSV_HEADER.join(','));
    const { totalStudents } = await fakeApi().getStudentsAtRisk({ limit: 1 });
    await expect(lines).toHaveLength(totalStudents + 1);
  },
};

export const ExportError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('downloadStudentsAtRisk', 500, { message: 'Disk full' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, CAPTION);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(await canvas.findByText(MESSAGES.exportFailed)).toBeVisible();
  },
};

/** Loading, no student at risk, and a failed load that Try again recovers from. */
const states = listStateStories({
  call: 'getStudentsAtRisk',
  caption: CAPTION,
  emptyText: NO_STUDENTS_AT_RISK,
  failure: { status: 500, body: {}, heading: MESSAGES.fetchError },
  rowsAfterRetry: 10,
});

export const Loading: Story = { ...states.Loading, tags: ['state'] };
export const Empty: Story = { ...states.Empty, tags: ['state'] };
export const Error: Story = { ...states.Error, tags: ['state'] };
export const ErrorThenRetry: Story = { ...states.ErrorThenRetry, tags: ['journey'] };

/** A phone at 320 px: each student is a card, their reasons under their header, nothing sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, CAPTION);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
