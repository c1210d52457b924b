/** `siwes grades export|collate|import`. */
import { Command } from 'commander';
import { EXPORT_FILES, MESSAGES, type Student } from '@siwes/api';
import { executeBatch } from '../batch.ts';
import { Context } from '../context.ts';
import { fetchAllStudents, Directory } from '../directory.ts';
import { CliError, EXIT } from '../errors.ts';
import { intOption, readInput, writeStudentsCsv } from '../files.ts';
import { GRADE_LABEL, GRADES_HEADER, gradesRow, planGrades } from '../gradesFile.ts';
import type { Io } from '../io.ts';
import { renderTable, show } from '../table.ts';
import { DEFAULT_CONCURRENCY, MAX_CONCURRENCY } from './assign.ts';

function gradesJson(student: Student) {
  const g = student.grade ?? {};
  return {
    id: student._id,
    studentCode: student.studentCode,
    matricNo: student.matricNo,
    name: student.name,
    weeklyReportsScore: g.weeklyReportsScore ?? null,
    inspectionScore: g.inspectionScore ?? null,
    defenseScore: g.defenseScore ?? null,
    total: g.total ?? null,
  };
}

function exportCommand(io: Io): Command {
  return new Command('export')
    .description(`Write ${EXPORT_FILES.grades} with the portal's columns`)
    .option('-o, --out <file>', 'where to write it; - for stdout', EXPORT_FILES.grades)
    .addHelpText(
      'after',
      `
Columns: ${GRADES_HEADER.join(', ')} (N/A where a grade is missing).

Examples:
  $ siwes grades export
  $ siwes grades export --out grades-2026.csv
  $ siwes grades export --out - | head`,
    )
    .action(async (options: { out: string }, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      const students = await fetchAllStudents(client, { signal: io.signal });
      students.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
      await writeStudentsCsv(ctx, options.out, GRADES_HEADER, students.map(gradesRow));
    });
}

function collateCommand(io: Io): Command {
  return new Command('collate')
    .description("Total every student's grades, or one student's")
    .option('-s, --student <id>', 'one student: id, student code or matric number')
    .addHelpText(
      'after',
      '\nExamples:\n  $ siwes grades collate\n  $ siwes grades collate --student STU-0001',
    )
    .action(async (options: { student?: string }, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      if (!options.student) {
        const answer = await client.collateAllGrades(ctx.call());
        ctx.json({ message: answer.message });
        ctx.out(answer.message);
        return;
      }
      let id = options.student;
      // The server takes an id; a matric number is looked up first.
      if (id.includes('/')) {
        const directory = new Directory(await fetchAllStudents(client, { signal: io.signal }), []);
        const found = directory.student(id);
        if (!found) throw new CliError(`Unknown student "${options.student}".`, EXIT.usage);
        id = found._id;
      }
      const answer = await client.collateGrades({ id }, ctx.call());
      ctx.json({ message: answer.message, student: gradesJson(answer.data) });
      ctx.out(answer.message);
      const row = gradesRow(answer.data).map(show);
      ctx.out(renderTable([...GRADES_HEADER], [row]));
    });
}

function importCommand(io: Io): Command {
  return new Command('import')
    .description('Set weekly report, inspection and defence grades from a CSV file')
    .requiredOption('-f, --file <file>', 'CSV with a student column and grade columns; - reads stdin')
    .option('--dry-run', 'check every value and print the plan without changing anything')
    .option('-c, --concurrency <n>', `calls at a time (1-${MAX_CONCURRENCY})`, String(DEFAULT_CONCURRENCY))
    .addHelpText(
      'after',
      `
The file is an edited ${EXPORT_FILES.grades} (MatricNo plus WeeklyReportGrade, InspectionGrade,
DefenceGrade; the other columns are ignored), or a file without a header holding
student, weekly report, inspection, defence. Blank or N/A leaves a grade unchanged;
grades equal to the stored ones are skipped. Every value is checked against the
maxima (weekly reports 30, inspection 30, defence 40) before anything is sent.

Examples:
  $ siwes grades import --file ${EXPORT_FILES.grades} --dry-run
  $ siwes grades import --file grades.csv && siwes grades collate`,
    )
    .action(async (options: { file: string; dryRun?: boolean; concurrency?: string }, command: Command) => {
      const ctx = new Context(command, io);
      const concurrency = intOption(
        '--concurrency',
        options.concurrency,
        1,
        MAX_CONCURRENCY,
        DEFAULT_CONCURRENCY,
      );
      const text = await readInput(ctx, options.file);
      const client = await ctx.clientAs('coordinator');
      const directory = new Directory(await fetchAllStudents(client, { signal: io.signal }), []);
      const plan = planGrades(text, directory);
      if (plan.errors.length > 0) {
        ctx.json({ errors: plan.errors });
        for (const error of plan.errors) ctx.warn(`line ${error.line}: ${error.reason}`);
        const rows = plan.errors.length === 1 ? 'value' : 'values';
        throw new CliError(
          `${plan.errors.length} bad ${rows} in ${options.file}; nothing was changed.`,
          EXIT.usage,
        );
      }
      const toSend = plan.grades.filter((g) => g.action === 'grade');
      const skipped = plan.grades.length - toSend.length;
      const planJson = plan.grades.map((g) => ({
        line: g.line,
        studentCode: g.student.studentCode,
        matricNo: g.student.matricNo,
        type: g.type,
        score: g.score,
        action: g.action,
      }));
      if (options.dryRun) {
        ctx.json({ dryRun: true, grades: planJson, summary: { grade: toSend.length, skip: skipped } });
        ctx.out(
          renderTable(
            ['line', 'matric no', 'grade', 'score', 'action'],
            plan.grades.map((g) => [
              String(g.line),
              g.student.matricNo,
              GRADE_LABEL[g.type],
              String(g.score),
              g.action === 'skip' ? 'skip (unchanged)' : 'set',
            ]),
          ),
        );
        ctx.out(`Dry run: would set ${toSend.length} grades, skip ${skipped}. Nothing was changed.`);
        return;
      }
      const result = await executeBatch(
        ctx,
        toSend.map((g) => ({ ...g, label: `${g.student.matricNo} ${GRADE_LABEL[g.type]} ${g.score}` })),
        concurrency,
        'graded',
        (g) =>
          client.coordinatorAssignGrade(
            { studentId: g.student._id, type: g.type, score: g.score },
            { fallback: MESSAGES.genericError },
          ),
      );
      const summary = {
        graded: result.succeeded,
        skipped,
        failed: result.failures.length,
        notStarted: result.notStarted,
      };
      ctx.json({ interrupted: result.interrupted, summary, failures: result.failures });
      const counts = `set ${result.succeeded}, skipped ${skipped}, failed ${result.failures.length}`;
      if (result.interrupted) {
        ctx.out(`Interrupted: ${counts}; ${result.notStarted} not started.`);
        throw new CliError(
          'Stopped. Run the same command again to finish: grades already set are skipped.',
          EXIT.interrupted,
        );
      }
      ctx.out(`Grades: ${counts}. Run \`siwes grades collate\` to update the totals.`);
      if (result.failures.length > 0) throw new CliError('', EXIT.failed);
    });
}

export function gradesCommand(io: Io): Command {
  return new Command('grades')
    .description('Export, collate and import grades')
    .addCommand(exportCommand(io))
    .addCommand(collateCommand(io))
    .addCommand(importCommand(io))
    .addHelpText('after', '\nExample:\n  $ siwes grades export --out Student-Grades.csv');
}
