import { MESSAGES } from '@siwes/api';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices } from '../../services/services.tsx';
import { LoadFailed } from '../../kit/LoadFailed/LoadFailed.tsx';

/** The count as the home says it: `12 students at risk`. */
export function atRiskWords(count: number): string {
  return count === 1 ? '1 student at risk' : `${count} students at risk`;
}

/**
 * The coordinator's home's count of the students at risk (issue 29), a link to the Students at
 * Risk page where each is listed with the reasons; its own loading and Try again, so the rest of
 * the home shows whatever happens to it.
 */
export function AtRiskCount() {
  const { client } = useServices();
  const count = useLoad(
    async (call) => (await client.getStudentsAtRisk({ limit: 1 }, call)).totalStudents,
    MESSAGES.fetchError,
  );
  if (count.status === 'failed') {
    return (
      <LoadFailed error={`Could not count the students at risk: ${count.error}`} onRetry={count.retry} />
    );
  }
  if (count.data === null) return <p role="status">Counting the students at risk…</p>;
  return (
    <p>
      <ScreenLink to="coordinatorStudentsAtRisk">{atRiskWords(count.data)}</ScreenLink>
      {count.data > 0 ? ': see who and why.' : '.'}
    </p>
  );
}
