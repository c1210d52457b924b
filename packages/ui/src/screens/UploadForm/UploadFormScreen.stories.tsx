import type { Meta, StoryObj } from '@storybook/react-vite';
import { FORMS_PATH, MAX_FORM_BYTES, MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { emptyList, failWith, loadForever } from '@siwes/mocks';
import { http, HttpResponse } from 'msw';
import { failsThenRetries } from '../../testing/stories.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseFile } from '../../testing/chooseFile.ts';
import { fakeApiAs } from '../../testing/fakeApi.ts';
import { formItem, listedForms } from '../../testing/formFiles.ts';
import { UploadFormScreen } from './UploadFormScreen.tsx';

const meta = {
  title: 'Screens/Coordinator/UploadFormScreen',
  component: UploadFormScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/coordinator/uploadform',
    services: { signedIn: ['coordinator'], timing: { successNoticeMs: 600 } },
  },
} satisfies Meta<typeof UploadFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const VISIT_FORM = 'workplace-visit-checklist.pdf';

function pdf(name: string, text = '%PDF-1.4\n% inspection form\n%%EOF\n') {
  return new File([text], name, { type: 'application/pdf' });
}

/** The forms a supervisor can download now (the result seen through the other role). */
async function supervisorForms() {
  return fakeApiAs('supervisor').listSupervisorForms();
}

async function fill(canvasElement: HTMLElement, file: File | null, purpose = 'Inspection') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Description'), 'Inspection visit form, second semester');
  await userEvent.selectOptions(canvas.getByLabelText('Purpose'), purpose);
  if (file) chooseFile(canvas.getByLabelText('Form'), file);
  return canvas;
}

/** Idle: the three required fields, what the file must be, and the four current forms below. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upload Form' })).toBeVisible();
    await expect(canvas.getByLabelText('Description')).toBeRequired();
    await expect(canvas.getByLabelText('Purpose')).toBeRequired();
    const file = canvas.getByLabelText('Form');
    await expect(file).toBeRequired();
    await expect(file).toHaveAccessibleDescription('PDF only, up to 10 MB.');
    await expect(await listedForms(canvasElement)).toHaveLength(4);
    const visit = formItem(canvasElement, VISIT_FORM);
    await expect(visit.getByText('Inspection')).toBeVisible();
    await expect(visit.getByText(/Workplace visit checklist/)).toBeVisible();
    await expect(visit.getByRole('button', { name: `Download ${VISIT_FORM}` })).toBeVisible();
    await expect(visit.getByRole('button', { name: `Delete ${VISIT_FORM}` })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Coordinator menu' });
    await expect(within(menu).getByRole('link', { name: 'Upload Form' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Uploaded: the spec's message, an empty form, the form in the list and on the supervisors' side. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const canvas = await fill(canvasElement, pdf('visit-2026.pdf'));
    await expect(await canvas.findByText('Chosen: visit-2026.pdf (33 bytes)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText(MESSAGES.formUploaded)).toBeVisible();
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
    await expect(canvas.getByLabelText('Purpose')).toHaveValue('');
    await expect(canvas.getByLabelText<HTMLInputElement>('Form').value).toBe('');
    await expect(canvas.queryByText(/^Chosen:/)).toBeNull();
    await waitFor(async () => expect(await listedForms(canvasElement)).toContain('visit-2026.pdf'));
    const seen = (await supervisorForms()).find((f) => f.name === 'visit-2026.pdf');
    await expect(seen).toMatchObject({
      purpose: 'Inspection',
      description: 'Inspection visit form, second semester',
    });
  },
};

/** A file named .pdf that is not one is refused before sending, with the reason. */
export const NotAPdf: Story = {
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const canvas = await fill(canvasElement, pdf('letter.pdf', '<html>a web page saved as .pdf</html>'));
    await expect(await canvas.findByText('letter.pdf is not a PDF file.')).toBeVisible();
    const file = canvas.getByLabelText('Form');
    await expect(file).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.queryByText(MESSAGES.formUploaded)).toBeNull();
    await expect(await supervisorForms()).toHaveLength(4);
  },
};

/** A file over the server's 10 MB is refused before sending, with its size and the limit. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const big = new Uint8Array(MAX_FORM_BYTES + 2 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const canvas = await fill(
      canvasElement,
      new File([big], 'scanned-logbook.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('scanned-logbook.pdf is 12 MB; the limit is 10 MB.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.queryByText(MESSAGES.formUploaded)).toBeNull();
    await expect(await supervisorForms()).toHaveLength(4);
  },
};

/** Nothing filled in: the browser holds the form back at the first required field; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listedForms(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByLabelText('Description')).toBeInvalid();
    await expect(canvas.getByLabelText('Form')).toBeInvalid();
    await expect(await supervisorForms()).toHaveLength(4);
  },
};

/** Submitting: the button shows its spinner and says it is busy. */
export const Submitting: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('uploadInspectionForms'));
  },
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const canvas = await fill(canvasElement, pdf('visit-2026.pdf'));
    await canvas.findByText('Chosen: visit-2026.pdf (33 bytes)');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's refusal is shown in its words; the form keeps what was chosen. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(failWith('uploadInspectionForms', 400, { message: SERVER_MESSAGES.pdfOnly }));
  },
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const canvas = await fill(canvasElement, pdf('visit-2026.pdf'), 'Defence');
    await canvas.findByText('Chosen: visit-2026.pdf (33 bytes)');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText(SERVER_MESSAGES.pdfOnly)).toBeVisible();
    await expect(canvas.getByLabelText('Purpose')).toHaveValue('Defence');
    await expect(canvas.getByText('Chosen: visit-2026.pdf (33 bytes)')).toBeVisible();
  },
};

/** Download: the file is saved under its name, as the server keeps it; the form says so. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT_FORM);
    await userEvent.click(visit.getByRole('button', { name: `Download ${VISIT_FORM}` }));
    await expect(await visit.findByText('Downloaded.')).toBeVisible();
    const saved = within(canvasElement).getByTestId('saved-file');
    await expect(saved).toHaveAttribute('data-file-name', VISIT_FORM);
    await expect(saved.textContent).toMatch(/^%PDF-/);
  },
};

/** A download that fails says so on that form only; nothing is saved. */
export const DownloadError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${FORMS_PATH}/:publicId`, () =>
        HttpResponse.json({ message: SERVER_MESSAGES.formNotFound }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT_FORM);
    await userEvent.click(visit.getByRole('button', { name: `Download ${VISIT_FORM}` }));
    await waitFor(() => expect(visit.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.formNotFound));
    await expect(within(canvasElement).queryByTestId('saved-file')).toBeNull();
  },
};

/**
 * Delete asks first (Cancel keeps the form); confirmed, 'Deleted Successfully!' shows in the
 * form's place for 3 s (shortened), then the form leaves the list and the supervisors' side.
 */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT_FORM);
    const deleteButton = visit.getByRole('button', { name: `Delete ${VISIT_FORM}` });
    await userEvent.click(deleteButton);
    let dialog = await canvas.findByRole('dialog', { name: `Delete ${VISIT_FORM}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(deleteButton).toHaveFocus();
    await expect(await supervisorForms()).toHaveLength(4);

    await userEvent.click(deleteButton);
    dialog = await canvas.findByRole('dialog', { name: `Delete ${VISIT_FORM}?` });
    await expect(dialog).toHaveAccessibleDescription(
      'Supervisors will no longer see or download this inspection form.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(visit.getByRole('status')).toHaveTextContent(MESSAGES.deleted));
    await expect(visit.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Current Forms' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 3, name: VISIT_FORM })).toBeNull());
    await expect(await listedForms(canvasElement)).toHaveLength(3);
    await expect((await supervisorForms()).map((f) => f.name)).not.toContain(VISIT_FORM);
  },
};

/** A refused deletion says why on that form, which stays. */
export const DeleteError: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(failWith('deleteForm', 404, { message: SERVER_MESSAGES.formNotFound }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listedForms(canvasElement);
    const visit = formItem(canvasElement, VISIT_FORM);
    await userEvent.click(visit.getByRole('button', { name: `Delete ${VISIT_FORM}` }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(visit.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.formNotFound));
    await expect(visit.getByRole('button', { name: `Delete ${VISIT_FORM}` })).toBeVisible();
  },
};

/** The list loading: the form can already be filled in. */
export const ListLoading: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(loadForever('listCoordinatorForms'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Current Forms' });
    await expect(within(section).getByRole('status')).toHaveTextContent('Loading forms…');
    await expect(canvas.getByLabelText('Description')).toBeEnabled();
  },
};

export const ListEmpty: Story = {
  tags: ['state'],
  beforeEach({ msw }) {
    msw.use(emptyList('listCoordinatorForms'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No forms have been uploaded yet.')).toBeVisible();
  },
};

/** The list failing: the server's message (else the fallback) in its place, with Try again; the form stays. */
const failure = failsThenRetries({
  fail: (until) => failWith('listCoordinatorForms', 500, {}, { until }),
  shows: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Error fetching data' })).toBeVisible();
    await expect(canvas.getByLabelText('Description')).toBeVisible();
  },
  recovered: async (_canvas, canvasElement) => {
    await expect(await listedForms(canvasElement)).toHaveLength(4);
  },
});
export const Error: Story = { ...failure.Error, tags: ['state'] };
/** Try again brings the page once the server is back. */
export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };

export const Phone: Story = {
  tags: ['state'],
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listedForms(canvasElement);
    await expect(canvas.getByLabelText('Form')).toBeVisible();
    await expect(canvas.getByTestId('viewport').scrollWidth).toBeLessThanOrEqual(320);
  },
};
