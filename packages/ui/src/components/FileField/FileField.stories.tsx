import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField } from './FileField.tsx';

const meta = {
  title: 'Kit/FileField',
  component: FileField,
  args: {
    label: 'Form',
    accept: ['application/pdf'],
    maxBytes: 10 * 1024 * 1024,
    required: true,
    onFileChange: fn(),
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

function pdf(name: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** Empty: the accepted type and size are said before anything is chosen. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Form');
    await expect(input).toHaveAccessibleDescription('PDF only, up to 10 MB.');
    await expect(canvas.getByText('No file chosen.')).toBeVisible();
  },
};

/** A chosen file is named, with its size. */
export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Form'), pdf('inspection-form.pdf', 2048));
    await expect(canvas.getByText('Chosen: inspection-form.pdf (2 KB)')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'inspection-form.pdf' }),
    );
  },
};

/** A file over the limit is refused with a clear reason. */
export const TooLarge: Story = {
  args: { maxBytes: 1024 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Form'), pdf('big.pdf', 4096));
    await expect(canvas.getByText('big.pdf is 4 KB; the limit is 1 KB.')).toBeVisible();
    await expect(canvas.getByLabelText('Form')).toBeInvalid();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

/** The wrong type is refused too (the browser's filter can be bypassed). */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Form');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(canvas.getByText('notes.txt is not a PDF file.')).toBeVisible();
  },
};
