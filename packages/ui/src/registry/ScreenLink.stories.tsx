import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenLink, ScreenOf } from './ScreenLink.tsx';

/**
 * A link to a registered screen by its name, its path's `{id}` filled and a query string added
 * where a list opens filtered; the pages below the routes link this way and never import a
 * screen. `ScreenOf` shows another registered screen in a page's place, naming the tab after it.
 */
const meta = {
  title: 'Internals/ScreenLink',
  component: ScreenLink,
  args: { to: 'studentUpload', children: 'Upload them first' },
} satisfies Meta<typeof ScreenLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's name becomes its path; Enter on the focused link goes there. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Upload them first' });
    await expect(link).toHaveAttribute('href', '/students/upload');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/upload'));
    await expect(await canvas.findByText('Navigated away.')).toBeVisible();
  },
};

/** A path with an `{id}`: the parameter filled in (and encoded). */
export const WithParams: Story = {
  args: { to: 'coordinatorStudent', params: { id: 'stu 001' }, children: 'Ada Obi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute(
      'href',
      '/coordinator/student/stu%20001',
    );
  },
};

/** A list opened filtered: the query string after the path. */
export const WithSearch: Story = {
  args: { to: 'lecturerStudents', search: '?status=not-graded', children: 'Grade the inspections left' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Grade the inspections left' }),
    ).toHaveAttribute('href', '/lecturers/students?status=not-graded');
  },
};

/**
 * `ScreenOf`: /Register before the email is verified shows the Verify Email screen in its place,
 * at the same address, and the tab says "Verify Email".
 */
export const InAPagesPlace: Story = {
  parameters: { route: '/Register' },
  render: () => <ScreenOf name="verifyStudent" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/Register');
    await waitFor(() => expect(document.title).toContain('Verify Email'));
  },
};
