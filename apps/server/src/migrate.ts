/**
 * `npm run migrate`: readies the database for this version and exits, for deployments that run
 * it once before starting or restarting their servers (docs/deploy.md): migrations, the
 * generated development secrets, the first coordinator or demo seed of an empty database, forms
 * moved into PostgreSQL. Reads the same environment variables as the server. Every server still
 * runs the same steps at start, finding them done.
 */
import { optionsFromEnv } from './config.ts';
import { prepareStorage } from './index.ts';

try {
  await prepareStorage(optionsFromEnv(process.env));
  console.log('SIWES database ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
