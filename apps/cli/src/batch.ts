/**
 * Running a checked plan: bounded concurrency, a progress bar on a terminal, every failure
 * kept with its line, and on Ctrl-C no new call starts while the ones in flight finish.
 * A call may carry one row (`executeBatch`) or several (`executeGroups`: one call for up to a
 * hundred rows, each row's outcome read from the answer); progress and counts are in rows.
 */
import type { Context } from './context.ts';
import { rowFailure } from './errors.ts';
import { runPool } from './pool.ts';
import { ProgressBar } from './progress.ts';

export interface BatchItem {
  line: number;
  /** How the row is named in a failure line, e.g. `STU-0001 -> ada@uni.edu.ng`. */
  label: string;
}

export interface BatchFailure {
  line: number;
  label: string;
  message: string;
}

export interface BatchResult {
  succeeded: number;
  failures: BatchFailure[];
  /** Rows whose call was sent. */
  started: number;
  notStarted: number;
  interrupted: boolean;
}

/** One call per row: a row fails when its call throws. */
export function executeBatch<T extends BatchItem>(
  ctx: Context,
  items: readonly T[],
  concurrency: number,
  verb: string,
  task: (item: T) => Promise<unknown>,
): Promise<BatchResult> {
  return executeGroups(
    ctx,
    items.map((item) => [item]),
    concurrency,
    verb,
    async ([item]) => {
      await task(item!);
      return new Map();
    },
  );
}

/**
 * One call per group: the call answers with the rows it refused (each with the reason); a call
 * that throws fails every row of its group with its message.
 */
export async function executeGroups<T extends BatchItem>(
  ctx: Context,
  groups: ReadonlyArray<readonly T[]>,
  concurrency: number,
  verb: string,
  task: (group: readonly T[]) => Promise<ReadonlyMap<T, string>>,
): Promise<BatchResult> {
  const failures: BatchFailure[] = [];
  let succeeded = 0;
  const total = groups.reduce((sum, group) => sum + group.length, 0);
  const progress = new ProgressBar(ctx.io.stderr, !ctx.options.quiet);
  const draw = (force = false) =>
    progress.update(
      {
        done: succeeded + failures.length,
        total,
        detail: `${verb} ${succeeded}, failed ${failures.length}`,
      },
      force,
    );
  const fail = (item: T, message: string) => failures.push({ line: item.line, label: item.label, message });
  draw(true);
  const pool = await runPool(
    groups,
    concurrency,
    async (group) => {
      try {
        // Calls in flight are not cancelled on Ctrl-C, so each one's outcome is known.
        const refused = await task(group);
        for (const item of group) {
          const reason = refused.get(item);
          if (reason === undefined) succeeded++;
          else fail(item, reason);
        }
      } catch (error) {
        for (const item of group) fail(item, rowFailure(error));
      }
      draw();
    },
    ctx.io.signal,
  );
  draw(true);
  progress.clear();
  failures.sort((a, b) => a.line - b.line);
  for (const f of failures) ctx.warn(`line ${f.line}: ${f.label}: ${f.message}`);
  const started = groups.slice(0, pool.started).reduce((sum, group) => sum + group.length, 0);
  return { succeeded, failures, started, notStarted: total - started, interrupted: pool.interrupted };
}
