import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Pagination with its page kept by the story; a screen keeps it in its list's machine. */
function Controlled(
  props: Omit<PaginationProps, 'onPageChange'> & { onPageChange?: (page: number) => void },
) {
  const [page, setPage] = useState(props.page);
  return (
    <>
      <Pagination
        {...props}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          props.onPageChange?.(p);
        }}
      />
      <p>Showing page {page}</p>
    </>
  );
}

const meta = {
  title: 'Components/Pagination',
  tags: ['autodocs'],
  component: Controlled,
  args: { page: 5, pageCount: 20, label: 'Students pages', onPageChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

function pageLabels(nav: HTMLElement) {
  return [...nav.querySelectorAll('li')].map((li) => li.textContent);
}

/** First, last, current and neighbouring pages, with gaps between. */
export const Middle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Students pages' });
    await expect(pageLabels(nav)).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '20', 'Next']);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByText('Showing page 6')).toBeVisible();
    await expect(pageLabels(nav)).toEqual(['Previous', '1', '…', '5', '6', '7', '…', '20', 'Next']);
  },
};

/** On the first page Previous is disabled; Next moves on. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pageLabels(canvas.getByRole('navigation'))).toEqual([
      'Previous',
      '1',
      '2',
      '…',
      '20',
      'Next',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Showing page 2')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(pageLabels(within(canvasElement).getByRole('navigation'))).toEqual([
      'Previous',
      '1',
      '2',
      '3',
      'Next',
    ]);
  },
};

/** Jump to page: the input hands what was typed to the list (whose machine checks it), by button or Enter. */
export const JumpToPage: Story = {
  args: { onJump: fn(), page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Go to page (1–20)');
    await userEvent.type(input, '21');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onJump).toHaveBeenLastCalledWith('21');
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    await expect(args.onJump).toHaveBeenLastCalledWith('12');
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/**
 * Go sits on the input's line, as tall as the input, top and bottom level with it, and both level
 * with the page buttons.
 */
export const JumpAligned: Story = {
  args: { onJump: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Go to page (1–20)').getBoundingClientRect();
    const go = canvas.getByRole('button', { name: 'Go' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect();
    await expect(Math.abs(next.top - input.top)).toBeLessThanOrEqual(1);
    await expect(Math.abs(next.bottom - input.bottom)).toBeLessThanOrEqual(1);
    await expect(Math.abs(go.top - input.top)).toBeLessThanOrEqual(1);
    await expect(Math.abs(go.bottom - input.bottom)).toBeLessThanOrEqual(1);
    await expect(go.left - input.right).toBeGreaterThan(0);
    await expect(go.left - input.right).toBeLessThanOrEqual(16);
  },
};

/** The list's alert for a jump that names no page shows under the input and is read with it. */
export const JumpRefused: Story = {
  args: { onJump: fn(), alert: 'Please enter a valid page number.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid page number.');
    const input = canvas.getByLabelText('Go to page (1–20)');
    await expect(input).toHaveAccessibleDescription('Please enter a valid page number.');
    // Under the input, not beside it.
    await expect(canvas.getByRole('alert').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      input.getBoundingClientRect().bottom,
    );
  },
};

export const Phone: Story = {
  tags: ['state'],
  args: { onJump: fn() },
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
