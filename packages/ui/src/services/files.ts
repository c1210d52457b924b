/**
 * Saving a file the user asked for (a CSV export, a form): the portal hands it to the browser's
 * download under its spec name; stories record it, so a play function can check the name and
 * the content.
 */

export interface SavedFile {
  fileName: string;
  text: string;
}

export interface FileSaver {
  save(fileName: string, content: Blob | string): Promise<void>;
}

/** The browser's download: a link to the bytes with the `download` name, clicked once. */
export const browserFiles: FileSaver = {
  async save(fileName, content) {
    const blob =
      typeof content === 'string' ? new Blob([content], { type: 'text/csv;charset=utf-8' }) : content;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  },
};

export interface RecordingFiles extends FileSaver {
  /** Every file saved so far, oldest first. */
  saved(): readonly SavedFile[];
  subscribe(listener: () => void): () => void;
}

/** A saver that keeps what was saved, for stories and tests. */
export function createRecordingFiles(): RecordingFiles {
  let saved: readonly SavedFile[] = [];
  const listeners = new Set<() => void>();
  return {
    async save(fileName, content) {
      const text = typeof content === 'string' ? content : await content.text();
      saved = [...saved, { fileName, text }];
      listeners.forEach((listener) => listener());
    },
    saved: () => saved,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
