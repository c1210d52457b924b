import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyList, failWith, FIXTURE_ACCOUNTS, loadForever, SUPERVISOR_COUNT } from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, failsThenRetries } from '../../testing/stories.ts';
import { RegisteredSupervisorsScreen } from './RegisteredSupervisorsScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/RegisteredSupervisorsScreen',
  component: RegisteredSupervisorsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/supervisors',
    services: { signedIn: ['coordinator'] },
  },
} satisfies Meta<typeof RegisteredSupervisorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'Registered supervisors';

/** The body rows, once loaded. */
async function rows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: CAPTION });
  return within(table).getAllByRole('row').slice(1);
}

/** A column's texts, by its header. */
async function column(canvasElement: HTMLElement, header: string) {
  const shown = await rows(canvasElement);
  const table = within(canvasElement).getByRole('table', { name: CAPTION });
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent?.startsWith(header));
  return shown.map((row) => row.querySelectorAll('th, td')[index]?.textContent ?? '');
}

/** The row of the supervisor with this email. */
async function rowOf(canvasElement: HTMLElement, email: string) {
  const shown = await rows(canvasElement);
  return within(shown.find((row) => row.textContent?.includes(email))!);
}

const byText = (values: string[]) =>
  [...values].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));
const byNumber = (values: string[]) => [...values].sort((a, b) => Number(a) - Number(b));

/** Loaded: every supervisor with phone, email and students assigned, by name. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvasElement)).toHaveLength(SUPERVISOR_COUNT);
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    await expect(headers).toEqual(['Name', 'Phone Number', 'Email', 'Students Assigned']);
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = await column(canvasElement, 'Name');
    await expect(names).toEqual(byText(names));
    const busy = await rowOf(canvasElement, FIXTURE_ACCOUNTS.supervisor.email);
    await expect(busy.getByRole('rowheader')).toHaveTextContent('Bolanle Akinola');
    await expect(Number(busy.getAllByRole('cell').at(-1)?.textContent)).toBeGreaterThan(0);
    const idle = await rowOf(canvasElement, FIXTURE_ACCOUNTS.idleSupervisor.email);
    await expect(idle.getAllByRole('cell').at(-1)).toHaveTextContent('0');
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(within(menu).getByRole('link', { name: 'Registered Supervisors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Each header sorts by its column; pressing it again reverses the order. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Students Assigned/ }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Students Assigned/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    const counts = await column(canvasElement, 'Students Assigned');
    await expect(counts).toEqual(byNumber(counts));
    await userEvent.click(canvas.getByRole('button', { name: /^Students Assigned/ }));
    await expect(await column(canvasElement, 'Students Assigned')).toEqual(byNumber(counts).reverse());
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');

    for (const header of ['Email', 'Phone Number', 'Name']) {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${header}`) }));
      const values = await column(canvasElement, header);
      await expect(values).toEqual(byText(values));
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${header}`) }));
      await expect(await column(canvasElement, header)).toEqual(byText(values).reverse());
    }
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listSupervisors'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading supervisors…');
  },
};

export const Empty: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(emptyList('listSupervisors'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No supervisors have been registered yet\./),
    ).toBeVisible();
  },
};

/** A failed load: the server's message replaces the table; Try again loads it. */
const failure = failsThenRetries({
  fail: (until) =>
    failWith('listSupervisors', 503, { message: 'The service is starting. Try again shortly.' }, { until }),
  shows: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The service is starting. Try again shortly.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
  recovered: async (_canvas, canvasElement) => {
    await expect(await rows(canvasElement)).toHaveLength(SUPERVISOR_COUNT);
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

/** A phone at 320 px: each row is a card, every value under its header, nothing sideways. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, CAPTION);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
