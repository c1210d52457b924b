import type { Supervisor } from '@siwes/api';

/** A person's name as the coordinator's screens show it: first and last. */
export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** A name as two people are told apart by: spaces and case ignored. */
const nameKey = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim().replace(/\s+/g, ' ').toLowerCase();

/** The supervisors with this name (issue 34: two of a name told apart, a third warned of). */
export function supervisorsNamed(
  supervisors: readonly Supervisor[],
  name: { firstName: string; lastName: string },
): Supervisor[] {
  const key = nameKey(name);
  return supervisors.filter((s) => nameKey(s) === key);
}

/**
 * How a supervisor is named where another has the same name: their name with their email and
 * office ("Tolu Bello, tolu.bello@uni.edu.ng, Room 12"), else their name alone.
 */
export function distinctSupervisorName(supervisor: Supervisor, all: readonly Supervisor[]): string {
  const name = personName(supervisor);
  if (supervisorsNamed(all, supervisor).length < 2) return name;
  return [name, supervisor.email, supervisor.office].filter(Boolean).join(', ');
}
