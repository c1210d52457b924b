import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowParts } from '../../testing/assignSupervisors.ts';
import { expectInFrame, tableRows } from '../../testing/stories.ts';
import { AssignSupervisorsScreen } from './AssignSupervisorsScreen.tsx';

/** Assigning supervisors at each width: cards on a phone, the dropdowns whole on a laptop. */
const meta = {
  title: 'Screens/Coordinator/AssignSupervisorsScreen: at each width',
  component: AssignSupervisorsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/assigninspector',
    services: { signedIn: ['coordinator'], timing: { successNoticeMs: 600 } },
  },
  args: { kind: 'inspection' },
} satisfies Meta<typeof AssignSupervisorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A phone at 320 px: each student is a card, the name first and its dropdown and Assign under it,
 * seen together with no sideways scrolling; the headers still sort, as buttons above the cards.
 */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvasElement, 'Students');
    const viewport = canvas.getByTestId('viewport');
    await expect(viewport.scrollWidth).toBeLessThanOrEqual(320);
    const region = canvas.getByRole('region', { name: 'Students' });
    const first = rowParts(rows[0]!);
    const name = within(rows[0]!).getByRole('rowheader');
    await expect(name).toHaveAttribute('data-label', 'Name');
    await expectInFrame(region, name, first.select, first.assign);
    // The name comes first, the controls under it, in one card.
    await expect(first.select.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    const sort = canvas.getByRole('button', { name: /^Matric Number/ });
    await expect(sort).toBeVisible();
    await userEvent.click(sort);
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Matric Number/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
  },
};

/** The defence table on a phone: cards too. */
export const PhoneDefence: Story = {
  args: { kind: 'defense' },
  parameters: { width: 320, route: '/coordinator/assigndefence' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvasElement, 'Students');
    const first = rowParts(rows[0]!);
    await expectInFrame(canvas.getByRole('region', { name: 'Students' }), first.select, first.assign);
    await expect(first.current).toHaveAttribute('data-label', 'Defence Supervisor');
  },
};

/**
 * A laptop beside the sidebar (1280 px): the dropdown shows a supervisor's name and load whole
 * (it is as wide as the same dropdown would make itself for its longest choice), and the
 * students' names keep their room (8rem at the least: most on one or two lines).
 */
export const Laptop: Story = {
  parameters: { width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await tableRows(canvasElement, 'Students');
    const region = canvas.getByRole('region', { name: 'Students' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const select = rowParts(rows[0]!).select as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    const longest = [...select.options].map((o) => o.text).sort((a, b) => b.length - a.length)[0]!;
    const probe = select.cloneNode(false) as HTMLSelectElement;
    probe.style.cssText = 'position:absolute;width:auto';
    probe.append(new Option(longest));
    select.parentElement!.append(probe);
    const needs = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(needs).toBeLessThanOrEqual(select.getBoundingClientRect().width);
    const name = within(rows[0]!).getByRole('rowheader');
    const padding =
      parseFloat(getComputedStyle(name).paddingLeft) + parseFloat(getComputedStyle(name).paddingRight);
    await expect(name.clientWidth - padding).toBeGreaterThanOrEqual(8 * 16);
  },
};

/** 1024 px: the narrowest laptop; nothing scrolls sideways (the longest choices are cut short). */
export const Laptop1024: Story = {
  parameters: { width: 1024 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement, 'Students');
    const region = canvas.getByRole('region', { name: 'Students' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
