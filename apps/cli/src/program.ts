/**
 * The `siwes` program: global options on the root, a file per command, and one error handler.
 * `run()` is what bin/siwes.js and the tests call; it never exits the process itself.
 */
import { Command } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { assignCommand } from './commands/assign.ts';
import { loginCommand, logoutCommand, whoamiCommand } from './commands/auth.ts';
import { deadlineCommand } from './commands/deadline.ts';
import { summaryCommand } from './commands/summary.ts';
import { formsCommand } from './commands/forms.ts';
import { gradesCommand } from './commands/grades.ts';
import { notifyCommand } from './commands/notify.ts';
import { reportsCommand } from './commands/reports.ts';
import { studentsCommand } from './commands/students.ts';
import { supervisorsCommand } from './commands/supervisors.ts';
import { DEFAULT_API_URL, globalOptions } from './context.ts';
import { EXIT, handleError } from './errors.ts';
import type { Io } from './io.ts';

export const VERSION: string = pkg.version;

/** Applies output, exit and help settings to a command and all its subcommands. */
function configureTree(command: Command, io: Io): void {
  command
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHelpWidth: () => io.stdout.columns ?? 100,
      getErrHelpWidth: () => io.stderr.columns ?? 100,
    })
    .exitOverride((error) => {
      // Usage errors exit 2, help and version 0; handleError decides, after Commander has printed.
      throw error;
    })
    .showHelpAfterError('(add --help for usage and examples)');
  for (const sub of command.commands) configureTree(sub, io);
}

export function createProgram(io: Io): Command {
  const program = new Command('siwes')
    .description("The SIWES portal from the terminal: a coordinator's bulk work on the portal's own API.")
    .version(VERSION, '-V, --version', 'print the version')
    .option(
      '--api-url <url>',
      'API address (or SIWES_API_URL)',
      io.env.SIWES_API_URL && io.env.SIWES_API_URL !== '' ? io.env.SIWES_API_URL : DEFAULT_API_URL,
    )
    .option('--json', 'machine-readable results on stdout')
    .option('-q, --quiet', 'no progress or notes on stderr')
    .option('-y, --yes', 'no confirmation prompts')
    .option('--debug', 'print stack traces')
    .addCommand(loginCommand(io))
    .addCommand(logoutCommand(io))
    .addCommand(whoamiCommand(io))
    .addCommand(assignCommand(io))
    .addCommand(gradesCommand(io))
    .addCommand(deadlineCommand(io))
    .addCommand(studentsCommand(io))
    .addCommand(supervisorsCommand(io))
    .addCommand(reportsCommand(io))
    .addCommand(formsCommand(io))
    .addCommand(summaryCommand(io))
    .addCommand(notifyCommand(io))
    .addHelpText(
      'after',
      `
Examples:
  $ siwes login --email coordinator@uni.edu.ng
  $ siwes assign inspection --file cohort.csv --dry-run
  $ siwes grades export --out Student-Grades.csv

Exit codes: 0 ok, 1 failed (or some rows failed), 2 bad usage or input, 130 interrupted.
Docs: docs/cli.md`,
    );
  configureTree(program, io);
  return program;
}

/** Runs the CLI with user arguments (no `node script` prefix) and returns the exit code. */
export async function run(args: readonly string[], io: Io): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync([...args], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    const options = globalOptions(program);
    return handleError(error, { stderr: io.stderr, apiUrl: options.apiUrl, debug: options.debug });
  }
}
