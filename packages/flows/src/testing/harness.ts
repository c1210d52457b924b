/**
 * The one way the machine tests start actors: a simulated clock, and an inspector that records
 * every state and transition each machine goes through (children and spawned rows included).
 * When FLOWS_COVERAGE_DIR is set (by `npm run coverage`), the records are written there after
 * each test file, and the coverage script compares them with the machines' definitions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { AnyStateMachine, ActorOptions, InspectionEvent, AnyMachineSnapshot } from 'xstate';
import { transitionKey, valuePaths } from './shape.ts';

interface Seen {
  states: Set<string>;
  transitions: Set<string>;
}

const seen = new Map<string, Seen>();

function seenFor(machineId: string): Seen {
  let entry = seen.get(machineId);
  if (!entry) {
    entry = { states: new Set(), transitions: new Set() };
    seen.set(machineId, entry);
  }
  return entry;
}

function machineOf(event: InspectionEvent): AnyStateMachine | undefined {
  const logic = (event.actorRef as { logic?: unknown }).logic;
  return logic && typeof logic === 'object' && 'root' in logic ? (logic as AnyStateMachine) : undefined;
}

function record(event: InspectionEvent): void {
  const machine = machineOf(event);
  if (!machine) return;
  const entry = seenFor(machine.id);
  if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
    const snapshot = event.snapshot as AnyMachineSnapshot;
    if (snapshot.value !== undefined) valuePaths(snapshot.value).forEach((p) => entry.states.add(p));
  }
  if (event.type === '@xstate.microstep') {
    for (const transition of event._transitions) {
      const key = transitionKey(transition);
      if (key) entry.transitions.add(key);
    }
  }
}

afterAll(() => {
  const dir = process.env.FLOWS_COVERAGE_DIR;
  if (!dir || seen.size === 0) return;
  mkdirSync(dir, { recursive: true });
  const json = Object.fromEntries(
    [...seen].map(([id, s]) => [id, { states: [...s.states], transitions: [...s.transitions] }]),
  );
  writeFileSync(join(dir, `${randomUUID()}.json`), JSON.stringify(json));
});

/** Starts `machine` on a simulated clock with coverage recording; returns the actor and its clock. */
export function startFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<ActorOptions<TMachine>, 'clock' | 'inspect'> = {},
) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { ...options, clock, inspect: record } as ActorOptions<TMachine>);
  actor.start();
  return { actor, clock };
}

/** A promise the test settles by hand, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (a provided call settling) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
