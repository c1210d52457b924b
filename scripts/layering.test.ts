/**
 * The layering of ARCHITECTURE.md is enforced by lint (eslint.config.js). These tests lint small
 * snippets as if they sat in each package, so a loosened rule fails here, not in review.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the config and its plugins (seconds on a busy machine): not any one test's time.
beforeAll(() => eslint.lintText('', { filePath: 'mocks/src/warm-up.ts' }), 60_000);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layering enforced by lint', () => {
  it.each([
    [
      'mocks/src/layering-probe.ts',
      "import { Button } from '@siwes/ui/components/Button/Button.tsx';\nexport { Button };\n",
    ],
    [
      'mocks/src/layering-probe.ts',
      "import { Button } from '../../packages/ui/src/components/Button/Button.tsx';\nexport { Button };\n",
    ],
    ['packages/flows/src/layering-probe.ts', "import { useState } from 'react';\nexport { useState };\n"],
    [
      'packages/flows/src/layering-probe.ts',
      "import { useMachine } from '@xstate/react';\nexport { useMachine };\n",
    ],
    [
      'packages/api/src/layering-probe.ts',
      "import { createMachine } from 'xstate';\nexport { createMachine };\n",
    ],
    ['packages/api/src/routes.ts', "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n"],
    ['packages/ui/src/components/Probe/Probe.tsx', "import { http } from 'msw';\nexport { http };\n"],
    [
      'packages/ui/src/components/Probe/Probe.tsx',
      "import { fake } from '@siwes/mocks';\nexport { fake };\n",
    ],
    [
      'packages/ui/src/screens/Probe/ProbeScreen.tsx',
      "import { useMachine } from '@xstate/react';\nexport { useMachine };\n",
    ],
    [
      'packages/ui/src/layouts/Probe/Probe.tsx',
      "import { fromPromise } from 'xstate';\nexport { fromPromise };\n",
    ],
    [
      'apps/server/src/layering-probe.ts',
      "import { Button } from '@siwes/ui/components/Button/Button.tsx';\nexport { Button };\n",
    ],
  ])('refuses the import in %s: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'packages/flows/src/layering-probe.ts',
      "import { MESSAGES } from '@siwes/api';\nexport { MESSAGES };\n",
    ],
    [
      'packages/ui/src/components/Probe/Probe.tsx',
      "import { MESSAGES } from '@siwes/api';\nexport { MESSAGES };\n",
    ],
    ['packages/ui/src/components/Probe/Probe.stories.tsx', "import { http } from 'msw';\nexport { http };\n"],
    [
      'packages/ui/src/kit/useProbe.ts',
      "import { useActorRef } from '@xstate/react';\nexport { useActorRef };\n",
    ],
    ['mocks/src/layering-probe.ts', "import { MESSAGES } from '@siwes/api';\nexport { MESSAGES };\n"],
  ])('allows the import in %s: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

async function screenImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'siwes/own-screen-only').map((m) => m.message);
}

describe('each screen folder holds only that screen', () => {
  it.each([
    [
      'packages/ui/src/screens/Probe/ProbeScreen.tsx',
      "import { LoginScreen } from '../Login/LoginScreen.tsx';\nexport { LoginScreen };\n",
    ],
    [
      'packages/ui/src/screens/Probe/ProbeScreen.stories.tsx',
      "import css from '../Home/HomeScreen.module.css';\nexport { css };\n",
    ],
    [
      'packages/ui/src/screens/Probe/ProbeScreen.tsx',
      "export { HomeScreen } from '@siwes/ui/screens/Home/HomeScreen.tsx';\n",
    ],
    [
      'packages/ui/src/screens/Probe/ProbeScreen.tsx',
      "export const load = () => import('../Home/HomeScreen.tsx');\n",
    ],
  ])('refuses another screen in %s: %s', async (filePath, code) => {
    expect(await screenImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'packages/ui/src/screens/Probe/ProbeScreen.stories.tsx',
      "import { ProbeScreen } from './ProbeScreen.tsx';\n",
    ],
    [
      'packages/ui/src/screens/Probe/ProbeScreen.tsx',
      "import { FormScreen } from '../../kit/FormScreen/FormScreen.tsx';\nexport { FormScreen };\n",
    ],
    [
      'packages/ui/src/routes/probe.ts',
      "export const load = () => import('../screens/Home/HomeScreen.tsx');\n",
    ],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await screenImports(filePath, code)).toEqual([]);
  });
});

/** What lint says of a file under one rule. */
async function messagesOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('a server route only routes: no SQL, no database, no other route', () => {
  const route = 'apps/server/src/routes/layering-probe.ts';
  const service = 'apps/server/src/services/layering-probe.ts';

  it.each([
    "import { sql } from 'kysely';\nexport { sql };\n",
    "import type { Transaction } from 'kysely';\nexport type { Transaction };\n",
    "import type { Db } from '../db/schema.ts';\nexport type { Db };\n",
    "import { openDatabase } from '../db/connect.ts';\nexport { openDatabase };\n",
    "import { authResolvers } from './auth.ts';\nexport { authResolvers };\n",
    "import { studentResolvers } from '../routes/student.ts';\nexport { studentResolvers };\n",
  ])('refuses the import: %s', async (code) => {
    expect(await messagesOf('no-restricted-imports', route, code)).toHaveLength(1);
  });

  it.each([
    "export const read = (q: { selectFrom(t: string): unknown }) => q.selectFrom('students');\n",
    "export const add = (q: { insertInto(t: string): unknown }) => q.insertInto('users');\n",
    "export const change = (q: { updateTable(t: string): unknown }) => q.updateTable('students');\n",
    "export const drop = (q: { deleteFrom(t: string): unknown }) => q.deleteFrom('otps');\n",
    'export const inOne = (q: { transaction(): unknown }) => q.transaction();\n',
    'declare const sql: (s: TemplateStringsArray) => unknown;\nexport const one = sql`select 1`;\n',
    'export const reach = (deps: { db: unknown }) => deps.db;\n',
  ])('refuses the statement: %s', async (code) => {
    expect(await messagesOf('no-restricted-syntax', route, code)).toHaveLength(1);
  });

  it.each([
    "import * as assignments from '../services/assignments.ts';\nexport { assignments };\n",
    "import type { Resolvers } from '../context.ts';\nexport type { Resolvers };\n",
    "import { MESSAGES } from '@siwes/api';\nexport { MESSAGES };\n",
  ])('allows the import in a route: %s', async (code) => {
    expect(await messagesOf('no-restricted-imports', route, code)).toEqual([]);
  });

  it('allows statements in a service', async () => {
    const code =
      "import { sql } from 'kysely';\nimport type { Db } from '../db/schema.ts';\n" +
      "export const read = (db: Db) => db.selectFrom('students').select(sql<number>`1`.as('one'));\n";
    expect(await messagesOf('no-restricted-imports', service, code)).toEqual([]);
    expect(await messagesOf('no-restricted-syntax', service, code)).toEqual([]);
  });
});
