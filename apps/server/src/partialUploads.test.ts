/**
 * A crash during an upload (issue 31, finding 5): the server runs as its own process
 * (`node src/main.ts`, SQLite, forms as files under `<data>/forms/`), takes uploads of nearly
 * 10 MB, and is killed with SIGKILL while one is being written, leaving its partial file. The
 * next start's upkeep removes it and keeps every form whose upload was answered. Partial files
 * of a writer still running, or this process's own in flight, are left alone.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES } from '@siwes/api';
import { removeStalePartFiles } from './services/upkeep.ts';
import { clientFor, DEMO_ACCOUNTS } from './testing/harness.ts';
import { startMain, type MainProcess } from './testing/mainProcess.ts';

const partFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.part'));

/** A PDF just under the upload limit: its write and flush take long enough to be caught. */
function bigPdf(): File {
  const bytes = new Uint8Array(MAX_FORM_BYTES - 64 * 1024);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], 'visit-checklist.pdf', { type: 'application/pdf' });
}

/**
 * Uploads until a partial file shows in the forms folder, then kills the server while it is still
 * there. Answers whether a partial file was left behind and the forms whose uploads were answered.
 */
async function killMidUpload(server: MainProcess, formsDir: string) {
  const { client, signIn } = clientFor(server.url);
  await signIn(DEMO_ACCOUNTS.coordinator);
  const form = bigPdf();
  const upload = async () =>
    (await client.uploadInspectionForms({ purpose: 'Inspection', description: 'Big', form })).data.publicId;
  // One answered before the kill, whose file must survive it.
  const answered = [await upload()];
  let killed = false;
  const uploader = async () => {
    while (!killed) {
      try {
        answered.push(await upload());
      } catch {
        // In flight when the process died.
      }
    }
  };
  const uploads = [uploader(), uploader()];
  const seen = () => {
    try {
      return partFiles(formsDir).length > 0;
    } catch {
      return false; // The folder appears with the first upload.
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (seen()) {
      // Frozen first, so the write cannot finish between the look and the kill: killed only if the
      // partial file is still there once the process stands still, else it runs on.
      server.process.kill('SIGSTOP');
      if (seen()) break;
      server.process.kill('SIGCONT');
    }
    await new Promise((tick) => setImmediate(tick));
  }
  server.process.kill('SIGKILL');
  killed = true;
  await server.exited;
  await Promise.all(uploads);
  return { left: partFiles(formsDir).length > 0, answered };
}

describe('partial uploads', () => {
  it('removes the partial file of an upload cut short by SIGKILL at the next start, keeping the answered forms', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'siwes-part-'));
    const formsDir = join(dataDir, 'forms');
    const env = { SIWES_DATA_DIR: dataDir };
    try {
      let cut: Awaited<ReturnType<typeof killMidUpload>> = { left: false, answered: [] };
      const answered: string[] = [];
      // A kill can land between writes; a few tries catch one in a write.
      for (let attempt = 0; attempt < 5 && !cut.left; attempt += 1) {
        cut = await killMidUpload(await startMain(env), formsDir);
        answered.push(...cut.answered);
      }
      expect(cut.left).toBe(true);

      const next = await startMain(env);
      try {
        const deadline = Date.now() + 10_000;
        // The upkeep says what it removed once it has removed it all: wait for both.
        const removedLine = /Removed \d+ partial uploads? a crash left/;
        while (
          (partFiles(formsDir).length > 0 || !removedLine.test(next.output())) &&
          Date.now() < deadline
        ) {
          await new Promise((tick) => setTimeout(tick, 50));
        }
        expect(partFiles(formsDir)).toEqual([]);
        expect(next.output()).toMatch(removedLine);
        const { client, signIn } = clientFor(next.url);
        await signIn(DEMO_ACCOUNTS.coordinator);
        const listed = new Set((await client.listCoordinatorForms()).map((form) => form.publicId));
        expect(answered.filter((publicId) => !listed.has(publicId))).toEqual([]);
        expect(answered.length).toBeGreaterThan(0);
        for (const publicId of answered) expect(readdirSync(formsDir)).toContain(`${publicId}.pdf`);
      } finally {
        next.process.kill('SIGTERM');
        await next.exited;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("leaves the partial files of a writer still running, and removes anyone's after an hour", async () => {
    const formsDir = mkdtempSync(join(tmpdir(), 'siwes-part-'));
    try {
      mkdirSync(formsDir, { recursive: true });
      // The parent of this test process is running; process id 2^22 + 1 is above Linux's limit.
      const running = `form_a.pdf.${process.ppid}.part`;
      const gone = `form_b.pdf.${2 ** 22 + 1}.part`;
      const olderVersion = 'form_c.pdf.part';
      const oldAndRunning = `form_d.pdf.${process.ppid}.part`;
      for (const name of [running, gone, olderVersion, oldAndRunning])
        writeFileSync(join(formsDir, name), '%PDF-');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(join(formsDir, oldAndRunning), twoHoursAgo, twoHoursAgo);

      expect(await removeStalePartFiles(formsDir)).toBe(2);
      expect(partFiles(formsDir).sort()).toEqual([running, olderVersion].sort());

      utimesSync(join(formsDir, olderVersion), twoHoursAgo, twoHoursAgo);
      expect(await removeStalePartFiles(formsDir)).toBe(1);
      expect(partFiles(formsDir)).toEqual([running]);
      expect(await removeStalePartFiles(join(formsDir, 'missing'))).toBe(0);
    } finally {
      rmSync(formsDir, { recursive: true, force: true });
    }
  });
});
