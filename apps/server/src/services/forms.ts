/**
 * Inspection and defence forms: PDFs only (by their first bytes, not their name), at most
 * 10 MB, stored under `<dataDir>/forms/` by a generated name, listed from the database.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FORMS_PATH, startsLikePdf, type Form, type FormPurpose } from '@siwes/api';
import { MAX_FORM_BYTES } from '../config.ts';
import type { Deps } from '../context.ts';
import type { FormTable } from '../db/schema.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';

export { FORMS_PATH };

function toForm(r: FormTable): Form {
  return {
    _id: r.id,
    purpose: r.purpose as FormPurpose,
    description: r.description,
    name: r.name,
    pathToFile: `${FORMS_PATH}/${r.public_id}`,
    publicId: r.public_id,
  };
}

export async function listForms(deps: Deps): Promise<Form[]> {
  const rows = await deps.db
    .selectFrom('forms')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toForm);
}

/** A file name safe to show and to put in a header. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'form.pdf';
  const clean = base
    .replace(/[^\w .()-]/g, '_')
    .slice(0, 120)
    .trim();
  return clean === '' ? 'form.pdf' : clean;
}

export async function saveForm(
  deps: Deps,
  input: { purpose: FormPurpose; description: string; file: File },
  now: Date,
): Promise<Form> {
  if (input.file.size > MAX_FORM_BYTES) fail(413, SERVER_MESSAGES.fileTooLarge(MAX_FORM_BYTES / 1024 / 1024));
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  if (!startsLikePdf(bytes)) fail(400, SERVER_MESSAGES.pdfOnly);
  const id = crypto.randomUUID();
  const publicId = `form_${randomBytes(12).toString('hex')}`;
  const storedName = `${publicId}.pdf`;
  await mkdir(deps.formsDir, { recursive: true });
  const target = join(deps.formsDir, storedName);
  // Write beside, then rename: a crash never leaves half a file under the real name.
  await writeFile(`${target}.part`, bytes, { mode: 0o600, flush: true });
  await rename(`${target}.part`, target);
  const row: FormTable = {
    id,
    purpose: input.purpose,
    description: input.description.trim(),
    name: displayName(input.file.name),
    public_id: publicId,
    stored_name: storedName,
    size: bytes.length,
    created_at: now.toISOString(),
  };
  try {
    await deps.db.insertInto('forms').values(row).execute();
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return toForm(row);
}

export async function deleteForm(deps: Deps, formId: string, publicId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', formId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) fail(404, SERVER_MESSAGES.formNotFound);
  await deps.db.deleteFrom('forms').where('id', '=', row.id).execute();
  await rm(join(deps.formsDir, row.stored_name), { force: true });
}

export async function formFile(deps: Deps, publicId: string): Promise<{ row: FormTable; bytes: Buffer }> {
  const row = await deps.db
    .selectFrom('forms')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) fail(404, SERVER_MESSAGES.formNotFound);
  try {
    return { row, bytes: await readFile(join(deps.formsDir, row.stored_name)) };
  } catch {
    return fail(404, SERVER_MESSAGES.formNotFound);
  }
}
