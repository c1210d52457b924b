/**
 * Running a checked plan: bounded concurrency, a progress bar on a terminal, every failure
 * kept with its line, and on Ctrl-C no new call starts while the ones in flight finish.
 */
import type { Context } from './context.ts';
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
  started: number;
  notStarted: number;
  interrupted: boolean;
}

export async function executeBatch<T extends BatchItem>(
  ctx: Context,
  items: readonly T[],
  concurrency: number,
  verb: string,
  task: (item: T) => Promise<unknown>,
): Promise<BatchResult> {
  const failures: BatchFailure[] = [];
  let succeeded = 0;
  const progress = new ProgressBar(ctx.io.stderr, !ctx.options.quiet);
  const draw = (force = false) =>
    progress.update(
      {
        done: succeeded + failures.length,
        total: items.length,
        detail: `${verb} ${succeeded}, failed ${failures.length}`,
      },
      force,
    );
  draw(true);
  const pool = await runPool(
    items,
    concurrency,
    async (item) => {
      try {
        // Calls in flight are not cancelled on Ctrl-C, so each one's outcome is known.
        await task(item);
        succeeded++;
      } catch (error) {
        failures.push({
          line: item.line,
          label: item.label,
          message: error instanceof Error ? error.message : String(error),
        });
      }
      draw();
    },
    ctx.io.signal,
  );
  draw(true);
  progress.clear();
  failures.sort((a, b) => a.line - b.line);
  for (const f of failures) ctx.warn(`line ${f.line}: ${f.label}: ${f.message}`);
  return {
    succeeded,
    failures,
    started: pool.started,
    notStarted: items.length - pool.started,
    interrupted: pool.interrupted,
  };
}
