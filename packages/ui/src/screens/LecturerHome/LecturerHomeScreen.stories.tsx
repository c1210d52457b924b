import type { Meta, StoryObj } from '@storybook/react-vite';
import { failWith, loadForever } from '@siwes/mocks';
import { expect, within } from 'storybook/test';
import { seededStudents } from '../../testing/myStudents.ts';
import { LecturerHomeScreen } from './LecturerHomeScreen.tsx';

const meta = {
  title: 'Screens/Supervisor/LecturerHomeScreen',
  component: LecturerHomeScreen,
  parameters: { layout: 'fullscreen', route: '/lecturers/index', services: { signedIn: ['supervisor'] } },
} satisfies Meta<typeof LecturerHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in supervisor's own details. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: "Lecturer's Home" });
    await expect(heading).toBeVisible();
    // The size of every area page's heading (AreaPage), not a larger one of its own.
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await canvas.findByText(/^Welcome, /);
    const details = canvas.getByRole('region', { name: 'Your Details' });
    await expect(details).toHaveTextContent('supervisor@siwes.test');
    await expect(within(details).getByText('Students Assigned')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Lecturer menu' })).toBeVisible();
  },
};

/** What is next: each visit's students without a date or a grade, each a link to My Students filtered that way. */
export const NextSteps: Story = {
  beforeEach({ msw }) {
    msw.use(...seededStudents().fake.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('region', { name: 'What is next' });
    const links = await within(next).findAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      '3 students have no inspection date',
      '1 student is not graded for inspection',
      '1 student is not graded for defence',
      'See all your students',
    ]);
    await expect(links[0]).toHaveAttribute(
      'href',
      '/lecturers/students?visit=inspection&status=date-not-set',
    );
    await expect(links[2]).toHaveAttribute('href', '/lecturers/students?visit=defense&status=not-graded');
  },
};

/** Every student dated and graded (the fixture supervisor's): nothing is waiting. */
export const NoneLeft: Story = {
  play: async ({ canvasElement }) => {
    const next = await within(canvasElement).findByRole('region', { name: 'What is next' });
    await expect(
      await within(next).findByText('Nothing is waiting: each of your students has their dates and grades.'),
    ).toBeVisible();
    await expect(within(next).getByRole('link', { name: 'See all your students' })).toHaveAttribute(
      'href',
      '/lecturers/students',
    );
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('getSupervisor'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details…');
  },
};

export const Error: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('getSupervisor', 404, { message: 'Supervisor not found' }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Supervisor not found' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Your Details' });
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
