import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavBar } from './NavBar.tsx';

const meta = {
  title: 'Components/NavBar',
  tags: ['autodocs'],
  component: NavBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the home page: the four links go where the spec says, and Home is the current section. */
export const Home: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const n = within(nav);
    await expect(n.getByRole('link', { name: 'SIWES Portal home' })).toHaveAttribute('href', '/');
    await expect(n.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(n.getByRole('link', { name: 'Students' })).toHaveAttribute('href', '/studentlogin');
    await expect(n.getByRole('link', { name: 'Supervisors' })).toHaveAttribute('href', '/lecturerlogin');
    await expect(n.getByRole('link', { name: 'Coordinator' })).toHaveAttribute('href', '/coordinatorlogin');
    await expect(n.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Any students' page (login, verification, registration) highlights Students. */
export const OnStudents: Story = {
  parameters: { route: '/verifyStudent' },
  play: async ({ canvasElement }) => {
    const n = within(canvasElement);
    await expect(n.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
    await expect(n.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const OnSupervisors: Story = {
  parameters: { route: '/lecturers/verify' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Supervisors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OnCoordinator: Story = {
  parameters: { route: '/coordinatorlogin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Coordinator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a 320 px phone the links hide behind the menu button, which opens and closes them. */
export const PhoneMenu: Story = {
  parameters: { width: 320, route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Students' })).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Students' })).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Escape closes the open phone menu, from its button or from a link in it, and the focus returns to the button. */
export const PhoneMenuEscape: Story = {
  parameters: { width: 320, route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Students' })).toBeNull();
  },
};
