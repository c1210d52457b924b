/** `siwes login`, `siwes logout` and `siwes whoami`: one session per role per API address. */
import { Command, Option } from 'commander';
import { MESSAGES, isApiError, type LoginType } from '@siwes/api';
import { Context } from '../context.ts';
import { CliError, EXIT, usageError } from '../errors.ts';
import type { Io } from '../io.ts';
import { passwordFromStdin, promptPassword } from '../prompt.ts';
import { renderTable } from '../table.ts';

/** The roles that have work to do on the command line. */
export const CLI_ROLES = ['coordinator', 'supervisor'] as const satisfies readonly LoginType[];

const roleOption = () =>
  new Option('-r, --role <role>', 'which account to use').choices(CLI_ROLES).default('coordinator');

export function loginCommand(io: Io): Command {
  return new Command('login')
    .description('Sign in and keep the token for this API address (file mode 0600)')
    .addOption(roleOption())
    .option('-e, --email <email>', 'account email (asked for when left out)')
    .option('--password-stdin', 'read the password from stdin instead of a hidden prompt')
    .addHelpText(
      'after',
      `
The password is never an argument: it is asked for without echo, or read from stdin.

Examples:
  $ siwes login --email coordinator@uni.edu.ng
  $ siwes login --role supervisor --email ada.okafor@uni.edu.ng
  $ printf '%s\\n' "$SIWES_PASSWORD" | siwes login --email coordinator@uni.edu.ng --password-stdin`,
    )
    .action(
      async (options: { role: LoginType; email?: string; passwordStdin?: boolean }, command: Command) => {
        const ctx = new Context(command, io);
        const email = options.email?.trim();
        if (!email) throw usageError('--email is required.');
        const password = options.passwordStdin ? await passwordFromStdin(io) : await promptPassword(io);
        if (password === '') throw usageError('The password is empty.');
        const client = ctx.anonymousClient();
        const answer = await client.login(
          { email, password, type: options.role },
          ctx.call(MESSAGES.loginFailed),
        );
        const user = answer.data;
        const session = {
          role: options.role,
          token: answer.tokens.accessToken,
          id: user._id,
          email: user.email,
          name: `${user.firstName} ${user.lastName}`.trim(),
          savedAt: new Date().toISOString(),
        };
        await ctx.store.save(ctx.apiUrl, session);
        ctx.json({
          apiUrl: ctx.apiUrl,
          role: session.role,
          id: session.id,
          email: session.email,
          name: session.name,
        });
        ctx.out(`Signed in to ${ctx.apiUrl} as ${session.name} <${session.email}> (${session.role}).`);
      },
    );
}

export function logoutCommand(io: Io): Command {
  return new Command('logout')
    .description('Sign out and forget the token for this API address')
    .addOption(
      new Option('-r, --role <role>', 'sign out of one role only (default: every role)').choices(CLI_ROLES),
    )
    .addHelpText('after', '\nExamples:\n  $ siwes logout\n  $ siwes logout --role supervisor')
    .action(async (options: { role?: LoginType }, command: Command) => {
      const ctx = new Context(command, io);
      const sessions = (await ctx.store.sessions(ctx.apiUrl)).filter(
        (s) => !options.role || s.role === options.role,
      );
      for (const session of sessions) {
        ctx.useSession(session);
        try {
          await ctx.anonymousClient().logout({ role: session.role, signal: io.signal });
        } catch (error) {
          // The token is forgotten here whatever the server says; a dead server must not keep it.
          if (!isApiError(error) || error.code === 'aborted') throw error;
          ctx.info(`The server did not confirm the sign-out of ${session.role}: ${error.message}`);
        }
      }
      await ctx.store.remove(ctx.apiUrl, options.role);
      ctx.json({ apiUrl: ctx.apiUrl, signedOut: sessions.map((s) => s.role) });
      ctx.out(
        sessions.length === 0
          ? `Not signed in at ${ctx.apiUrl}.`
          : `Signed out of ${ctx.apiUrl} (${sessions.map((s) => s.role).join(', ')}).`,
      );
    });
}

export function whoamiCommand(io: Io): Command {
  return new Command('whoami')
    .description('Show who is signed in at this API address, checked with the server')
    .addHelpText(
      'after',
      '\nExamples:\n  $ siwes whoami\n  $ siwes whoami --json --api-url https://siwes.uni.edu.ng',
    )
    .action(async (_options: unknown, command: Command) => {
      const ctx = new Context(command, io);
      const sessions = await ctx.store.sessions(ctx.apiUrl);
      const rows = [];
      for (const session of sessions) {
        ctx.useSession(session);
        const client = ctx.anonymousClient();
        let status = 'valid';
        try {
          if (session.role === 'coordinator') await client.getCoordinator({ id: session.id }, ctx.call());
          else if (session.role === 'supervisor') await client.getSupervisor({ id: session.id }, ctx.call());
        } catch (error) {
          if (!isApiError(error) || error.code === 'aborted') throw error;
          status =
            error.status === 401 || error.status === 403
              ? 'expired: run siwes login'
              : `unchecked: ${error.message}`;
        }
        rows.push({ role: session.role, name: session.name, email: session.email, id: session.id, status });
      }
      ctx.json({ apiUrl: ctx.apiUrl, sessions: rows });
      if (rows.length === 0) {
        ctx.out(`Not signed in at ${ctx.apiUrl}. Run \`siwes login\`.`);
        throw new CliError('', EXIT.failed);
      }
      ctx.out(`Signed in at ${ctx.apiUrl}:`);
      ctx.out(
        renderTable(
          ['role', 'name', 'email', 'status'],
          rows.map((r) => [r.role, r.name, r.email, r.status]),
        ),
      );
    });
}
