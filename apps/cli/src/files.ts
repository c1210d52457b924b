/** Reading input files and writing output files, with errors a user can act on. */
import { readFile, writeFile } from 'node:fs/promises';
import { toCsv } from '@siwes/api';
import type { Context } from './context.ts';
import { CliError, EXIT, usageError } from './errors.ts';
import { readAll } from './io.ts';

/** A file's text; `-` reads stdin. */
export async function readInput(ctx: Context, file: string): Promise<string> {
  if (file === '-') return readAll(ctx.io.stdin);
  try {
    return await readFile(ctx.path(file), 'utf8');
  } catch (error) {
    throw usageError(`Cannot read ${file}: ${reason(error)}.`);
  }
}

export async function readBytes(ctx: Context, file: string): Promise<Buffer> {
  try {
    return await readFile(ctx.path(file));
  } catch (error) {
    throw usageError(`Cannot read ${file}: ${reason(error)}.`);
  }
}

/** Writes text to a file (or stdout for `-`) and says where it went. */
export async function writeOutput(ctx: Context, file: string, text: string): Promise<string> {
  if (file === '-') {
    ctx.io.stdout.write(text);
    return '-';
  }
  const path = ctx.path(file);
  try {
    await writeFile(path, text);
  } catch (error) {
    throw new CliError(`Cannot write ${file}: ${reason(error)}.`, EXIT.failed);
  }
  return path;
}

/**
 * Writes a CSV export of the cohort, a row per student (`-`: stdout), then says where it went and
 * how many rows (also as `{ file, students }` with --json); nothing more when it went to stdout.
 */
export async function writeStudentsCsv(
  ctx: Context,
  file: string,
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const path = await writeOutput(ctx, file, toCsv(header, rows));
  if (path === '-') return;
  ctx.json({ file: path, students: rows.length });
  ctx.out(`Wrote ${rows.length} students to ${path}.`);
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  return error instanceof Error ? error.message : String(error);
}

/** A whole number option within bounds, or a usage error naming the option. */
export function intOption(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < min || n > max) {
    throw usageError(`${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return n;
}
