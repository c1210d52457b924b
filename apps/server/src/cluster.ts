/**
 * Several server processes on one port (SIWES_WORKERS > 1), with node:cluster: the primary
 * prepares the storage once (migrations, secrets, seed), forks the workers, announces the
 * address when all of them listen, replaces a worker that dies, and on SIGTERM or SIGINT asks
 * each to close cleanly. Workers share nothing but the database, which is what the server
 * already relies on (sessions, rate limits, codes and the outbox all live there).
 */
import cluster, { type Worker } from 'node:cluster';
import { consoleLogger, type Logger, type StartOptions } from './config.ts';
import type { Engine } from './db/schema.ts';
import { prepareStorage } from './index.ts';

/** What a worker tells the primary once it listens. */
export interface ListeningMessage {
  type: 'siwes:listening';
  url: string;
  engine: Engine;
}

function isListening(message: unknown): message is ListeningMessage {
  return (message as ListeningMessage | undefined)?.type === 'siwes:listening';
}

/** More deaths than this within a minute and the primary gives up (exit code 1). */
export const MAX_RESTARTS_PER_MINUTE = 5;

export async function runPrimary(options: StartOptions, workers: number, logger: Logger = consoleLogger) {
  await prepareStorage(options);
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  const listening = new Set<number>();
  const restarts: number[] = [];

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info(`${reason}: closing ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isListening(message)) return;
      listening.add(worker.id);
      if (!announced && listening.size === workers) {
        announced = true;
        logger.info(`SIWES portal listening on ${message.url} (${message.engine}, ${workers} workers)`);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!wasListening) {
      // It never started (a port in use, a bad setting): more of the same would fail alike.
      logger.error(`A worker could not start (exit ${signal ?? code}); stopping`);
      stop('Start-up failed', 1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.error(`Workers stopped ${restarts.length} times in a minute; stopping`);
      stop('Too many restarts', 1);
      return;
    }
    logger.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    fork();
  });

  for (let i = 0; i < workers; i += 1) fork();
  process.once('SIGTERM', () => stop('SIGTERM', 0));
  process.once('SIGINT', () => stop('SIGINT', 0));
}

/** Tells the primary this worker listens (a no-op outside a cluster). */
export function announceListening(url: string, engine: Engine): void {
  const message: ListeningMessage = { type: 'siwes:listening', url, engine };
  process.send?.(message);
}
