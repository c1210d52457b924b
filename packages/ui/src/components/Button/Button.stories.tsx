import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Login', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Reset' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Link: Story = { args: { variant: 'link', children: 'Resend OTP' } };

export const Small: Story = { args: { size: 'small', children: 'Assign' } };

/** Works from the keyboard: Tab to it, Enter and Space both press it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** While loading: the spinner shows, the label stays for screen readers, and clicks do nothing. */
export const Loading: Story = {
  tags: ['state'],
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function SubmitOnce() {
  const [submits, setSubmits] = useState(0);
  const [loading, setLoading] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((n) => n + 1);
        setLoading(true);
      }}
    >
      <Button type="submit" loading={loading}>
        Submit
      </Button>
      <p>Submitted {submits} times</p>
    </form>
  );
}

/** A submit button in a form blocks double submission: the second press while loading is ignored. */
export const BlocksDoubleSubmit: Story = {
  render: () => <SubmitOnce />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(canvas.getByText('Submitted 1 times')).toBeVisible();
  },
};
