/**
 * Inspection and defence forms: PDFs only (by their first bytes, not their name), at most
 * 10 MB, listed from the database. Their bytes live where every server of a deployment sees
 * them: on SQLite (one machine) as files under `<dataDir>/forms/` by a generated name; on
 * PostgreSQL in the database itself (`form_chunks`, a slice per row), so several servers on
 * several machines share them and the database's backup holds them. Files that an older
 * version stored on disk beside a PostgreSQL database are moved in at start-up
 * (`moveFormsIntoDatabase`). Downloads stream from either place.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FORMS_PATH, isPdf, MAX_FORM_BYTES, pdfFileName, type Form, type FormPurpose } from '@siwes/api';
import type { BodyOutput } from '@siwes/api/contract';
import type { Logger } from '../config.ts';
import type { Deps } from '../context.ts';
import type { Db, Engine, FormTable } from '../db/schema.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { notify, type Telling } from './notifications.ts';
import { auditText } from '@siwes/api/rules';
import { audited } from './audit.ts';

export { FORMS_PATH };

/**
 * The slice of a form each `form_chunks` row holds: a download reads one slice at a time, so a
 * server holds at most this much of a form per download in memory (a whole form is 40 slices).
 */
export const FORM_CHUNK_BYTES = 256 * 1024;

/** What the forms code needs of the server. */
export type FormStore = Pick<Deps, 'db' | 'engine' | 'formsDir' | 'audit'>;

/** Where forms go, apart from the database connection. */
export type FormPlace = Omit<FormStore, 'db'>;

/** Where new forms go: the shared database on PostgreSQL, the data folder on SQLite. */
function storageFor(engine: Engine): FormTable['stored_in'] {
  return engine === 'postgres' ? 'database' : 'disk';
}

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

export async function listForms(deps: FormStore): Promise<Form[]> {
  const rows = await deps.db
    .selectFrom('forms')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toForm);
}

/** A file name safe to show and to put in a header, ending in .pdf whatever was uploaded. */
function displayName(name: string): string {
  return pdfFileName(name);
}

async function insertChunks(db: Db, formId: string, bytes: Uint8Array): Promise<void> {
  // A download finds a form by its first slice, so even an empty one would get a row.
  const slices = Math.max(1, Math.ceil(bytes.length / FORM_CHUNK_BYTES));
  for (let seq = 0; seq < slices; seq += 1) {
    const slice = bytes.subarray(seq * FORM_CHUNK_BYTES, (seq + 1) * FORM_CHUNK_BYTES);
    await db.insertInto('form_chunks').values({ form_id: formId, seq, bytes: slice }).execute();
  }
}

/** The partial files this process is writing now (upkeep leaves them alone). */
const writing = new Set<string>();

/** Whether this process is writing the partial file at `path` now. */
export function writingPartFile(path: string): boolean {
  return writing.has(path);
}

/**
 * The partial file a form is written to before it is renamed into place: named with the
 * writing process's id, so that upkeep in any process of the data folder can tell a partial
 * file whose writer is still running from one a crash left (`removeStalePartFiles` in upkeep.ts).
 */
function partFileName(storedName: string): string {
  return `${storedName}.${process.pid}.part`;
}

/** Writes beside, then renames: a crash never leaves half a file under the real name. */
async function writeFormFile(formsDir: string, storedName: string, bytes: Uint8Array): Promise<string> {
  await mkdir(formsDir, { recursive: true });
  const target = join(formsDir, storedName);
  const part = join(formsDir, partFileName(storedName));
  writing.add(part);
  try {
    await writeFile(part, bytes, { mode: 0o600, flush: true });
    await rename(part, target);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  } finally {
    writing.delete(part);
  }
  return target;
}

/**
 * Stores a checked form's row and bytes where the engine keeps forms. `db` may be a
 * transaction (the seed's): on PostgreSQL the row and its bytes then commit together.
 */
export async function storeForm(
  db: Db,
  place: FormPlace,
  row: Omit<FormTable, 'stored_in' | 'stored_name'>,
  bytes: Uint8Array,
): Promise<FormTable> {
  const stored: FormTable = {
    ...row,
    stored_name: `${row.public_id}.pdf`,
    stored_in: storageFor(place.engine),
  };
  if (stored.stored_in === 'database') {
    await db.insertInto('forms').values(stored).execute();
    await insertChunks(db, stored.id, bytes);
    return stored;
  }
  const file = await writeFormFile(place.formsDir, stored.stored_name, bytes);
  try {
    await db.insertInto('forms').values(stored).execute();
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return stored;
}

export async function saveForm(
  deps: FormStore,
  input: { purpose: FormPurpose; description: string; file: File },
  now: Date,
): Promise<Form> {
  if (input.file.size > MAX_FORM_BYTES) fail(413, SERVER_MESSAGES.fileTooLarge(MAX_FORM_BYTES / 1024 / 1024));
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  if (!isPdf(bytes)) fail(400, SERVER_MESSAGES.pdfOnly);
  const row = {
    id: crypto.randomUUID(),
    purpose: input.purpose,
    description: input.description.trim(),
    name: displayName(input.file.name),
    public_id: `form_${randomBytes(12).toString('hex')}`,
    size: bytes.length,
    created_at: now.toISOString(),
  };
  // On disk (SQLite) the file is written inside the transaction: its row and audit row then
  // commit together, and a failed insert removes the file (storeForm).
  const stored = await audited(deps, async (trx, trail) => {
    const form = await storeForm(trx, deps, row, bytes);
    trail.touch(
      { type: 'form', id: form.id },
      {
        name: [null, form.name],
        purpose: [null, form.purpose],
        description: [null, auditText(form.description)],
      },
    );
    return form;
  });
  return toForm(stored);
}

export async function deleteForm(deps: FormStore, formId: string, publicId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('forms')
    .select(['id', 'stored_name', 'stored_in'])
    .where('id', '=', formId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) fail(404, SERVER_MESSAGES.formNotFound);
  // Its slices go with it (on delete cascade).
  await audited(deps, async (trx, trail) => {
    await trx.deleteFrom('forms').where('id', '=', row.id).execute();
    trail.touch({ type: 'form', id: row.id }, { deleted: [false, true] });
  });
  if (row.stored_in === 'disk') await rm(join(deps.formsDir, row.stored_name), { force: true });
}

/** A form's bytes as a stream, a slice per query, for a download of any size on little memory. */
function chunkStream(db: Db, formId: string, first: Uint8Array): ReadableStream<Uint8Array> {
  let seq = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
    async pull(controller) {
      seq += 1;
      const chunk = await db
        .selectFrom('form_chunks')
        .select('bytes')
        .where('form_id', '=', formId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (chunk) controller.enqueue(new Uint8Array(chunk.bytes));
      else controller.close();
    },
  });
}

/** A form's row and a stream of its bytes; 404 when there is no such form (or its bytes are gone). */
export async function openForm(
  deps: FormStore,
  publicId: string,
): Promise<{ row: FormTable; body: ReadableStream<Uint8Array> }> {
  const row = await deps.db
    .selectFrom('forms')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) fail(404, SERVER_MESSAGES.formNotFound);
  if (row.stored_in === 'database') {
    // The first slice is read before answering, so a form deleted meanwhile is a 404, not an empty 200.
    const first = await deps.db
      .selectFrom('form_chunks')
      .select('bytes')
      .where('form_id', '=', row.id)
      .where('seq', '=', 0)
      .executeTakeFirst();
    if (!first) fail(404, SERVER_MESSAGES.formNotFound);
    return { row, body: chunkStream(deps.db, row.id, new Uint8Array(first.bytes)) };
  }
  try {
    const file = await open(join(deps.formsDir, row.stored_name));
    return { row, body: Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array> };
  } catch {
    return fail(404, SERVER_MESSAGES.formNotFound);
  }
}

/** The forms list: the same for the coordinator and supervisors, newest first. */
export const listCoordinatorForms = listForms;
export const listSupervisorForms = listForms;

/** The coordinator's upload of a form (a PDF), stored where the engine keeps forms. */
export async function uploadInspectionForms(
  deps: Deps,
  body: BodyOutput<'uploadInspectionForms'>,
  tell: Telling,
): Promise<Form> {
  const form = await saveForm(
    deps,
    { purpose: body.purpose, description: body.description, file: body.form },
    tell.now,
  );
  // Issue 26: every supervisor hears of the new form (after it is stored: its bytes may be a file).
  const supervisors = await deps.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'supervisor')
    .execute();
  await deps.db.transaction().execute(async (trx) => {
    const facts = { event: 'formUploaded', purpose: body.purpose, description: form.description } as const;
    for (const s of supervisors) await notify(deps, trx, { userId: s.id, email: s.email }, facts, tell);
  });
  deps.mail.kick();
  return form;
}

/** A form's file for download (`pathToFile`): its bytes as a stream, its size, the name to save it as. */
export async function downloadForm(
  deps: FormStore,
  publicId: string,
): Promise<{ body: ReadableStream<Uint8Array>; size: number; fileName: string }> {
  const { row, body } = await openForm(deps, publicId);
  return { body, size: row.size, fileName: pdfFileName(row.name) };
}

/** Points in `moveFormsIntoDatabase` where a test may stop it, as a crash would. */
export type MoveStage = 'inserted' | 'committed';

/**
 * The start-up step that moves forms stored as files (by a version before migration 008, on a
 * PostgreSQL deployment) into the database, then deletes the files. Each form moves in its own
 * transaction, so an interrupted move (a crash, a kill, a lost connection) leaves every form
 * either still on disk or wholly in the database, and the next start finishes it:
 *
 * - a form whose transaction did not commit is still marked 'disk' with its file in place, and
 *   is moved again;
 * - a form that committed but whose file was not yet deleted is marked 'database': its leftover
 *   file is deleted.
 *
 * Several servers starting at once over one shared folder do not move a form twice: each claims
 * a form by updating its row, which waits for any other claim to commit. A form whose file is
 * missing on this machine stays on disk (and is logged), for a server that has it to move.
 */
export async function moveFormsIntoDatabase(
  store: FormStore,
  logger: Logger,
  stop?: (stage: MoveStage, form: FormTable) => void,
): Promise<{ moved: number; missing: number }> {
  if (store.engine !== 'postgres') return { moved: 0, missing: 0 };
  const onDisk = await store.db
    .selectFrom('forms')
    .selectAll()
    .where('stored_in', '=', 'disk')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let moved = 0;
  let missing = 0;
  for (const form of onDisk) {
    const file = join(store.formsDir, form.stored_name);
    const outcome = await store.db
      .transaction()
      .execute(async (trx) => {
        const claimed = await trx
          .updateTable('forms')
          .set({ stored_in: 'database' })
          .where('id', '=', form.id)
          .where('stored_in', '=', 'disk')
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return 'taken' as const;
        let bytes: Buffer;
        try {
          bytes = await readFile(file);
        } catch {
          // Roll the claim back: the form stays on disk for a server that has the file.
          throw new FileMissing();
        }
        await insertChunks(trx, form.id, bytes);
        stop?.('inserted', form);
        return 'moved' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof FileMissing) return 'missing' as const;
        throw error;
      });
    if (outcome === 'missing') {
      missing += 1;
      logger.error(`Form ${form.public_id} is stored on disk but ${file} is missing here: not moved`);
      continue;
    }
    stop?.('committed', form);
    if (outcome === 'moved') moved += 1;
    await rm(file, { force: true });
  }
  await removeMovedFiles(store);
  if (moved > 0)
    logger.info(`Moved ${moved} form${moved === 1 ? '' : 's'} from ${store.formsDir} into the database`);
  return { moved, missing };
}

class FileMissing extends Error {}

/** Deletes files left behind by a move that committed but stopped before deleting its file. */
async function removeMovedFiles(store: FormStore): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(store.formsDir)).filter((name) => name.endsWith('.pdf'));
  } catch {
    return; // no forms folder: nothing was ever stored on disk here
  }
  if (names.length === 0) return;
  const moved = await store.db
    .selectFrom('forms')
    .select('stored_name')
    .where('stored_in', '=', 'database')
    .where('stored_name', 'in', names)
    .execute();
  for (const { stored_name } of moved) await rm(join(store.formsDir, stored_name), { force: true });
}
