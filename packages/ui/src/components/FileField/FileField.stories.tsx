import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileField } from './FileField.tsx';

const meta = {
  title: 'Components/FileField',
  tags: ['autodocs'],
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

/** A file of `bytes` bytes that starts as every PDF does. */
function pdf(name: string, bytes: number, type = 'application/pdf') {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([content], name, { type });
}

/** Empty: the accepted type and size are said before anything is chosen. */
export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Form');
    await expect(input).toHaveAccessibleDescription('PDF only, up to 10 MB.');
    await expect(canvas.queryByText(/^Chosen:/)).toBeNull();
  },
};

/** A chosen file is named, with its size. */
export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Form'), pdf('inspection-form.pdf', 2048));
    await expect(await canvas.findByText('Chosen: inspection-form.pdf (2 KB)')).toBeVisible();
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
    await expect(await canvas.findByText('big.pdf is 4 KB; the limit is 1 KB.')).toBeVisible();
    await expect(canvas.getByLabelText('Form')).toBeInvalid();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

/** A PDF by its first bytes is taken even when the phone reports no type for it. */
export const PdfWithoutType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Form'), pdf('scan.pdf', 2048, ''), { applyAccept: false });
    await expect(await canvas.findByText('Chosen: scan.pdf (2 KB)')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'scan.pdf' }));
  },
};

/** A file named .pdf whose bytes are not a PDF's is refused, as the server would refuse it. */
export const NamedPdfButNotOne: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const renamed = new File(['<html>not a pdf</html>'], 'letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Form'), renamed);
    await expect(await canvas.findByText('letter.pdf is not a PDF file.')).toBeVisible();
    await expect(canvas.getByLabelText('Form')).toBeInvalid();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

/** Kept by a form: when the form lets go of the file (cleared after a success), the input empties. */
export const ClearedByTheForm: Story = {
  args: { file: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Form');
    await userEvent.upload(input, pdf('inspection-form.pdf', 2048));
    // The form (here, the story's args) still says null: nothing is shown as chosen.
    await waitFor(() => expect(input.value).toBe(''));
    await expect(canvas.queryByText(/^Chosen:/)).toBeNull();
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
    await expect(await canvas.findByText('notes.txt is not a PDF file.')).toBeVisible();
  },
};
