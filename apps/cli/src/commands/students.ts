/** `siwes students list|search|export`. */
import { Command, Option } from 'commander';
import {
  EXPORT_FILES,
  MESSAGES,
  MIN_SEARCH_LENGTH,
  PAGE_SIZE,
  type Student,
  MAX_PAGE_SIZE,
  toCsv,
} from '@siwes/api';
import { Context } from '../context.ts';
import { guardCsvText } from '../csv.ts';
import { usageError } from '../errors.ts';
import { intOption, writeOutput } from '../files.ts';
import type { Io } from '../io.ts';
import { renderTable, show } from '../table.ts';

/** The most rows a page may hold: the server's cap (and the fake's). */
export const MAX_LIST_LIMIT = MAX_PAGE_SIZE;

const FORMATS = ['table', 'csv', 'json'] as const;
type Format = (typeof FORMATS)[number];

const HEADER = [
  'Code',
  'Name',
  'Matric No',
  'Level',
  'Course',
  'Company',
  'Inspection Supervisor',
  'Defence Supervisor',
];

const person = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : '';

function studentRow(s: Student): string[] {
  return [
    s.studentCode,
    s.name,
    s.matricNo,
    s.level,
    s.course ?? '',
    s.company?.name ?? '',
    person(s.inspection_supervisor),
    person(s.defense_supervisor),
  ];
}

const formatOption = () =>
  new Option('--format <format>', 'table, csv or json (--json is the same as --format json)')
    .choices(FORMATS)
    .default('table');

function formatOf(ctx: Context, format: Format): Format {
  return ctx.options.json ? 'json' : format;
}

/** Prints students in the chosen format on stdout. */
function printStudents(
  ctx: Context,
  format: Format,
  students: Student[],
  extra: Record<string, unknown> = {},
) {
  if (format === 'json') ctx.io.stdout.write(`${JSON.stringify({ ...extra, students }, null, 2)}\n`);
  else if (format === 'csv') ctx.io.stdout.write(toCsv(HEADER, students.map(studentRow)));
  else
    ctx.io.stdout.write(
      renderTable(
        HEADER,
        students.map((s) => studentRow(s).map(show)),
      ),
    );
}

function listCommand(io: Io): Command {
  return new Command('list')
    .description('A page of registered students')
    .option('-p, --page <n>', 'page number', '1')
    .option('-l, --limit <n>', `students per page (1-${MAX_LIST_LIMIT})`, String(PAGE_SIZE))
    .option(
      '--sort <field>',
      'sort by a student field: course, name, matricNo, level, studentCode...',
      'course',
    )
    .addOption(new Option('--order <order>', 'sort order').choices(['asc', 'desc']).default('asc'))
    .addOption(formatOption())
    .addHelpText(
      'after',
      '\nExamples:\n  $ siwes students list\n  $ siwes students list --page 2 --limit 50 --sort name --order desc\n  $ siwes students list --format csv > page1.csv',
    )
    .action(
      async (
        options: { page: string; limit: string; sort: string; order: 'asc' | 'desc'; format: Format },
        command: Command,
      ) => {
        const ctx = new Context(command, io);
        const page = intOption('--page', options.page, 1, 1_000_000, 1);
        const limit = intOption('--limit', options.limit, 1, MAX_LIST_LIMIT, PAGE_SIZE);
        const client = await ctx.clientAs('coordinator');
        const answer = await client.listStudents(
          { page, limit, sortBy: options.sort, sortOrder: options.order },
          ctx.call(MESSAGES.fetchStudentsError),
        );
        const pages = Math.max(1, Math.ceil(answer.totalStudents / limit));
        const format = formatOf(ctx, options.format);
        printStudents(ctx, format, answer.students, {
          page,
          limit,
          pages,
          totalStudents: answer.totalStudents,
        });
        if (format === 'table') ctx.info(`Page ${page} of ${pages} (${answer.totalStudents} students).`);
      },
    );
}

function searchCommand(io: Io): Command {
  return new Command('search')
    .description(
      `Students whose name, matric number, email or code contains QUERY (${MIN_SEARCH_LENGTH}+ characters)`,
    )
    .argument('<query>', 'text to look for')
    .addOption(formatOption())
    .addHelpText(
      'after',
      '\nExamples:\n  $ siwes students search okafor\n  $ siwes students search CSC/2021 --json',
    )
    .action(async (query: string, options: { format: Format }, command: Command) => {
      const ctx = new Context(command, io);
      if (query.trim().length < MIN_SEARCH_LENGTH) {
        throw usageError(`Search needs at least ${MIN_SEARCH_LENGTH} characters, got "${query}".`);
      }
      const client = await ctx.clientAs('coordinator');
      const students = await client.searchStudents({ q: query.trim() }, ctx.call(MESSAGES.searchError));
      const format = formatOf(ctx, options.format);
      printStudents(ctx, format, students, { query: query.trim() });
      if (format === 'table') ctx.info(`${students.length} found.`);
    });
}

function exportCommand(io: Io): Command {
  return new Command('export')
    .description(`Download every student as ${EXPORT_FILES.students}`)
    .option('-o, --out <file>', 'where to write it; - for stdout', EXPORT_FILES.students)
    .addHelpText(
      'after',
      '\nExamples:\n  $ siwes students export\n  $ siwes students export --out cohort-2026.csv',
    )
    .action(async (options: { out: string }, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      const file = await client.downloadStudents(ctx.call(MESSAGES.exportFailed));
      const path = await writeOutput(ctx, options.out, guardCsvText(await file.text()));
      if (path === '-') return;
      ctx.json({ file: path });
      ctx.out(`Wrote ${path}.`);
    });
}

export function studentsCommand(io: Io): Command {
  return new Command('students')
    .description('List, search and export students')
    .addCommand(listCommand(io))
    .addCommand(searchCommand(io))
    .addCommand(exportCommand(io))
    .addHelpText('after', '\nExample:\n  $ siwes students search okafor');
}
