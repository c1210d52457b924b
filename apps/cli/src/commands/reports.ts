/**
 * `siwes reports totals`: weekly report totals per student; `siwes reports signoffs`: each
 * student's weeks written, signed and waiting for sign-off, and the last sign-off, as CSV.
 */
import { Command } from 'commander';
import {
  EXPORT_FILES,
  fetchAllWeeklyReportScores,
  lagosDay,
  MESSAGES,
  type WeeklyReportScoreRow,
} from '@siwes/api';
import { Context } from '../context.ts';
import { guardCsvText } from '../csv.ts';
import { writeOutput, writeStudentsCsv } from '../files.ts';
import type { Io } from '../io.ts';
import { renderTable } from '../table.ts';

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
      const { rows } = await fetchAllWeeklyReportScores(client, ctx.call(MESSAGES.loadFailed));
      await writeStudentsCsv(ctx, options.out, SIGNOFFS_HEADER, rows.map(signoffsRow));
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
      const { totalStudents, rows } = await fetchAllWeeklyReportScores(client, ctx.call(MESSAGES.loadFailed));
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
