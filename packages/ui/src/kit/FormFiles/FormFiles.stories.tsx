import type { Meta, StoryObj } from '@storybook/react-vite';
import { FORMS_PATH, MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { createFakeApi, emptyList, failWith, loadForever, respondWith } from '@siwes/mocks';
import { http, HttpResponse } from 'msw';
import { failsThenRetries } from '../../testing/stories.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useServices } from '../../services/services.tsx';
import { fakeApiAs } from '../../testing/fakeApi.ts';
import { formItem, listedForms } from '../../testing/formFiles.ts';
import { useLoad } from '../useLoad.ts';
import { FORM_DOWNLOAD_FAILED, FORM_DOWNLOADED } from '../useFormDownloads.ts';
import { FormFiles } from './FormFiles.tsx';

/**
 * The forms as a role loads them: the coordinator's, with Delete (as Upload Form shows them), or
 * a supervisor's, which only download.
 */
function CurrentForms({ role }: { role: 'coordinator' | 'supervisor' }) {
  const { client } = useServices();
  const forms = useLoad((call) =>
    role === 'coordinator' ? client.listCoordinatorForms(call) : client.listSupervisorForms(call),
  );
  return (
    <FormFiles
      title="Current Forms"
      list={forms}
      role={role}
      {...(role === 'coordinator'
        ? { remove: (form, call) => client.deleteForm({ formId: form._id, publicId: form.publicId }, call) }
        : {})}
    />
  );
}

const meta = {
  title: 'Patterns/FormFiles',
  tags: ['autodocs'],
  component: CurrentForms,
  parameters: { services: { signedIn: ['coordinator', 'supervisor'], timing: { successNoticeMs: 600 } } },
  args: { role: 'coordinator' },
} satisfies Meta<typeof CurrentForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake's four forms, as every story starts with them. */
const FORMS = createFakeApi().db.forms;
const VISIT = FORMS.find((form) => form.description === 'Workplace visit checklist')!;

/** Each form with its purpose, its description, a Download and (for the coordinator) a Delete, each naming the form. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await listedForms(canvasElement)).toEqual(FORMS.map((form) => form.name));
    for (const form of FORMS) {
      const entry = formItem(canvasElement, form.name);
      await expect(entry.getByText(form.purpose)).toBeVisible();
      await expect(entry.getByText(form.description)).toBeVisible();
      await expect(entry.getByRole('button', { name: `Download ${form.name}` })).toBeVisible();
      await expect(entry.getByRole('button', { name: `Delete ${form.name}` })).toBeVisible();
    }
  },
};

/** Without a Delete (a supervisor's list), each form only downloads. */
export const DownloadOnly: Story = {
  args: { role: 'supervisor' },
  play: async ({ canvasElement }) => {
    await expect(await listedForms(canvasElement)).toHaveLength(FORMS.length);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Download ${VISIT.name}` }));
    await expect(await formItem(canvasElement, VISIT.name).findByText(FORM_DOWNLOADED)).toBeVisible();
    await expect(canvas.getByTestId('saved-file')).toHaveAttribute('data-file-name', VISIT.name);
  },
};

/** Download saves the file through the files service under the form's name; that form says so, for a while. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT.name);
    await userEvent.click(visit.getByRole('button', { name: `Download ${VISIT.name}` }));
    await waitFor(() => expect(visit.getByRole('status')).toHaveTextContent(FORM_DOWNLOADED));
    const saved = within(canvasElement).getAllByTestId('saved-file');
    await expect(saved).toHaveLength(1);
    await expect(saved[0]).toHaveAttribute('data-file-name', VISIT.name);
    await expect(saved[0]!.textContent).toMatch(/^%PDF-/);
    const other = formItem(canvasElement, FORMS[0]!.name);
    await expect(other.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(visit.getByRole('status')).toBeEmptyDOMElement());
  },
};

/** A download the server fails without a word: the form says so in the kit's words; nothing is saved. */
export const DownloadError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(http.get(`*${FORMS_PATH}/:publicId`, () => HttpResponse.json({}, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT.name);
    await userEvent.click(visit.getByRole('button', { name: `Download ${VISIT.name}` }));
    await waitFor(() => expect(visit.getByRole('alert')).toHaveTextContent(FORM_DOWNLOAD_FAILED));
    await expect(within(canvasElement).queryByTestId('saved-file')).toBeNull();
    await expect(visit.getByRole('button', { name: `Download ${VISIT.name}` })).toBeEnabled();
  },
};

/** A download that never reaches the server says so plainly. */
export const DownloadOffline: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(http.get(`*${FORMS_PATH}/:publicId`, () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT.name);
    await userEvent.click(visit.getByRole('button', { name: `Download ${VISIT.name}` }));
    await waitFor(() => expect(visit.getByRole('alert')).toHaveTextContent(MESSAGES.networkError));
    await expect(within(canvasElement).queryByTestId('saved-file')).toBeNull();
  },
};

/**
 * The coordinator's Delete asks first, naming the form; Cancel keeps it. Confirmed, 'Deleted
 * Successfully!' stands in the form's place for its time, the keyboard goes to the section's
 * heading, then the form leaves the list, and supervisors no longer get it.
 */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT.name);
    await userEvent.click(visit.getByRole('button', { name: `Delete ${VISIT.name}` }));
    const asked = await canvas.findByRole('dialog', { name: `Delete ${VISIT.name}?` });
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(visit.getByRole('heading', { level: 3 })).toBeVisible();

    await userEvent.click(visit.getByRole('button', { name: `Delete ${VISIT.name}` }));
    const dialog = await canvas.findByRole('dialog', { name: `Delete ${VISIT.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(visit.getByRole('status')).toHaveTextContent(MESSAGES.deleted));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Current Forms' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 3, name: VISIT.name })).toBeNull());
    await expect(await listedForms(canvasElement)).toHaveLength(FORMS.length - 1);
    await expect((await fakeApiAs('supervisor').listSupervisorForms()).map((f) => f.name)).not.toContain(
      VISIT.name,
    );
  },
};

/** A refused Delete says why on that form, which stays, with its buttons. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('deleteForm', 404, { message: SERVER_MESSAGES.formNotFound }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT.name);
    await userEvent.click(visit.getByRole('button', { name: `Delete ${VISIT.name}` }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(visit.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.formNotFound));
    await expect(visit.getByRole('status')).toBeEmptyDOMElement();
    await expect(visit.getByRole('button', { name: `Delete ${VISIT.name}` })).toBeVisible();
    await expect(await listedForms(canvasElement)).toHaveLength(FORMS.length);
  },
};

/** The last form deleted: once its notice has gone, the list says there are none. */
export const DeleteTheLast: Story = {
  beforeEach({ msw }) {
    msw.use(respondWith('listCoordinatorForms', [VISIT]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await listedForms(canvasElement)).toEqual([VISIT.name]);
    await expect(canvas.queryByText('No forms have been uploaded yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${VISIT.name}` }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.deleted));
    await expect(canvas.queryByText('No forms have been uploaded yet.')).toBeNull();
    await expect(await canvas.findByText('No forms have been uploaded yet.')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** No forms at all. */
export const Empty: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(emptyList('listCoordinatorForms'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No forms have been uploaded yet.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** While the list loads, the section says so under its heading. */
export const Loading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listCoordinatorForms'));
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Current Forms' });
    await expect(within(section).getByRole('status')).toHaveTextContent('Loading forms…');
  },
};

/** A failed load: the server's message in the list's place, and Try again brings the list. */
const failure = failsThenRetries({
  fail: (until) =>
    failWith('listCoordinatorForms', 503, { message: 'The forms store is being moved.' }, { until }),
  shows: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The forms store is being moved.' }),
    ).toBeVisible();
  },
  recovered: async (_canvas, canvasElement) => {
    await expect(await listedForms(canvasElement)).toHaveLength(FORMS.length);
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };
