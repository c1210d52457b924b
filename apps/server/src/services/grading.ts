/**
 * The grading policy (ARCHITECTURE.md, docs/server.md): weekly reports, inspection and defence
 * out of configurable maxima (30, 30, 40 by default). The rules themselves (score limits, the
 * weekly-report score, totals) are @siwes/api/rules'; this refuses a score as an answer.
 */
import type { CoordinatorGradeType } from '@siwes/api';
import { scoreRefusal } from '@siwes/api/rules';
import type { GradingPolicy } from '../config.ts';
import { fail } from '../http.ts';

/** Refuses (400) a score outside 0 to its maximum under the server's policy. */
export function checkScore(policy: GradingPolicy, type: CoordinatorGradeType, score: number): void {
  const refused = scoreRefusal(policy, type, score);
  if (refused) fail(400, refused);
}
