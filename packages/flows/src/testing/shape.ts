/**
 * The states and transitions of a machine, named the same way whether they are read from its
 * definition (the coverage report's totals) or seen while a test runs (what the tests exercised).
 *
 * A state is named by its path (`countdown.counting`); a transition by its source path, its
 * event descriptor and its position among that event's alternatives (`idle|SUBMIT|0`), so
 * guarded alternatives count separately.
 */
import type { AnyStateMachine, AnyTransitionDefinition, StateValue } from 'xstate';

type AnyStateNode = AnyStateMachine['root'];

export interface MachineShape {
  id: string;
  states: string[];
  transitions: string[];
}

export const ALWAYS = 'always';

export function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.');
}

export function transitionKey(transition: AnyTransitionDefinition): string | undefined {
  const source = transition.source;
  const eventless = source.always?.indexOf(transition) ?? -1;
  if (eventless >= 0) return `${statePath(source)}|${ALWAYS}|${eventless}`;
  const list = source.transitions.get(transition.eventType);
  const index = list ? list.indexOf(transition) : -1;
  return index >= 0 ? `${statePath(source)}|${transition.eventType}|${index}` : undefined;
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** Every state below the root and every transition the definition declares. */
export function machineShape(machine: AnyStateMachine): MachineShape {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (node.path.length > 0) states.push(statePath(node));
    for (const [eventType, list] of node.transitions) {
      list.forEach((_, index) => transitions.push(`${statePath(node)}|${eventType}|${index}`));
    }
    (node.always ?? []).forEach((_, index) => transitions.push(`${statePath(node)}|${ALWAYS}|${index}`));
    childNodes(node).forEach(visit);
  };
  visit(machine.root);
  return { id: machine.id, states, transitions };
}

/** The state paths a snapshot's value stands for: `{ a: 'b' }` is `a` and `a.b`. */
export function valuePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...(child === undefined ? [] : valuePaths(child, [...prefix, key])),
  ]);
}
