import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_IDS, networkError } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NetworkToggle } from '../../testing/NetworkToggle.tsx';
import { fakeApi } from '../../testing/stories.ts';
import { AreaLayout, STAFF_OFFLINE, STUDENT_OFFLINE } from './AreaLayout.tsx';

const meta = {
  title: 'Layouts/AreaLayout',
  tags: ['autodocs'],
  component: AreaLayout,
  parameters: {
    layout: 'fullscreen',
    route: '/students/dashboard',
    services: { signedIn: ['student', 'coordinator'] },
  },
  args: { role: 'student', children: <h1>Student page</h1> },
} satisfies Meta<typeof AreaLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Student: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('navigation', { name: 'Student menu' });
    await expect(within(sidebar).getByRole('link', { name: "Student's Home" })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Student page');
  },
};

export const Lecturer: Story = {
  args: { role: 'supervisor', children: <h1>Lecturer page</h1> },
  parameters: { route: '/lecturers/index' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Lecturer menu' })).toBeVisible();
  },
};

export const Coordinator: Story = {
  args: { role: 'coordinator', children: <h1>Coordinator page</h1> },
  parameters: { route: '/coordinator/index' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Coordinator menu' })).toBeVisible();
  },
};

/** With no network, a student's page says what still works; the notice goes when the network is back. */
export const StudentOffline: Story = {
  tags: ['state'],
  parameters: { services: { signedIn: ['student'], offline: true } },
  render: (args) => (
    <>
      <AreaLayout {...args} />
      <NetworkToggle />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('status')).toHaveTextContent(STUDENT_OFFLINE);
    await userEvent.click(canvas.getByRole('button', { name: 'Go online' }));
    await expect(canvas.queryByText(STUDENT_OFFLINE)).toBeNull();
  },
};

/** A supervisor's page needs the network, and says so plainly when it is gone. */
export const LecturerOffline: Story = {
  tags: ['state'],
  args: { role: 'supervisor', children: <h1>Lecturer page</h1> },
  parameters: { route: '/lecturers/index', services: { signedIn: ['supervisor'], offline: true } },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('main')).getByRole('status')).toHaveTextContent(
      STAFF_OFFLINE,
    );
  },
};

/** So does a coordinator's. */
export const CoordinatorOffline: Story = {
  tags: ['state'],
  args: { role: 'coordinator', children: <h1>Coordinator page</h1> },
  parameters: { route: '/coordinator/index', services: { signedIn: ['coordinator'], offline: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(STAFF_OFFLINE)).toBeVisible();
  },
};

/** Logout posts, then goes to this role's login page. */
export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/studentlogin'));
  },
};

/** Even when the network is down, logout signs the user out locally and goes to the login page. */
export const LogoutOffline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(networkError('logout'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/studentlogin'));
  },
};

/**
 * At a desktop width (the tests' 1280 px) the sidebar is a column at the left and the page sits
 * beside it, both within the navigation bar's content width; the sidebar starts open.
 */
export const Desktop: Story = {
  parameters: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('navigation', { name: 'Student menu' }).getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(sidebar.right).toBeLessThanOrEqual(main.left);
    await expect(Math.abs(sidebar.top - main.top)).toBeLessThan(2);
    await expect(sidebar.width).toBeLessThan(main.width);
    const bar = canvas.getByRole('link', { name: /SIWES/ }).getBoundingClientRect();
    await expect(Math.abs(sidebar.left - bar.left)).toBeLessThan(2);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Beside the page the pages are always listed: no button folds them into an empty column,
    // and Escape leaves them be.
    await expect(canvas.queryByRole('button', { name: /pages/i })).toBeNull();
    canvas.getByRole('link', { name: "Student's Home" }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Student's Home" })).toHaveFocus();
  },
};

/**
 * On a phone (320 px) the sidebar sits above the page, folded, so the page comes first; nothing is
 * wider than the screen; the menu opens on demand. (This story narrows the page, not the window:
 * the layout folds at the page's first layout, a frame after it renders. On a phone the window's
 * own width folds it before the first render: the e2e phone journeys see that.)
 */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    // Folded once the page's width is first known (AreaLayout's ResizeObserver).
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull());
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    const sidebar = canvas.getByRole('navigation', { name: 'Student menu' }).getBoundingClientRect();
    await expect(sidebar.bottom).toBeLessThanOrEqual(canvas.getByRole('main').getBoundingClientRect().top);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Escape from inside folds it again, the keyboard back on the button.
    canvas.getByRole('button', { name: 'Logout' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};

/** The area's first Tab is the skip link too; it takes the keyboard past the bar and the sidebar. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Student page' })).toHaveFocus();
  },
};

/**
 * On a phone, signed in, one menu: the area's, "Menu"; the site's public links and their button
 * are left out (from 48rem they show in the bar as ever).
 */
export const PhoneOneMenu: Story = {
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Folded once the page's width is first known (AreaLayout's ResizeObserver).
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
    await expect(canvas.getAllByRole('button', { name: /menu/i })).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Supervisors' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(
      within(canvas.getByRole('navigation', { name: 'Student menu' })).getByRole('button', { name: 'Menu' }),
    ).toBe(menu);
    await userEvent.click(menu);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Weekly Report' })).toBeVisible();
  },
};

/** Wide, the site's public links show in the bar beside the area's sidebar. */
export const WidePublicLinks: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(bar.getByRole('link', { name: 'Supervisors' })).toBeVisible();
    await expect(bar.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/**
 * The bell reads its count again when the tab comes back into view (and each minute while in
 * view: `watchBell`, tested with fake timers), without a page change; a rise is said politely to
 * screen readers, once.
 */
export const BellCountRises: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Notifications, none unread' })).toBeVisible();
    await expect(canvas.queryByText(/new notification/)).toBeNull();
    await fakeApi('coordinator').assignInspectionSupervisor({
      studentCode: 'SIW260001',
      supervisorId: FIXTURE_IDS.idleSupervisor,
    });
    // The student switches back to the portal's tab.
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(await canvas.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(canvas.getByText('1 new notification, 1 unread.')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/students/dashboard');
  },
};
