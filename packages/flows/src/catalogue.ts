/**
 * Every machine of the package with the spec section it implements: the coverage report and
 * the generated diagrams in docs/flows.md both read this list, so a machine left out of it is
 * neither measured nor drawn.
 */
import type { AnyStateMachine } from 'xstate';
import { loginMachine } from './login.machine.ts';

export interface CatalogueEntry {
  machine: AnyStateMachine;
  title: string;
  /** The spec sections (and issue item) it implements. */
  spec: string;
  summary: string;
}

export const catalogue: CatalogueEntry[] = [
  {
    machine: loginMachine,
    title: 'Login',
    spec: 'Spec §4 (login per role), §8 (login failures); issue 4 item 1',
    summary: 'One definition for the student, supervisor and coordinator logins.',
  },
];
