/** `siwes reports totals`: weekly report totals per student. */
import { Command } from 'commander';
import { EXPORT_FILES, MESSAGES, type WeeklyReportScoreRow } from '@siwes/api';
import { Context } from '../context.ts';
import { guardCsvText } from '../csv.ts';
import { FETCH_PAGE_SIZE } from '../directory.ts';
import { writeOutput } from '../files.ts';
import type { Io } from '../io.ts';
import { runPool } from '../pool.ts';
import { renderTable } from '../table.ts';

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
      const call = ctx.call(MESSAGES.loadFailed);
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
      const rows = [first.data, ...rest].flat();
      ctx.json({ totalStudents: first.totalStudents, rows });
      ctx.out(
        renderTable(
          ['Student Name', 'Matric Number', 'Total Weeks', 'Total Score'],
          rows.map((r) => [
            `${r.firstName} ${r.lastName}`,
            r.matricNumber,
            String(r.reportCount),
            String(r.marks),
          ]),
        ),
      );
    });
}

export function reportsCommand(io: Io): Command {
  return new Command('reports')
    .description('Weekly reports')
    .addCommand(totalsCommand(io))
    .addHelpText('after', '\nExample:\n  $ siwes reports totals --out weekly_reports.csv');
}
