/**
 * `siwes summary`: the cohort's funnel (issue 29, `getDashboard`) and how many students are at
 * risk (`getStudentsAtRisk`'s count), for a weekly email.
 */
import { Command } from 'commander';
import { MESSAGES, type DashboardFunnel } from '@siwes/api';
import { Context } from '../context.ts';
import type { Io } from '../io.ts';
import { renderTable } from '../table.ts';

/** The funnel's stages in order, as the coordinator's home names them. */
export const SUMMARY_STAGES: readonly [keyof DashboardFunnel, string][] = [
  ['registered', 'Registered'],
  ['placed', 'Placed'],
  ['withBothSupervisors', 'With both supervisors'],
  ['reportsStarted', 'Reports started'],
  ['graded', 'Graded'],
  ['collated', 'Collated'],
];

export function summaryCommand(io: Io): Command {
  return new Command('summary')
    .description("The cohort's funnel: how many students reached each stage, and how many are at risk")
    .addHelpText('after', '\nExamples:\n  $ siwes summary\n  $ siwes summary --json')
    .action(async (_options: unknown, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      const [{ data }, atRisk] = await Promise.all([
        client.getDashboard(ctx.call(MESSAGES.fetchError)),
        client.getStudentsAtRisk({ limit: 1 }, ctx.call(MESSAGES.fetchError)),
      ]);
      ctx.json({ funnel: data.funnel, atRisk: atRisk.totalStudents });
      const { registered } = data.funnel;
      ctx.out(
        renderTable(
          ['Stage', 'Students', 'Of registered'],
          SUMMARY_STAGES.map(([key, label]) => [
            label,
            String(data.funnel[key]),
            registered === 0 ? '0%' : `${Math.round((data.funnel[key] / registered) * 100)}%`,
          ]),
        ),
      );
      ctx.out(`\nStudents at risk: ${atRisk.totalStudents}`);
    });
}
