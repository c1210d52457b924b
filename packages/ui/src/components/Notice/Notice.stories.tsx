import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Notice } from './Notice.tsx';

const meta = {
  title: 'Components/Notice',
  tags: ['autodocs'],
  component: Notice,
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['state'],
  args: { tone: 'success', children: 'Assigned Successfully!' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Assigned Successfully!');
    await expect(status.querySelector('[data-tone]')).toHaveStyle({ color: 'rgb(20, 108, 46)' });
  },
};

export const Error: Story = {
  tags: ['state'],
  args: { tone: 'error', children: 'Error assigning inspector' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error assigning inspector');
    await expect(alert.querySelector('[data-tone]')).toHaveStyle({ color: 'rgb(164, 34, 26)' });
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Reports for days ahead will not be recorded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Reports for days ahead will not be recorded.',
    );
  },
};

function Announcer() {
  const [message, setMessage] = useState('');
  return (
    <>
      <Button onClick={() => setMessage('Graded Successfully!')}>Grade</Button>
      <Notice tone="success">{message}</Notice>
    </>
  );
}

/** The live region is there before the message, so the message that arrives later is announced. */
export const Announced: Story = {
  args: { tone: 'success' },
  render: () => <Announcer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Grade' }));
    await expect(status).toHaveTextContent('Graded Successfully!');
  },
};
