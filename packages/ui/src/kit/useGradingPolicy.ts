import { GRADE_MAXIMA, type GradingPolicy } from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { useLoad } from './useLoad.ts';

/**
 * The server's grading policy (the maximum of each grade), for grade inputs to show and check
 * against: the defaults (`GRADE_MAXIMA`: 30, 30, 40) until it has loaded, and for good if the
 * backend does not publish one. The server refuses a score above its maximum either way.
 */
export function useGradingPolicy(): GradingPolicy {
  const { client } = useServices();
  const policy = useLoad((call) => client.getGradingPolicy(call));
  return policy.data ?? GRADE_MAXIMA;
}
