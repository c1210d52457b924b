import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { catalogue } from '../catalogue.ts';
import { END_MARKER, START_MARKER, toMermaid, updateFlowsDocument } from './mermaid.ts';
import { FLOWS_DOC_PATH } from './paths.ts';

describe('docs/flows.md', () => {
  it('holds the diagrams of the current machine definitions (run `npm run -w @siwes/flows diagrams`)', () => {
    const current = readFileSync(FLOWS_DOC_PATH, 'utf8');
    expect(updateFlowsDocument(current, catalogue)).toBe(current);
  });

  it('names every catalogued machine once, with its spec section', () => {
    const current = readFileSync(FLOWS_DOC_PATH, 'utf8');
    const ids = catalogue.map((entry) => entry.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { machine, spec } of catalogue) {
      expect(current).toContain(`(\`${machine.id}\`)`);
      expect(current).toContain(spec);
    }
  });
});

describe('toMermaid', () => {
  const machine = setup({ delays: { wait: 10 }, guards: { ready: () => true } }).createMachine({
    id: 'demo',
    type: 'parallel',
    states: {
      work: {
        initial: 'idle',
        states: {
          idle: { on: { GO: { target: 'busy', guard: 'ready' }, POKE: {} } },
          busy: { after: { wait: 'done' } },
          done: { type: 'final' },
        },
      },
      light: { initial: 'off', states: { off: { always: 'on' }, on: {} } },
    },
  });

  it('draws regions, initial states, guards, delays, targetless and eventless transitions, and finals', () => {
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  state "work" as work',
        '  [*] --> work',
        '  state work {',
        '    state "idle" as work_idle',
        '    state "busy" as work_busy',
        '    state "done" as work_done',
        '    work_done --> [*]',
        '    [*] --> work_idle',
        '    work_idle --> work_busy: GO [ready]',
        '    work_idle --> work_idle: POKE (stays)',
        '    work_busy --> work_done: after wait',
        '  }',
        '  --',
        '  state "light" as light',
        '  [*] --> light',
        '  state light {',
        '    state "off" as light_off',
        '    state "on" as light_on',
        '    [*] --> light_off',
        '    light_off --> light_on: always',
        '  }',
      ].join('\n'),
    );
  });

  it("draws the root's own transitions from an 'any state' box", () => {
    const list = setup({}).createMachine({
      id: 'list',
      initial: 'loading',
      on: { RESET: '.loading', DISMISS: {} },
      states: { loading: {} },
    });
    expect(toMermaid(list).split('\n').slice(-3)).toEqual([
      '  state "any state" as any_state',
      '  any_state --> loading: RESET',
      '  any_state --> any_state: DISMISS (stays)',
    ]);
  });

  it('replaces only the generated section of the document', () => {
    const doc = `# Flows\n\nIntro.\n\n${START_MARKER}\nold\n${END_MARKER}\n\nOutro.\n`;
    const next = updateFlowsDocument(doc, catalogue);
    expect(next.startsWith('# Flows\n\nIntro.\n\n')).toBe(true);
    expect(next.endsWith('\n\nOutro.\n')).toBe(true);
    expect(next).not.toContain('\nold\n');
    expect(updateFlowsDocument('# Flows', catalogue)).toContain(START_MARKER);
  });
});
