/**
 * `npm start`: the server from environment variables (docs/server.md), on PORT (default 3000),
 * serving the built portal and /api on one origin. SIGTERM and SIGINT close it cleanly. With
 * SIWES_WORKERS above 1, a primary process runs that many servers on the port (cluster.ts).
 */
import cluster from 'node:cluster';
import { workersFromEnv } from './config.ts';
import { optionsFromEnv, startServer } from './index.ts';
import { announceListening, runPrimary } from './cluster.ts';

try {
  const options = optionsFromEnv(process.env);
  const workers = workersFromEnv(process.env);
  if (workers > 1 && cluster.isPrimary) {
    await runPrimary(options, workers);
  } else {
    const server = await startServer(options);
    if (cluster.isWorker) announceListening(server.url, server.engine);
    else console.log(`SIWES portal listening on ${server.url} (${server.engine})`);
    let closing = false;
    const stop = (reason: string) => {
      if (closing) return;
      closing = true;
      if (!cluster.isWorker) console.log(`${reason}: closing`);
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
    // A worker whose primary is gone closes too, rather than serve on unsupervised.
    if (cluster.isWorker) process.once('disconnect', () => stop('The primary process ended'));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
