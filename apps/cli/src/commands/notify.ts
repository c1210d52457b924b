/**
 * `siwes notify test --to ADDRESS` (issue 26): a test message through the server's configured
 * mail, sent at once, so a deployer checks SMTP before the cohort starts. The answer is the mail
 * server's: accepted, or its refusal (exit code 1).
 */
import { Command } from 'commander';
import { Context } from '../context.ts';
import { usageError } from '../errors.ts';
import type { Io } from '../io.ts';

function testCommand(io: Io): Command {
  return new Command('test')
    .description("Send a test message to an address through the server's mail (coordinator)")
    .requiredOption('--to <address>', 'the address to send it to')
    .addHelpText(
      'after',
      `
The server sends it at once, past its queue, and answers what the mail server said.

Example:
  $ siwes notify test --to siwes@university.edu.ng`,
    )
    .action(async (options: { to: string }, command: Command) => {
      const ctx = new Context(command, io);
      const to = options.to.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw usageError(`"${options.to}" is not an email address.`);
      const client = await ctx.clientAs('coordinator');
      const answer = await client.sendTestMail({ to }, ctx.call());
      ctx.json({ message: answer.message, to });
      ctx.out(answer.message);
    });
}

export function notifyCommand(io: Io): Command {
  return new Command('notify')
    .description('Mail: check the server can send it')
    .addCommand(testCommand(io))
    .addHelpText('after', '\nExample:\n  $ siwes notify test --to siwes@university.edu.ng');
}
