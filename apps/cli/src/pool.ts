/**
 * Runs a task per item with at most `concurrency` at a time. When the signal fires, no new item
 * starts; the ones already sent are let finish, so every outcome is known and reported.
 */
export interface PoolResult {
  /** How many items were started (and finished). */
  started: number;
  interrupted: boolean;
}

export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<PoolResult> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker);
  await Promise.all(workers);
  return { started: next, interrupted: next < items.length && signal?.aborted === true };
}
