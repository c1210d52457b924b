/**
 * The stories' index as Storybook builds it (each CSF file read statically, as the indexer reads
 * it): every story named in the vocabulary (storyVocabulary.ts), every state tagged as one.
 * What a state story's last frame shows is checked after each story runs (.storybook/stateChecks.ts).
 */
import { globSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, test } from 'vitest';
import { JOURNEY_TAG, nameProblem, STATE_TAG } from './storyVocabulary.ts';

const UI = fileURLToPath(new URL('..', import.meta.url));

interface IndexedStory {
  file: string;
  title: string;
  exportName: string;
  tags: string[];
  /** The tags of the file's meta: 'autodocs' gives the file's component its docs page. */
  metaTags: string[];
}

function indexStories(): IndexedStory[] {
  return globSync('**/*.stories.tsx', { cwd: UI }).flatMap((file) => {
    const csf = loadCsf(readFileSync(`${UI}/${file}`, 'utf8'), {
      fileName: file,
      makeTitle: (title?: string) => title ?? file,
    }).parse();
    const metaTags = csf.meta?.tags ?? [];
    return Object.entries(csf._stories).map(([exportName, story]) => ({
      file,
      title: csf.meta?.title ?? file,
      exportName,
      tags: [...metaTags, ...(story.tags ?? [])],
      metaTags,
    }));
  });
}

const stories = indexStories();

describe("the stories' index", () => {
  test('holds every story file', () => {
    // A parse that found nothing would pass every check below.
    expect(stories.length).toBeGreaterThan(400);
  });

  test('names every story in the vocabulary, each state tagged as one', () => {
    const problems = stories
      .map((story) => nameProblem(story.exportName, story.tags))
      .map((problem, i) => problem && `${stories[i]!.file}: ${problem}`)
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  test('gives each screen with a failure its Error state', () => {
    const recoveries = stories.filter(
      (story) => story.tags.includes(JOURNEY_TAG) && /ThenRetry$/.test(story.exportName),
    );
    expect(recoveries.length).toBeGreaterThan(10);
    const missing = recoveries
      .filter((recovery) => {
        const state = recovery.exportName.replace(/ThenRetry$/, '');
        return !stories.some(
          (s) => s.file === recovery.file && s.exportName === state && s.tags.includes(STATE_TAG),
        );
      })
      .map((recovery) => `${recovery.file}: ${recovery.exportName} has no state story before it`);
    expect(missing).toEqual([]);
  });

  test('refuses a name outside the vocabulary', () => {
    // The rule itself, so a check that always passed would fail here.
    expect(nameProblem('LoadFails', [STATE_TAG])).toMatch(/Error/);
    expect(nameProblem('Broken', [])).toMatch(/Error/);
    expect(nameProblem('Loaded', [STATE_TAG])).toMatch(/Default/);
    expect(nameProblem('Error', [])).toMatch(/tagged 'state'/);
    expect(nameProblem('ErrorThenRetry', [STATE_TAG])).toMatch(/journey/);
    expect(nameProblem('Error', [STATE_TAG])).toBeUndefined();
    expect(nameProblem('ExportError', [])).toMatch(/tagged 'state'/);
    expect(nameProblem('ExportError', [STATE_TAG])).toBeUndefined();
    expect(nameProblem('Keyboard', [])).toBeUndefined();
  });

  test('gives every component, pattern and layout folder a docs page', () => {
    const folders = ['components', 'kit', 'layouts'].flatMap((group) =>
      readdirSync(`${UI}/${group}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${group}/${entry.name}`),
    );
    expect(folders.length).toBeGreaterThan(40);
    const withoutDocs = folders.filter(
      (folder) =>
        !stories.some((story) => story.file.startsWith(`${folder}/`) && story.metaTags.includes('autodocs')),
    );
    expect(withoutDocs).toEqual([]);
  });
});
