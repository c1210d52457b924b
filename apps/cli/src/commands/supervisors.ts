/** `siwes supervisors list|create`. */
import { Command } from 'commander';
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  type Supervisor,
} from '@siwes/api';
import { Context } from '../context.ts';
import { usageError } from '../errors.ts';
import type { Io } from '../io.ts';
import { passwordFromStdin, promptPassword } from '../prompt.ts';
import { renderTable, show } from '../table.ts';

const row = (s: Supervisor) => [
  `${s.firstName} ${s.lastName}`,
  s.phone,
  s.email,
  s.office,
  String(s.noOfAssignedStudents),
  s._id,
];

function listCommand(io: Io): Command {
  return new Command('list')
    .description('Registered supervisors with their number of students')
    .addHelpText('after', '\nExamples:\n  $ siwes supervisors list\n  $ siwes supervisors list --json')
    .action(async (_options: unknown, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      const supervisors = await client.listSupervisors(ctx.call(MESSAGES.fetchError));
      ctx.json({ supervisors });
      ctx.out(
        renderTable(
          ['Name', 'Phone', 'Email', 'Office', 'Students', 'Id'],
          supervisors.map((s) => row(s).map(show)),
        ),
      );
    });
}

interface CreateOptions {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  office: string;
  passwordStdin?: boolean;
}

function createCommand(io: Io): Command {
  return new Command('create')
    .description('Create a supervisor account')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .requiredOption('--email <email>', 'email, used to sign in')
    .requiredOption('--phone <phone>', 'phone number')
    .requiredOption('--office <office>', 'office')
    .option('--password-stdin', 'read the initial password from stdin instead of a hidden prompt')
    .addHelpText(
      'after',
      `
The initial password is never an argument: it is asked for without echo, or read from stdin.
It must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters and not be a common one (docs/security.md).

Examples:
  $ siwes supervisors create --first-name Ada --last-name Okafor --email ada.okafor@uni.edu.ng \\
      --phone 08030000000 --office "Block B, Room 12"
  $ printf '%s\\n' "$INITIAL_PASSWORD" | siwes supervisors create ... --password-stdin`,
    )
    .action(async (options: CreateOptions, command: Command) => {
      const ctx = new Context(command, io);
      const fields = {
        firstName: options.firstName.trim(),
        lastName: options.lastName.trim(),
        email: options.email.trim(),
        phone: options.phone.trim(),
        office: options.office.trim(),
      };
      const blank = Object.entries(fields).find(([, v]) => v === '');
      if (blank)
        throw usageError(`--${blank[0].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} must not be empty.`);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email))
        throw usageError(`"${fields.email}" is not an email address.`);
      const client = await ctx.clientAs('coordinator');
      const password = options.passwordStdin
        ? await passwordFromStdin(io)
        : await promptPassword(io, 'Initial password: ');
      if (password === '') throw usageError('The password is empty.');
      // The contract's length rule, checked here so the message comes before any call.
      const problem = passwordProblem(password);
      if (problem) throw usageError(problem);
      const answer = await client.createSupervisor({ ...fields, password }, ctx.call());
      ctx.json({ message: answer.message, supervisor: answer.data });
      ctx.out(
        `${answer.message} ${answer.data.firstName} ${answer.data.lastName} <${answer.data.email}> (id ${answer.data._id}).`,
      );
    });
}

export function supervisorsCommand(io: Io): Command {
  return new Command('supervisors')
    .description('List and create supervisors')
    .addCommand(listCommand(io))
    .addCommand(createCommand(io))
    .addHelpText('after', '\nExample:\n  $ siwes supervisors list');
}
