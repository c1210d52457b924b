import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVER_MESSAGES } from '@siwes/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowNamed } from '../../testing/rows.ts';
import { dateOf, NOTICE_MS, setDate, table, UNDATED } from '../../testing/supervisedStudents.ts';
import { SupervisedStudentsScreen } from './SupervisedStudentsScreen.tsx';

/** A supervisor's list at each width: the whole row in its frame on a laptop, cards on a phone. */
const meta = {
  title: 'Screens/Supervisor/SupervisedStudentsScreen: at each width',
  component: SupervisedStudentsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/lecturers/inspection',
    services: { signedIn: ['supervisor'], timing: { successNoticeMs: NOTICE_MS } },
  },
  args: { list: 'inspection' },
} satisfies Meta<typeof SupervisedStudentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's frame, and how far `element` reaches past its right edge (0 when inside). */
function overhang(region: HTMLElement, element: HTMLElement) {
  return Math.max(0, element.getBoundingClientRect().right - region.getBoundingClientRect().right);
}

/**
 * At a laptop's width beside the sidebar, the whole row fits its frame: nothing scrolls sideways
 * (there is no scrollbar to find), the picker and Set date are inside the frame, and the question
 * a past date asks fits too, with the student's name still in view when the picker has the focus.
 */
function fitsAt(width: number): Story {
  return {
    parameters: { width },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const list = await table(canvasElement);
      const region = canvas.getByRole('region', { name: /students for inspection/ });
      await expect(getComputedStyle(list).display).toBe('table');
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      for (const row of within(list).getAllByRole('row').slice(1)) {
        await expect(overhang(region, within(row).getByRole('button', { name: /^Set date/ }))).toBe(0);
        await expect(overhang(region, within(row).getByLabelText(/^New inspection date/))).toBe(0);
      }
      const row = rowNamed(list, UNDATED.name);
      const field = await setDate(row, UNDATED.name, '2026-05-04T09:00');
      const question = await within(row).findByRole('group', { name: /is in the past/ });
      await expect(overhang(region, question)).toBe(0);
      await expect(overhang(region, within(question).getByRole('button', { name: 'No, change it' }))).toBe(0);
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      field.focus();
      await expect(region.scrollLeft).toBe(0);
      const name = within(row).getByRole('rowheader');
      await expect(name).toHaveTextContent(UNDATED.name);
      await expect(name.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        region.getBoundingClientRect().left,
      );
      // The field holds what was typed, whole: its text is no wider than the field.
      await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    },
  };
}

/** 1024 px: the narrowest laptop; the four columns fit beside the sidebar. */
export const FitsAt1024: Story = fitsAt(1024);
/** 1280 px. */
export const FitsAt1280: Story = fitsAt(1280);
/** 1440 px: the page's column is at its widest (the layout's 72rem). */
export const FitsAt1440: Story = fitsAt(1440);

/**
 * A phone at 320 px: each student is a card, nothing scrolls sideways, and a date is set with the
 * keyboard alone (type it, Enter).
 */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvasElement);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    const region = canvas.getByRole('region', { name: /students for inspection/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const row = rowNamed(list, UNDATED.name);
    const field = within(row).getByLabelText(`New inspection date for ${UNDATED.name}`);
    field.focus();
    await userEvent.keyboard('2026-07-01T10:00{Enter}');
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(SERVER_MESSAGES.inspectionDateSet),
    );
    await expect(await dateOf(UNDATED.studentCode)).toBe('2026-07-01T09:00:00.000Z');
  },
};

/**
 * The width a date-and-time input needs to show its whole value (AM/PM included): its own width
 * when nothing constrains it, measured on a copy beside it.
 */
function naturalWidth(input: HTMLInputElement): number {
  const copy = input.cloneNode() as HTMLInputElement;
  copy.value = input.value;
  Object.assign(copy.style, { width: 'auto', minWidth: '0', position: 'absolute', visibility: 'hidden' });
  input.after(copy);
  const width = copy.getBoundingClientRect().width;
  copy.remove();
  return width;
}

/** A phone at 360 px: the date field is wide enough for its whole value, "AM"/"PM" included. */
export const PhoneDateFits: Story = {
  parameters: { width: 360 },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const row = rowNamed(list, UNDATED.name);
    const field = within(row).getByLabelText<HTMLInputElement>(`New inspection date for ${UNDATED.name}`);
    await userEvent.type(field, '2026-12-04T21:30');
    await expect(field).toHaveValue('2026-12-04T21:30');
    await expect(field.getBoundingClientRect().width).toBeGreaterThanOrEqual(naturalWidth(field));
    await expect(within(canvasElement).getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(360);
  },
};
