import type { Form, LoginType } from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { useRowActions, type RowActions } from './useRowActions.ts';

/** The row notice after a form has been fetched and handed to the browser's downloads. */
export const FORM_DOWNLOADED = 'Downloaded.';
/** A download that failed without the server saying why. */
export const FORM_DOWNLOAD_FAILED = 'The form could not be downloaded. Please try again.';

/**
 * Each uploaded form's Download, as row actions (`useRowAction(downloads, form._id)` in its row):
 * the file fetched with this role's token and an abort signal, saved under its own name
 * (`services.files`), then 'Downloaded.' on its row, or the server's words (else
 * `FORM_DOWNLOAD_FAILED`). The coordinator's forms section and the lecturer's forms page.
 */
export function useFormDownloads(role: Extract<LoginType, 'coordinator' | 'supervisor'>): RowActions<Form> {
  const { client, files } = useServices();
  return useRowActions<Form>({
    act: async (_id, form, call) => {
      const file = await client.downloadFile(form.pathToFile, form.name, { ...call, role });
      await files.save(file.fileName, file.blob);
    },
    successMessage: FORM_DOWNLOADED,
    fallback: FORM_DOWNLOAD_FAILED,
  });
}
