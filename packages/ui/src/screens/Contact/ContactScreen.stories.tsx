import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { CONTACT_FILE } from '@siwes/api';
import type { Outage } from '@siwes/mocks';
import { failsThenRetries } from '../../testing/stories.ts';
import { expect, within } from 'storybook/test';
import { CONTACT_FAILED, ContactScreen, DEMO_CONTACT, NO_FUND_OFFICES } from './ContactScreen.tsx';

const meta = {
  title: 'Screens/Student/ContactScreen',
  component: ContactScreen,
  parameters: { layout: 'fullscreen', route: '/students/contact', services: { signedIn: ['student'] } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The contact file answers with this (the preview answers with the portal's shipped demo file),
 * until `until` ends, if given.
 */
const contactFile = (resolve: () => Response | Promise<Response>, options?: { until?: Outage }) =>
  http.get(`*/${CONTACT_FILE}`, () => (options?.until?.over ? undefined : resolve()));

/** A university's own file, as a deployer would write it. */
const UNIVERSITY = {
  coordinator: {
    name: 'Dr Test Coordinator',
    email: 'siwes@university.example',
    office: 'Room 12, Faculty of Science',
    phone1: '0803 000 0000',
    phone2: '',
  },
  fundOffices: [
    { name: 'Test area office', address: '1 Test Road, Test Town', email: '', phones: ['0700 000 0000'] },
  ],
};

/** The shipped demonstration values fill every part, and say plainly that they are not real. */
export const Demo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DEMO_CONTACT)).toBeVisible();
    const coordinator = canvas.getByRole('region', { name: 'SIWES Coordinator' });
    await expect(coordinator).toHaveTextContent('Dr Demo Coordinator (demo)');
    await expect(
      within(coordinator).getByRole('link', { name: 'siwes.coordinator@university.example' }),
    ).toHaveAttribute('href', 'mailto:siwes.coordinator@university.example');
    await expect(within(coordinator).getByRole('link', { name: '+234 000 000 0001' })).toHaveAttribute(
      'href',
      'tel:+2340000000001',
    );
    await expect(within(coordinator).getByRole('link', { name: '+234 000 000 0002' })).toBeVisible();
    await expect(coordinator).toHaveTextContent(/Office.*Demo office/);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Industrial Training Fund offices' }),
    ).toBeVisible();
    const offices = canvas.getAllByRole('heading', { level: 3 });
    await expect(offices.map((h) => h.textContent)).toEqual([
      'Demo area office of the Industrial Training Fund',
      'Demo second area office',
    ]);
    const first = canvas.getByRole('region', { name: 'Demo area office of the Industrial Training Fund' });
    await expect(within(first).getByRole('link', { name: 'area.office@itf.example' })).toHaveAttribute(
      'href',
      'mailto:area.office@itf.example',
    );
    const menu = canvas.getByRole('navigation', { name: 'Student menu' });
    await expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(document.title).toBe('Contact');
  },
};

/** The university's own file: no demonstration notice; one number is "Phone Number". */
export const Configured: Story = {
  beforeEach({ msw }) {
    msw.use(contactFile(() => HttpResponse.json(UNIVERSITY)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coordinator = await canvas.findByRole('region', { name: 'SIWES Coordinator' });
    await expect(coordinator).toHaveTextContent('Dr Test Coordinator');
    await expect(within(coordinator).getByText('Phone Number')).toBeVisible();
    await expect(within(coordinator).getAllByRole('link', { name: /^0803/ })).toHaveLength(1);
    await expect(canvas.queryByText(DEMO_CONTACT)).toBeNull();
    const office = canvas.getByRole('region', { name: 'Test area office' });
    await expect(within(office).getByRole('link', { name: '0700 000 0000' })).toHaveAttribute(
      'href',
      'tel:07000000000',
    );
    await expect(within(office).queryByText('Email')).toBeNull();
  },
};

/** No fund office listed: the page says whom to ask instead. */
export const NoFundOffices: Story = {
  beforeEach({ msw }) {
    msw.use(contactFile(() => HttpResponse.json({ ...UNIVERSITY, fundOffices: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_FUND_OFFICES)).toBeVisible();
  },
};

/** The spec's second address shows the same screen. */
export const AtMessage: Story = {
  parameters: { route: '/students/message' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'SIWES Coordinator' })).toBeVisible();
    await expect(document.title).toBe('Contact');
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(
      contactFile(async () => {
        await delay('infinite');
        return HttpResponse.json(UNIVERSITY);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the contact details…');
  },
};

/** The file is missing: said plainly, with Try again, which shows it once it is back. */
const failure = failsThenRetries({
  fail: (until) => contactFile(() => new HttpResponse('Not found', { status: 404 }), { until }),
  shows: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: CONTACT_FAILED })).toBeVisible();
  },
  recovered: async (canvas) => {
    await expect(await canvas.findByRole('region', { name: 'SIWES Coordinator' })).toBeVisible();
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

/** A file a deployer broke (a required field missing): the same plain failure, never half a page. */
export const InvalidFileError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(contactFile(() => HttpResponse.json({ coordinator: { name: 'Dr Test Coordinator' } })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: CONTACT_FAILED })).toBeVisible();
    await expect(canvas.queryByText('Dr Test Coordinator')).toBeNull();
  },
};

export const Offline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(contactFile(() => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: CONTACT_FAILED })).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'SIWES Coordinator' })).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
