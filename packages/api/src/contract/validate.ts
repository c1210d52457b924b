/**
 * How the server and the fake check a request's input, the same way: the raw JSON text for
 * nesting depth, then every string for NUL characters and lone surrogates (which PostgreSQL and
 * SQLite's search refuse with an error, or store altered), then the endpoint's schema. Each
 * problem names its field: `firstName: Too big: ...`, `query q: must not contain NUL characters`.
 */
import { SERVER_MESSAGES } from '../messages.ts';

/** Deeper JSON than this is refused before it is parsed (no request of the contract nests past 4). */
export const MAX_JSON_DEPTH = 32;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
export interface InputSchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } };
}

export type Checked = { ok: true; data: unknown } | { ok: false; errors: string[] };

/** Whether JSON text nests arrays and objects deeper than `max` (strings are skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return false;
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function label(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Strings anywhere in `value` that no database should be handed, each named by its path. */
export function textProblems(value: unknown, path: PropertyKey[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    const name = path.length > 0 ? `${label(path)}: ` : '';
    if (value.includes('\u0000')) return [`${name}${SERVER_MESSAGES.noNul}`];
    if (LONE_SURROGATE.test(value)) return [`${name}${SERVER_MESSAGES.illFormed}`];
    return [];
  }
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return [];
  const problems: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    problems.push(...textProblems(key, [...path, key], depth + 1));
    problems.push(...textProblems(item, [...path, key], depth + 1));
  }
  return problems;
}

/**
 * Checks one part of a request (`path`, `query` or `body`) against its schema; errors of the
 * path and query are prefixed with where they are, as `query sortOrder: ...`.
 */
export function checkInput(schema: InputSchema | undefined, value: unknown, where: string): Checked {
  if (!schema) return { ok: true, data: undefined };
  const prefix = where === 'body' ? '' : `${where} `;
  const text = textProblems(value);
  if (text.length > 0) return { ok: false, errors: text.map((e) => `${prefix}${e}`) };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    errors: result.error.issues.map(
      (issue) => `${prefix}${issue.path.length > 0 ? `${label(issue.path)}: ` : ''}${issue.message}`,
    ),
  };
}
