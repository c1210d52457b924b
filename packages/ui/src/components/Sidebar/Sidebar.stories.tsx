import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sidebar } from './Sidebar.tsx';

const STUDENT_LINKS = [
  { to: '/students/dashboard', label: 'Dashboard' },
  { to: '/students/upload', label: 'Work Details Upload' },
  { to: '/students/report', label: 'Weekly Report Upload' },
  { to: '/students/updateDetails', label: 'Update Details' },
  { to: '/students/changepassword', label: 'Change Password' },
  { to: '/students/contact', label: 'Contact' },
];

const meta = {
  title: 'Components/Sidebar',
  tags: ['autodocs'],
  component: Sidebar,
  args: { title: 'Student', links: STUDENT_LINKS, onLogout: fn() },
  parameters: { route: '/students/report' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The area's links with the current page marked, and Logout last. */
export const Expanded: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Student menu' });
    const n = within(nav);
    await expect(n.getAllByRole('link')).toHaveLength(6);
    await expect(n.getByRole('link', { name: 'Weekly Report Upload' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(n.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.click(n.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A role with many pages: its links under headings, each heading naming its own list, the page marked. */
export const Grouped: Story = {
  args: {
    title: 'Coordinator',
    links: [
      { to: '/coordinator/index', label: "Coordinator's Home" },
      { to: '/coordinator/students', label: 'Registered Students', group: 'Cohort' },
      { to: '/coordinator/collategrades', label: 'Collate Grades', group: 'Grading' },
      { to: '/coordinator/totalweeklyreport', label: 'Weekly Report Totals', group: 'Grading' },
      { to: '/coordinator/createsupervisor', label: 'Create Supervisor', group: 'Accounts' },
      { to: '/coordinator/setregistration', label: 'Set Registration Deadline', group: 'Settings' },
    ],
  },
  parameters: { route: '/coordinator/totalweeklyreport' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Coordinator menu' }));
    await expect(nav.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Cohort',
      'Grading',
      'Accounts',
      'Settings',
    ]);
    const grading = within(nav.getByRole('list', { name: 'Grading' }));
    await expect(grading.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Collate Grades',
      'Weekly Report Totals',
    ]);
    await expect(grading.getByRole('link', { name: 'Weekly Report Totals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The home sits above the headings, first.
    await expect(nav.getAllByRole('link')[0]).toHaveTextContent("Coordinator's Home");
  },
};

/** Collapsed: only the toggle shows; it expands the list again, from the keyboard too. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    // Hidden on screen too, as the browser lays it out (jest-dom would trust the hidden attribute).
    await expect(canvas.getByText('Logout').checkVisibility()).toBe(false);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Escape inside the open list folds it and puts the keyboard back on the button that opened it. */
export const EscapeFolds: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByText('Logout').checkVisibility()).toBe(false);
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logging out…' })).toBeDisabled();
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Work Details Upload' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
