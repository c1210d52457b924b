import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { FORMS_PATH } from '@siwes/api';
import { createFakeApi, emptyList, failWith, loadForever, respondWith } from '@siwes/mocks';
import { failsThenRetries } from '../../testing/stories.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FORM_DOWNLOAD_FAILED, FORM_DOWNLOADED } from '../../kit/useFormDownloads.ts';
import { LecturerFormsScreen } from './LecturerFormsScreen.tsx';

const meta = {
  title: 'Screens/Supervisor/LecturerFormsScreen',
  component: LecturerFormsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/lecturers/forms',
    services: { signedIn: ['supervisor'], timing: { successNoticeMs: 400 } },
  },
} satisfies Meta<typeof LecturerFormsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FORMS = createFakeApi().db.forms;
const INSPECTION = FORMS.filter((f) => f.purpose === 'Inspection');
const DEFENCE = FORMS.filter((f) => f.purpose === 'Defence');

/** A form's item in the list: the list item holding its description. */
async function itemOf(canvasElement: HTMLElement, description: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 3, name: description });
  return heading.closest('li')!;
}

/** Grouped by purpose, inspection first, each form with its description and file name. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inspection = await canvas.findByRole('region', { name: 'Inspection forms' });
    const defence = canvas.getByRole('region', { name: 'Defence forms' });
    await expect(within(inspection).getAllByRole('listitem')).toHaveLength(INSPECTION.length);
    await expect(within(defence).getAllByRole('listitem')).toHaveLength(DEFENCE.length);
    for (const form of INSPECTION) {
      await expect(within(inspection).getByRole('heading', { name: form.description })).toBeVisible();
      await expect(inspection).toHaveTextContent(form.name);
    }
    await expect(inspection.compareDocumentPosition(defence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const menu = canvas.getByRole('navigation', { name: 'Lecturer menu' });
    await expect(within(menu).getByRole('link', { name: 'Inspection/Defence Forms' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('View Inspection/Defence Forms');
  },
};

/** Download saves the file under its own name: the PDF the fake serves, as the server does. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = DEFENCE[0]!;
    const item = await itemOf(canvasElement, form.description);
    await userEvent.click(within(item).getByRole('button', { name: `Download ${form.description}` }));
    const file = await canvas.findByTestId('saved-file');
    await expect(file).toHaveAttribute('data-file-name', form.name);
    await expect(file.textContent?.startsWith('%PDF-')).toBe(true);
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent(FORM_DOWNLOADED));
  },
};

/** A file that cannot be had: the error stays on that form; the others still download. */
export const DownloadError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${FORMS_PATH}/${INSPECTION[1]!.publicId}`, () => HttpResponse.json({}, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const broken = await itemOf(canvasElement, INSPECTION[1]!.description);
    await userEvent.click(within(broken).getByRole('button', { name: /^Download/ }));
    await waitFor(() => expect(within(broken).getByRole('alert')).toHaveTextContent(FORM_DOWNLOAD_FAILED));
    await expect(canvas.queryByTestId('saved-file')).toBeNull();
    const fine = await itemOf(canvasElement, INSPECTION[0]!.description);
    await expect(within(fine).getByRole('alert')).toHaveTextContent('');
    await userEvent.click(within(fine).getByRole('button', { name: /^Download/ }));
    await expect(await canvas.findByTestId('saved-file')).toHaveAttribute(
      'data-file-name',
      INSPECTION[0]!.name,
    );
    await expect(within(broken).getByRole('alert')).toHaveTextContent(FORM_DOWNLOAD_FAILED);
  },
};

/** Downloading: the form's button is busy; the others are not. */
export const Downloading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`*${FORMS_PATH}/:publicId`, () => new Promise<Response>(() => {})));
  },
  play: async ({ canvasElement }) => {
    const item = await itemOf(canvasElement, INSPECTION[0]!.description);
    const button = within(item).getByRole('button', { name: /^Download/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    const other = await itemOf(canvasElement, DEFENCE[0]!.description);
    await expect(within(other).getByRole('button', { name: /^Download/ })).not.toHaveAttribute('aria-busy');
  },
};

/** No forms uploaded yet: the page says so. */
export const Empty: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(emptyList('listSupervisorForms'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/There are no forms yet/)).toBeVisible();
  },
};

/** Forms for one purpose only: the other group says it has none yet. */
export const OnlyInspectionForms: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('listSupervisorForms', INSPECTION));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const defence = await canvas.findByRole('region', { name: 'Defence forms' });
    await expect(defence).toHaveTextContent('No defence forms yet.');
    await expect(
      within(canvas.getByRole('region', { name: 'Inspection forms' })).getAllByRole('listitem'),
    ).toHaveLength(INSPECTION.length);
  },
};

export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listSupervisorForms'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the forms…');
  },
};

const failure = failsThenRetries({
  fail: (until) =>
    failWith('listSupervisorForms', 500, { message: 'The form store is unavailable.' }, { until }),
  shows: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The form store is unavailable.' }),
    ).toBeVisible();
  },
  recovered: async (canvas) => {
    await expect(await canvas.findByRole('region', { name: 'Inspection forms' })).toBeVisible();
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

/** A phone at 320 px: the groups stack, nothing scrolls sideways, and a form downloads from the keyboard. */
export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await itemOf(canvasElement, INSPECTION[0]!.description);
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
    within(item)
      .getByRole('button', { name: /^Download/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('saved-file')).toHaveAttribute(
      'data-file-name',
      INSPECTION[0]!.name,
    );
  },
};
