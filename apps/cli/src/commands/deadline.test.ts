import { describe, expect, it } from 'vitest';
import { useCoordinatorOnFake } from '../../test/harness.ts';
import { parseDeadline } from './deadline.ts';

const t = useCoordinatorOnFake();
const { fake } = t;

describe('siwes deadline set', () => {
  it('shows the time in the local zone and in Africa/Lagos, then sets it with --yes', async () => {
    const result = await t.box.run(['--yes', 'deadline', 'set', '2026-07-31T16:00Z'], {
      timeZone: 'America/New_York',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('America/New_York: Fri 31 Jul 2026, 12:00 GMT-4');
    expect(result.stderr).toContain('Africa/Lagos: Fri 31 Jul 2026, 17:00 GMT+1');
    expect(result.stdout).toBe('Deadline Set Successfully! Fri 31 Jul 2026, 17:00 GMT+1 (Africa/Lagos).\n');
    expect(fake.db.registrationDeadline).toBe('2026-07-31T16:00:00.000Z');
  });

  it('asks first on a terminal, and sets nothing on no', async () => {
    const before = fake.db.registrationDeadline;
    const no = await t.box.run(['deadline', 'set', '2026-07-31T17:00+01:00'], {
      stdin: 'n\n',
      stdinTTY: true,
    });
    expect(no.code).toBe(1);
    expect(no.stderr).toContain('Set the registration deadline? [y/N] ');
    expect(no.stderr).toContain('error: Not set.');
    expect(fake.db.registrationDeadline).toBe(before);

    const yes = await t.box.run(['--json', 'deadline', 'set', '2026-07-31T17:00+01:00'], {
      stdin: 'y\n',
      stdinTTY: true,
    });
    expect(yes.code).toBe(0);
    expect(JSON.parse(yes.stdout)).toMatchObject({
      message: 'Deadline Set Successfully!',
      time: '2026-07-31T16:00:00.000Z',
    });
  });

  it('refuses to guess without a terminal or --yes', async () => {
    const result = await t.box.run(['deadline', 'set', '2026-07-31T17:00Z']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pass --yes to go ahead');
  });

  it('refuses what is not an ISO date-time, before calling the server', async () => {
    for (const value of ['31/07/2026', '2026-07-31', '2026-02-30T10:00Z', 'tomorrow']) {
      const result = await t.box.run(['--yes', 'deadline', 'set', value]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^error: ".+" is not (an ISO date-time|a real date)/);
    }
  });

  it('reads a date-time without an offset in the local time zone', () => {
    expect(parseDeadline('2026-07-31T17:00:00.000Z').toISOString()).toBe('2026-07-31T17:00:00.000Z');
    expect(parseDeadline('2026-07-31 17:00+0100').toISOString()).toBe('2026-07-31T16:00:00.000Z');
    const local = parseDeadline('2026-07-31T17:00');
    expect(local.getHours()).toBe(17);
  });
});
