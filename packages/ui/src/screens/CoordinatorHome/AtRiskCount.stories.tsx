import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, loadForever, respondWith } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeApi } from '../../testing/stories.ts';
import { AtRiskCount, atRiskWords } from './AtRiskCount.tsx';

/** The count of the students at risk on the coordinator's home (issue 29), a link to their page. */
const meta = {
  title: 'Screens/Coordinator/CoordinatorHomeScreen: AtRiskCount',
  component: AtRiskCount,
  parameters: { route: '/coordinator/index', services: { signedIn: ['coordinator'] } },
} satisfies Meta<typeof AtRiskCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake cohort's count, a link that opens Students at Risk. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { totalStudents } = await fakeApi().getStudentsAtRisk({ limit: 1 });
    const link = await canvas.findByRole('link', { name: atRiskWords(totalStudents) });
    await expect(link).toHaveAttribute('href', '/coordinator/studentsatrisk');
    await userEvent.click(link);
    await waitFor(() =>
      expect(canvas.getByTestId('current-path')).toHaveTextContent('/coordinator/studentsatrisk'),
    );
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach: ({ msw }) => msw.use(loadForever('getStudentsAtRisk')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Counting the students at risk…',
    );
  },
};

/** No student at risk: the count says 0, still a link to the (empty) page. */
export const Empty: Story = {
  tags: ['state'],
  beforeEach: ({ msw }) => msw.use(respondWith('getStudentsAtRisk', { data: [], totalStudents: 0 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '0 students at risk' })).toBeVisible();
  },
};

/** The count fails: said, with Try again. */
export const Error: Story = {
  tags: ['state'],
  beforeEach: ({ msw }) =>
    msw.use(failWith('getStudentsAtRisk', 503, { message: 'The numbers are unavailable.' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Could not count the students at risk: The numbers are unavailable.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
