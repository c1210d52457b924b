/**
 * `npm run audit:verify` (issue 27): walks the audit trail's digest chain in the database and
 * names every row edited or deleted since it was written; exits 1 when any is. Reads the same
 * environment variables as the server (SIWES_DATA_DIR, DATABASE_URL), on the server's machine:
 * the check reads the rows themselves, not a server's word about them (docs/security.md).
 */
import { optionsFromEnv } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { verifyAuditTrail } from './services/audit.ts';

const options = optionsFromEnv(process.env);
const opened = await openDatabase({
  dataDir: options.dataDir ?? './data',
  databaseUrl: options.databaseUrl,
  poolSize: 1,
});
try {
  const result = await verifyAuditTrail(opened.db);
  for (const { seq, problem } of result.problems) {
    console.error(
      problem === 'missing'
        ? `Audit row ${seq}: deleted`
        : problem === 'head'
          ? `Audit row ${seq}: the chain's head does not match its last row`
          : `Audit row ${seq}: edited (its digest does not match its content and the row before it)`,
    );
  }
  console.log(
    `${result.rows} audit rows checked; head ${result.head.seq} ${result.head.digest}; ${
      result.ok ? 'the chain is whole' : `${result.problems.length} problem(s)`
    }`,
  );
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await opened.close();
}
