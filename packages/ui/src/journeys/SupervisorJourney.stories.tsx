import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVER_MESSAGES } from '@siwes/api';
import { createFakeApi, FIXTURE_IDS } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenRoutes } from '../routes/ScreenRoutes.tsx';
import { rowNamed } from '../testing/rows.ts';

/** The supervisor's pages routed as the portal routes them, so one story walks from list to list. */
const meta = {
  title: 'Journeys/Dates on both lists',
  component: ScreenRoutes,
  parameters: {
    layout: 'fullscreen',
    routePattern: '*',
    route: '/lecturers/inspection',
    services: { signedIn: ['supervisor'] },
  },
} satisfies Meta<typeof ScreenRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const students = createFakeApi().db.students;
const INSPECTION = students.filter((s) => s.inspection_supervisor?._id === FIXTURE_IDS.supervisor);
const DEFENCE = students.filter((s) => s.defense_supervisor?._id === FIXTURE_IDS.supervisor);
const BOTH = DEFENCE.find((s) => INSPECTION.includes(s))!;

/**
 * A date set on the inspection list, then the sidebar's defence list: the two routes share one
 * screen, yet the defence list is its own page: its students, its date column, none of the
 * inspection row's notice.
 */
export const InspectionThenDefence: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inspection = await canvas.findByRole('table', {
      name: `${INSPECTION.length} students for inspection`,
    });
    const row = rowNamed(inspection, BOTH.name);
    const field = within(row).getByLabelText(`New inspection date for ${BOTH.name}`);
    await userEvent.clear(field);
    await userEvent.type(field, '2026-07-01T10:00');
    await userEvent.click(within(row).getByRole('button', { name: `Set date for ${BOTH.name}` }));
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(SERVER_MESSAGES.inspectionDateSet),
    );

    const menu = canvas.getByRole('navigation', { name: 'Lecturer menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Student Defence List' }));
    const defence = await canvas.findByRole('table', { name: /for defence$/ });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Student Defence List' })).toBeVisible();
    await expect(within(defence).getAllByRole('row')).toHaveLength(DEFENCE.length + 1);
    const same = rowNamed(defence, BOTH.name);
    await expect(within(same).getByRole('status')).toHaveTextContent('');
    await expect(within(same).getByLabelText(`New defence date for ${BOTH.name}`)).toBeVisible();
    await expect(same).not.toHaveTextContent('Wednesday 1 July 2026');
  },
};

/**
 * A student's Logbook link on the inspection list opens their logbook page, named at once, with
 * every week; the sidebar's list brings the supervisor back.
 */
export const ListToLogbook: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inspection = await canvas.findByRole('table', { name: /for inspection$/ });
    await userEvent.click(
      within(rowNamed(inspection, BOTH.name)).getByRole('link', { name: `Logbook of ${BOTH.name}` }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Logbook: ${BOTH.name}` }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('heading', { level: 2, name: /^Week of / })).not.toHaveLength(0);
    await expect(document.title).toBe('Student Logbook');
    const menu = canvas.getByRole('navigation', { name: 'Lecturer menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Student Inspection List' }));
    await expect(await canvas.findByRole('table', { name: /for inspection$/ })).toBeVisible();
  },
};
