/**
 * Mermaid `stateDiagram-v2` drawn from a machine's own definition, and the generated part of
 * docs/flows.md built from the catalogue, so the diagrams cannot drift from the machines.
 */
import type { AnyStateMachine } from 'xstate';
import type { CatalogueEntry } from '../catalogue.ts';

type AnyStateNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyStateNode['always']>[number];

export const START_MARKER = '<!-- flows:generated:start (npm run -w @siwes/flows diagrams) -->';
export const END_MARKER = '<!-- flows:generated:end -->';

/** The root's own transitions apply in every state: they are drawn from an "any state" box. */
const ANY_STATE = 'any_state';

function nodeId(node: AnyStateNode): string {
  return node.path.length === 0 ? ANY_STATE : node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
}

function eventLabel(eventType: string, machineId: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  if (eventType.startsWith(`xstate.done.state.${machineId}`)) return 'done';
  return eventType;
}

function guardLabel(transition: AnyTransition): string {
  const guard = transition.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [guard]';
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function transitionLines(node: AnyStateNode, machineId: string, indent: string): string[] {
  const lines: string[] = [];
  const from = nodeId(node);
  const emit = (transition: AnyTransition, label: string) => {
    const targets = (transition.target ?? []) as AnyStateNode[];
    const text = `${label}${guardLabel(transition)}`.replace(/:/g, ' ');
    if (targets.length === 0) lines.push(`${indent}${from} --> ${from}: ${text} (stays)`);
    for (const target of targets) lines.push(`${indent}${from} --> ${nodeId(target)}: ${text}`);
  };
  for (const [eventType, list] of node.transitions) {
    for (const transition of list) emit(transition, eventLabel(eventType, machineId));
  }
  for (const transition of node.always ?? []) emit(transition, 'always');
  return lines;
}

function block(parent: AnyStateNode, machineId: string, indent: string): string[] {
  const lines: string[] = [];
  const kids = children(parent);
  const regions = parent.type === 'parallel';
  kids.forEach((child, index) => {
    if (regions && index > 0) lines.push(`${indent}--`);
    lines.push(`${indent}state "${child.key}" as ${nodeId(child)}`);
    if (regions) {
      lines.push(`${indent}[*] --> ${nodeId(child)}`);
    }
    if (children(child).length > 0) {
      lines.push(`${indent}state ${nodeId(child)} {`);
      lines.push(...block(child, machineId, `${indent}  `));
      lines.push(`${indent}}`);
    }
    if (child.type === 'final') lines.push(`${indent}${nodeId(child)} --> [*]`);
  });
  const initial = parent.initial?.target?.[0] as AnyStateNode | undefined;
  if (!regions && initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  for (const child of kids) lines.push(...transitionLines(child, machineId, indent));
  return lines;
}

/** The machine as a Mermaid state diagram. */
export function toMermaid(machine: AnyStateMachine): string {
  const rootTransitions = transitionLines(machine.root, machine.id, '  ');
  const anyState = rootTransitions.length > 0 ? [`  state "any state" as ${ANY_STATE}`] : [];
  return ['stateDiagram-v2', ...block(machine.root, machine.id, '  '), ...anyState, ...rootTransitions].join(
    '\n',
  );
}

/** The generated section of docs/flows.md: one heading, spec reference and diagram per machine. */
export function renderFlowsSection(entries: readonly CatalogueEntry[]): string {
  const parts = entries.map(({ machine, title, spec, summary }) =>
    [
      `### ${title} (\`${machine.id}\`)`,
      '',
      `${spec}. ${summary}`,
      '',
      '```mermaid',
      toMermaid(machine),
      '```',
    ].join('\n'),
  );
  return [START_MARKER, '', ...parts.flatMap((p) => [p, '']), END_MARKER].join('\n');
}

/** `document` with its generated section replaced (or appended when it has none yet). */
export function updateFlowsDocument(document: string, entries: readonly CatalogueEntry[]): string {
  const section = renderFlowsSection(entries);
  const start = document.indexOf(START_MARKER);
  const end = document.indexOf(END_MARKER);
  if (start === -1 || end === -1) return `${document.trimEnd()}\n\n${section}\n`;
  return `${document.slice(0, start)}${section}${document.slice(end + END_MARKER.length)}`;
}
