/**
 * `siwes reports totals`: weekly report totals per student; `siwes reports signoffs`: each
 * student's weeks written, signed and waiting for sign-off, and the last sign-off, as CSV.
 */
import { Command } from 'commander';
import {
  EXPORT_FILES,
  lagosDay,
  MESSAGES,
  toCsv,
  type ApiClient,
  type CallOptions,
  type WeeklyReportScoreRow,
} from '@siwes/api';
import { Context } from '../context.ts';
import { guardCsvText } from '../csv.ts';
import { FETCH_PAGE_SIZE } from '../directory.ts';
import { writeOutput } from '../files.ts';
import type { Io } from '../io.ts';
import { runPool } from '../pool.ts';
import { renderTable } from '../table.ts';

/** Every student's weekly report totals in name order: the first page says how many more to read, 4 at a time. */
async function everyScoreRow(client: ApiClient, call: CallOptions, io: Io) {
  const first = await client.getWeeklyReportScores({ page: 1, limit: FETCH_PAGE_SIZE }, call);
  const pageSize = first.data.length;
  const pages = pageSize === 0 ? 1 : Math.ceil(first.totalStudents / pageSize);
  const rest: WeeklyReportScoreRow[][] = [];
  await runPool(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    4,
    async (page, index) => {
      rest[index] = (await client.getWeeklyReportScores({ page, limit: pageSize }, call)).data;
    },
    io.signal,
  );
  return { totalStudents: first.totalStudents, rows: [first.data, ...rest].flat() };
}

/** The file `siwes reports signoffs` writes by default. */
export const SIGNOFFS_FILE = 'logbook_signoffs.csv';

export const SIGNOFFS_HEADER = [
  'First Name',
  'Last Name',
  'Matric Number',
  'Weeks Written',
  'Weeks Signed',
  'Weeks Waiting',
  'Last Sign-off',
] as const;

/** A student's row of the sign-off export: the last sign-off as its day in Lagos, blank when none. */
export function signoffsRow(r: WeeklyReportScoreRow): unknown[] {
  const last = r.lastSignedAt ? lagosDay(new Date(r.lastSignedAt)) : '';
  return [r.firstName, r.lastName, r.matricNumber, r.reportCount, r.signedWeeks, r.waitingWeeks, last];
}

function signoffsCommand(io: Io): Command {
  return new Command('signoffs')
    .description(
      "Each student's weeks written, signed and waiting for sign-off, and the day of the last sign-off, as CSV",
    )
    .option('-o, --out <file>', 'where to write it; - for stdout', SIGNOFFS_FILE)
    .addHelpText(
      'after',
      `
Columns: ${SIGNOFFS_HEADER.join(', ')}. A week waiting has a sign-off link that may still sign
(asked for, not signed, not expired); the last sign-off is its day in Lagos (YYYY-MM-DD), blank
when the student has none.

Examples:
  $ siwes reports signoffs
  $ siwes reports signoffs --out signoffs-2026.csv
  $ siwes reports signoffs --out - | head`,
    )
    .action(async (options: { out: string }, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      const { rows } = await everyScoreRow(client, ctx.call(MESSAGES.loadFailed), io);
      const path = await writeOutput(ctx, options.out, toCsv(SIGNOFFS_HEADER, rows.map(signoffsRow)));
      if (path === '-') return;
      ctx.json({ file: path, students: rows.length });
      ctx.out(`Wrote ${rows.length} students to ${path}.`);
    });
}

function totalsCommand(io: Io): Command {
  return new Command('totals')
    .description(`Weekly report totals per student; with --out, the server's ${EXPORT_FILES.weeklyReports}`)
    .option(
      '-o, --out <file>',
      `download the CSV to a file (e.g. ${EXPORT_FILES.weeklyReports}); - for stdout`,
    )
    .addHelpText(
      'after',
      `\nExamples:\n  $ siwes reports totals\n  $ siwes reports totals --out ${EXPORT_FILES.weeklyReports}\n  $ siwes reports totals --json`,
    )
    .action(async (options: { out?: string }, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      if (options.out) {
        const file = await client.downloadWeeklyReportScores(ctx.call(MESSAGES.exportFailed));
        const path = await writeOutput(ctx, options.out, guardCsvText(await file.text()));
        if (path === '-') return;
        ctx.json({ file: path });
        ctx.out(`Wrote ${path}.`);
        return;
      }
      const { totalStudents, rows } = await everyScoreRow(client, ctx.call(MESSAGES.loadFailed), io);
      ctx.json({ totalStudents, rows });
      ctx.out(
        renderTable(
          ['Student Name', 'Matric Number', 'Total Weeks', 'Total Score', 'Signed Weeks'],
          rows.map((r) => [
            `${r.firstName} ${r.lastName}`,
            r.matricNumber,
            String(r.reportCount),
            String(r.marks),
            String(r.signedWeeks),
          ]),
        ),
      );
    });
}

export function reportsCommand(io: Io): Command {
  return new Command('reports')
    .description('Weekly reports')
    .addCommand(totalsCommand(io))
    .addCommand(signoffsCommand(io))
    .addHelpText(
      'after',
      `\nExamples:\n  $ siwes reports totals --out weekly_reports.csv\n  $ siwes reports signoffs --out ${SIGNOFFS_FILE}`,
    );
}
