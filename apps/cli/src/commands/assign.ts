/**
 * `siwes assign inspection|defence --file FILE`: assign supervisors to a whole cohort from a CSV.
 * Every row is checked first; students already assigned to that supervisor are skipped, so an
 * interrupted run can simply be run again. The rows left go to the server in groups, one
 * `assignSupervisors` call per supervisor and up to `--batch-size` students (issue 34): a
 * cohort of 1,000 is about ten calls, not a thousand. A student moved from another supervisor
 * loses the date that supervisor set, as the spec's single assignment does, unless `--keep-date`.
 */
import { Command } from 'commander';
import { MAX_STUDENTS_PER_ASSIGNMENT, MESSAGES, type ApiClient } from '@siwes/api';
import { planAssignments, type AssignKind, type PlannedRow } from '../assignPlan.ts';
import { executeGroups } from '../batch.ts';
import { Context } from '../context.ts';
import { Directory } from '../directory.ts';
import { CliError, EXIT } from '../errors.ts';
import { intOption, readInput } from '../files.ts';
import type { Io } from '../io.ts';
import { renderTable } from '../table.ts';

export const DEFAULT_CONCURRENCY = 4;
export const MAX_CONCURRENCY = 32;

interface AssignOptions {
  file: string;
  dryRun?: boolean;
  concurrency?: string;
  batchSize?: string;
  keepDate?: boolean;
}

type Row = PlannedRow & { label: string };

/** The rows to send, one group per supervisor (in file order), each of at most `size` students. */
export function groupBySupervisor<T extends PlannedRow>(rows: readonly T[], size: number): T[][] {
  const bySupervisor = new Map<string, T[]>();
  for (const row of rows) {
    const list = bySupervisor.get(row.supervisor._id) ?? [];
    list.push(row);
    bySupervisor.set(row.supervisor._id, list);
  }
  const groups: T[][] = [];
  for (const list of bySupervisor.values()) {
    for (let i = 0; i < list.length; i += size) groups.push(list.slice(i, i + size));
  }
  return groups;
}

/** One call for a group of one supervisor's students; answers with the rows the server refused. */
async function assignGroup(
  client: ApiClient,
  kind: AssignKind,
  group: readonly Row[],
  keepDate: boolean,
): Promise<Map<Row, string>> {
  const result = await client.assignSupervisors(
    {
      type: kind === 'inspection' ? 'inspection' : 'defense',
      supervisorId: group[0]!.supervisor._id,
      studentCodes: group.map((row) => row.student.studentCode),
      replace: true,
      keepDate,
    },
    { fallback: MESSAGES.assignInspectorError },
  );
  const reasons = new Map(result.refused.map((r) => [r.studentCode, r.message]));
  return new Map(
    group.flatMap((row) => {
      const reason = reasons.get(row.student.studentCode);
      return reason === undefined ? [] : [[row, reason] as const];
    }),
  );
}

function rowJson(row: PlannedRow) {
  return {
    line: row.line,
    studentCode: row.student.studentCode,
    matricNo: row.student.matricNo,
    supervisorId: row.supervisor._id,
    supervisorEmail: row.supervisor.email,
    action: row.action,
    ...(row.replaces ? { replaces: row.replaces } : {}),
  };
}

async function runAssign(kind: AssignKind, options: AssignOptions, command: Command, io: Io): Promise<void> {
  const ctx = new Context(command, io);
  const concurrency = intOption(
    '--concurrency',
    options.concurrency,
    1,
    MAX_CONCURRENCY,
    DEFAULT_CONCURRENCY,
  );
  const batchSize = intOption(
    '--batch-size',
    options.batchSize,
    1,
    MAX_STUDENTS_PER_ASSIGNMENT,
    MAX_STUDENTS_PER_ASSIGNMENT,
  );
  const text = await readInput(ctx, options.file);
  if (text.trim() === '') throw new CliError(`${options.file} has no rows to assign.`, EXIT.usage);
  const client = await ctx.clientAs('coordinator');
  ctx.info(`Reading students and supervisors from ${ctx.apiUrl}...`);
  const directory = await Directory.load(client, io.signal);
  const plan = planAssignments(text, kind, directory);

  if (plan.errors.length > 0) {
    ctx.json({ kind, errors: plan.errors });
    for (const error of plan.errors) ctx.warn(`line ${error.line}: ${error.reason}`);
    const rows = plan.errors.length === 1 ? 'row' : 'rows';
    throw new CliError(
      `${plan.errors.length} bad ${rows} in ${options.file}; nothing was changed.`,
      EXIT.usage,
    );
  }
  if (plan.rows.length === 0) throw new CliError(`${options.file} has no rows to assign.`, EXIT.usage);

  const toAssign = plan.rows.filter((r) => r.action === 'assign');
  const skipped = plan.rows.length - toAssign.length;

  if (options.dryRun) {
    ctx.json({
      kind,
      dryRun: true,
      rows: plan.rows.map(rowJson),
      summary: { assign: toAssign.length, skip: skipped },
    });
    ctx.out(
      renderTable(
        ['line', 'student', 'matric no', 'supervisor', 'action'],
        plan.rows.map((r) => [
          String(r.line),
          r.student.studentCode,
          r.student.matricNo,
          r.supervisor.email,
          r.action === 'skip'
            ? 'skip (already assigned)'
            : r.replaces
              ? `assign (replaces ${r.replaces})`
              : 'assign',
        ]),
      ),
    );
    ctx.out(`Dry run: would assign ${toAssign.length}, skip ${skipped}. Nothing was changed.`);
    return;
  }

  const rows: Row[] = toAssign.map((row) => ({
    ...row,
    label: `${row.student.studentCode} -> ${row.supervisor.email}`,
  }));
  const result = await executeGroups(
    ctx,
    groupBySupervisor(rows, batchSize),
    concurrency,
    'assigned',
    (group) => assignGroup(client, kind, group, options.keepDate === true),
  );
  const { succeeded: assigned, failures, notStarted } = result;
  const summary = { assigned, skipped, failed: failures.length, notStarted, total: plan.rows.length };
  ctx.json({ kind, interrupted: result.interrupted, summary, failures });
  const counts = `assigned ${assigned}, skipped ${skipped}, failed ${failures.length}`;
  if (result.interrupted) {
    ctx.out(`Interrupted: ${counts}; ${notStarted} not started.`);
    throw new CliError(
      `Stopped after ${result.started} of ${toAssign.length} assignments. Run the same command again to finish: rows already done are skipped.`,
      EXIT.interrupted,
    );
  }
  ctx.out(`${kind === 'inspection' ? 'Inspection' : 'Defence'} supervisors: ${counts}.`);
  if (failures.length > 0) throw new CliError('', EXIT.failed);
}

function kindCommand(kind: AssignKind, io: Io): Command {
  const label = kind === 'inspection' ? 'inspection' : 'defence';
  const command = new Command(kind)
    .description(`Assign ${label} supervisors to students from a CSV file`)
    .requiredOption(
      '-f, --file <file>',
      'CSV of student (code, matric number or id) and supervisor (email or id); - reads stdin',
    )
    .option('--dry-run', 'check every row and print the plan without changing anything')
    .option('-c, --concurrency <n>', `calls at a time (1-${MAX_CONCURRENCY})`, String(DEFAULT_CONCURRENCY))
    .option(
      '-b, --batch-size <n>',
      `students per call, each call one supervisor's (1-${MAX_STUDENTS_PER_ASSIGNMENT})`,
      String(MAX_STUDENTS_PER_ASSIGNMENT),
    )
    .option('--keep-date', 'a student moved from another supervisor keeps the date that supervisor set')
    .addHelpText(
      'after',
      `
The file names each student by student code or matric number and each supervisor by
email or id, with or without a header row (student,supervisor):

  student,supervisor
  STU-0001,ada.okafor@uni.edu.ng
  CSC/2021/017,sup-03

Examples:
  $ siwes assign ${kind} --file cohort.csv --dry-run
  $ siwes assign ${kind} --file cohort.csv --concurrency 8
  $ siwes assign ${kind} --file moves.csv --keep-date
  $ siwes assign ${kind} --file cohort.csv --json > result.json

Exit codes: 0 all assigned or skipped, 1 some rows failed, 2 bad file (nothing changed),
130 interrupted (run again to finish).`,
    )
    .action((options: AssignOptions, cmd: Command) => runAssign(kind, options, cmd, io));
  if (kind === 'defence') command.alias('defense');
  return command;
}

export function assignCommand(io: Io): Command {
  return new Command('assign')
    .description('Assign inspection or defence supervisors in bulk')
    .addCommand(kindCommand('inspection', io))
    .addCommand(kindCommand('defence', io))
    .addHelpText('after', '\nExample:\n  $ siwes assign inspection --file cohort.csv --dry-run');
}
