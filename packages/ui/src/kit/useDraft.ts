import { useMemo, useState } from 'react';
import { useServices } from '../services/services.tsx';
import type { Draft, FormValues } from './useFormFields.ts';

/** Where drafts live in the services' local storage: `siwes:draft:` and the draft's key parts. */
export const DRAFT_PREFIX = 'siwes:draft:';

/** The storage key of a draft: its parts, each escaped so one part's `:` cannot fake another's. */
export function draftKey(parts: readonly string[]): string {
  return DRAFT_PREFIX + parts.map(encodeURIComponent).join(':');
}

/**
 * What a user types, kept on the device until it is sent (the weekly report): in the services'
 * local storage, so a reload, a closed tab or a phone that dies loses nothing. The key's parts
 * say whose and which draft it is (`['weeklyReport', studentId, weekStart]`), so two people on
 * one phone never see each other's. Give it to `useForm({ draft })`, which starts from `kept`,
 * saves as the user types and clears after a success. The key is read when the form opens:
 * remount the form (`key={...}`) to switch drafts. Storage that refuses (full, or disabled)
 * leaves the form working without a draft.
 */
export function useDraft<TValues extends FormValues>(
  parts: readonly string[],
  empty: TValues,
): Draft<TValues> {
  const { localStorage } = useServices();
  const key = draftKey(parts);
  const [kept] = useState(() => readDraft(localStorage, key, empty));
  return useMemo(
    () => ({
      kept,
      save(values: TValues) {
        const blank = Object.values(values).every(
          (value) => typeof value !== 'string' || value.trim() === '',
        );
        try {
          if (blank) localStorage.removeItem(key);
          else localStorage.setItem(key, JSON.stringify(values));
        } catch (error) {
          console.warn('Could not keep the draft on this device', error);
        }
      },
      clear() {
        localStorage.removeItem(key);
      },
    }),
    [localStorage, key, kept],
  );
}

/** The kept values for the fields the form has (text only), over the empty ones. */
function readDraft<TValues extends FormValues>(storage: Storage, key: string, empty: TValues): TValues {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return empty;
  }
  if (!stored || typeof stored !== 'object') return empty;
  const values: FormValues = { ...empty };
  for (const name of Object.keys(empty)) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values as TValues;
}
