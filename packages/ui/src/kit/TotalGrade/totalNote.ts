import type { Student } from '@siwes/api';

export type Grade = Student['grade'];

const PARTS = [
  ['weeklyReportsScore', 'weekly report'],
  ['inspectionScore', 'inspection'],
  ['defenseScore', 'defence'],
] as const;

/** Scores are whole or halves; a total further than this from its parts' sum was not made of them. */
const TOLERANCE = 0.005;

/**
 * What a collated total does not say by itself: that a grade changed after it was collated (the
 * total is no longer its parts' sum: collate again), or which grades it was collated without
 * (it is a total so far, not a final mark). Null where there is nothing to add: no total yet, or a
 * total of all three grades.
 */
export function totalNote(grade: Grade): string | null {
  if (grade?.total === null || grade?.total === undefined) return null;
  const sum = PARTS.reduce((total, [key]) => total + (grade[key] ?? 0), 0);
  if (Math.abs(sum - grade.total) > TOLERANCE) {
    return 'Out of date: a grade changed after it was collated. Collate again.';
  }
  const missing = PARTS.filter(([key]) => grade[key] === null || grade[key] === undefined).map(
    ([, name]) => name,
  );
  if (missing.length === 0) return null;
  return `So far: no ${orList(missing)} grade yet.`;
}

/** "a", "a or b", "a, b or c". */
function orList(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}
