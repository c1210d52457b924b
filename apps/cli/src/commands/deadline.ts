/** `siwes deadline set DATETIME`: the registration deadline, shown back before it is set. */
import { Command } from 'commander';
import { Context } from '../context.ts';
import { CliError, EXIT, usageError } from '../errors.ts';
import type { Io } from '../io.ts';

export const LAGOS = 'Africa/Lagos';

/** An ISO 8601 date-time: a date, a time to the minute at least, and an optional offset. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses the deadline; without an offset it is a time in the local time zone. */
export function parseDeadline(value: string): Date {
  const text = value.trim();
  if (!ISO_DATE_TIME.test(text)) {
    throw usageError(
      `"${value}" is not an ISO date-time. Use e.g. 2026-07-31T17:00 (local time) or 2026-07-31T17:00+01:00.`,
    );
  }
  const date = new Date(text.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) throw usageError(`"${value}" is not a real date and time.`);
  // Date rolls 2026-02-30 over into March; a deadline should be the date the user meant.
  const [, month, day] = /^\d{4}-(\d{2})-(\d{2})/.exec(text) ?? [];
  const check = new Date(`${text.slice(0, 10)}T12:00:00Z`);
  if (check.getUTCMonth() + 1 !== Number(month) || check.getUTCDate() !== Number(day)) {
    throw usageError(`"${value}" is not a real date.`);
  }
  return date;
}

/** "Fri 31 Jul 2026, 17:00 GMT+1": the same shape whatever the system's locale data. */
export function formatIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

function setCommand(io: Io): Command {
  return new Command('set')
    .description('Set the registration deadline (asks first unless --yes)')
    .argument('<datetime>', 'an ISO date-time, e.g. 2026-07-31T17:00 or 2026-07-31T17:00+01:00')
    .addHelpText(
      'after',
      `
A date-time without an offset is read in your local time zone. It is shown back in
your time zone and in ${LAGOS} before it is set.

Examples:
  $ siwes deadline set 2026-07-31T17:00
  $ siwes deadline set 2026-07-31T16:00Z --yes`,
    )
    .action(async (value: string, _options: unknown, command: Command) => {
      const ctx = new Context(command, io);
      const date = parseDeadline(value);
      const localZone = io.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      const local = formatIn(date, localZone);
      const lagos = formatIn(date, LAGOS);
      ctx.info(`Registration deadline:\n  ${localZone}: ${local}\n  ${LAGOS}: ${lagos}`);
      const client = await ctx.clientAs('coordinator');
      if (!(await ctx.confirm('Set the registration deadline?'))) {
        throw new CliError('Not set.', EXIT.failed);
      }
      const answer = await client.setRegistrationDeadline({ time: date.toISOString() }, ctx.call());
      ctx.json({ message: answer.message, time: date.toISOString(), local, lagos, localZone });
      ctx.out(`${answer.message} ${lagos} (${LAGOS}).`);
    });
}

export function deadlineCommand(io: Io): Command {
  return new Command('deadline')
    .description('The registration deadline')
    .addCommand(setCommand(io))
    .addHelpText('after', '\nExample:\n  $ siwes deadline set 2026-07-31T17:00');
}
