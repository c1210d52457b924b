/**
 * `npm start`: the server from environment variables (docs/server.md), on PORT (default 3000),
 * serving the built portal and /api on one origin. SIGTERM and SIGINT close it cleanly.
 */
import { optionsFromEnv, startServer } from './index.ts';

try {
  const server = await startServer(optionsFromEnv(process.env));
  console.log(`SIWES portal listening on ${server.url} (${server.engine})`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
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
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
