import { writeFileSync } from 'node:fs';
import { failWith } from '@siwes/mocks/node';
import { routes } from '@siwes/api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCoordinatorOnFake } from '../../test/harness.ts';

const t = useCoordinatorOnFake();
const { server, fake } = t;

/** Students without an inspection supervisor, each given one of the first supervisors in turn. */
function cohortRows(count: number) {
  const students = fake.db.students.filter((s) => !s.inspection_supervisor).slice(0, count);
  const supervisors = fake.db.supervisors.slice(0, 4);
  return students.map((s, i) => ({ student: s, supervisor: supervisors[i % supervisors.length]! }));
}

function inspectionOf(studentCode: string) {
  return fake.db.students.find((s) => s.studentCode === studentCode)?.inspection_supervisor?._id;
}

function write(name: string, text: string): string {
  writeFileSync(t.box.file(name), text);
  return name;
}

describe('siwes assign inspection', () => {
  it('assigns every row of a file with a header, by student code and supervisor email', async () => {
    const rows = cohortRows(10);
    const file = write(
      'cohort.csv',
      ['student,supervisor', ...rows.map((r) => `${r.student.studentCode},${r.supervisor.email}`)].join('\n'),
    );
    const result = await t.box.run(['assign', 'inspection', '--file', file]);
    expect(result).toMatchObject({
      code: 0,
      stdout: 'Inspection supervisors: assigned 10, skipped 0, failed 0.\n',
    });
    for (const r of rows) expect(inspectionOf(r.student.studentCode)).toBe(r.supervisor._id);
  });

  it('reads a file without a header, by matric number and supervisor id, and assigns defence supervisors', async () => {
    const rows = fake.db.students.filter((s) => !s.defense_supervisor).slice(0, 3);
    const file = write('defence.csv', rows.map((s) => `${s.matricNo},sup-05`).join('\r\n') + '\r\n');
    const result = await t.box.run(['--json', 'assign', 'defence', '--file', file]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      kind: 'defence',
      interrupted: false,
      summary: { assigned: 3, skipped: 0, failed: 0, notStarted: 0, total: 3 },
      failures: [],
    });
    for (const s of rows) {
      expect(fake.db.students.find((x) => x._id === s._id)?.defense_supervisor?._id).toBe('sup-05');
    }
  });

  it('reports every bad row with its line and reason, and changes nothing (exit 2)', async () => {
    const [a, b] = cohortRows(2);
    const file = write(
      'bad.csv',
      [
        'student,supervisor',
        `${a!.student.studentCode},${a!.supervisor.email}`,
        'SIW999999,supervisor@siwes.test',
        `${b!.student.studentCode},nobody@nowhere.test`,
        '',
        `${a!.student.matricNo},${b!.supervisor.email}`,
        '"SIW260002,supervisor@siwes.test',
        `${b!.student.studentCode}`,
      ].join('\n'),
    );
    const before = JSON.stringify(fake.db.students);
    const result = await t.box.run(['assign', 'inspection', '--file', file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n').filter((l) => l.startsWith('line '))).toEqual([
      'line 3: unknown student "SIW999999"',
      'line 4: unknown supervisor "nobody@nowhere.test"',
      `line 6: duplicate student "${a!.student.matricNo}" (also on line 2)`,
      'line 7: malformed line (a quote is never closed)',
      'line 8: malformed line: missing supervisor',
    ]);
    expect(result.stderr).toContain('error: 5 bad rows in bad.csv; nothing was changed.');
    expect(JSON.stringify(fake.db.students)).toBe(before);
  });

  it('says which lines have the wrong number of values in a file without a header', async () => {
    const file = write('cols.csv', 'SIW260002,sup-01,extra\nSIW260003\n');
    const result = await t.box.run(['--json', 'assign', 'inspection', '--file', file]);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toEqual({
      kind: 'inspection',
      errors: [
        { line: 1, reason: 'malformed line: expected 2 values (student, supervisor), found 3' },
        { line: 2, reason: 'malformed line: expected 2 values (student, supervisor), found 1' },
      ],
    });
  });

  it('prints the plan on --dry-run and changes nothing', async () => {
    const already = fake.db.students.find((s) => s.inspection_supervisor)!;
    const other = fake.db.supervisors.find((s) => s._id !== already.inspection_supervisor!._id)!;
    const fresh = cohortRows(1)[0]!;
    const file = write(
      'plan.csv',
      [
        `${already.studentCode},${already.inspection_supervisor!.email}`,
        `${fresh.student.studentCode},${fresh.supervisor.email}`,
      ].join('\n'),
    );
    const before = JSON.stringify(fake.db.students);
    const human = await t.box.run(['assign', 'inspection', '--file', file, '--dry-run']);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('skip (already assigned)');
    expect(human.stdout).toContain('Dry run: would assign 1, skip 1. Nothing was changed.');

    const moveFile = write('move.csv', `${already.studentCode},${other.email}\n`);
    const json = await t.box.run(['--json', 'assign', 'inspection', '--file', moveFile, '--dry-run']);
    expect(JSON.parse(json.stdout)).toEqual({
      kind: 'inspection',
      dryRun: true,
      rows: [
        {
          line: 1,
          studentCode: already.studentCode,
          matricNo: already.matricNo,
          supervisorId: other._id,
          supervisorEmail: other.email,
          action: 'assign',
          replaces: already.inspection_supervisor!.email,
        },
      ],
      summary: { assign: 1, skip: 0 },
    });
    expect(JSON.stringify(fake.db.students)).toBe(before);
  });

  it('skips students already assigned to that supervisor, so a second run does nothing', async () => {
    const rows = cohortRows(6);
    const file = write(
      'again.csv',
      rows.map((r) => `${r.student.studentCode},${r.supervisor._id}`).join('\n'),
    );
    expect((await t.box.run(['assign', 'inspection', '--file', file])).stdout).toContain(
      'assigned 6, skipped 0',
    );
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/coordinators/assign')) calls++;
    });
    const second = await t.box.run(['assign', 'inspection', '--file', file]);
    server.events.removeAllListeners();
    expect(second).toMatchObject({
      code: 0,
      stdout: 'Inspection supervisors: assigned 0, skipped 6, failed 0.\n',
    });
    expect(calls).toBe(0);
  });

  it('re-run after an interruption ends in the same state as one uninterrupted run', async () => {
    const rows = cohortRows(30);
    const text = rows.map((r) => `${r.student.studentCode},${r.supervisor.email}`).join('\n');
    const file = write('big.csv', text);

    // One uninterrupted run, on a fresh fake: the state to reach.
    expect((await t.box.run(['assign', 'inspection', '--file', file])).code).toBe(0);
    const expected = fake.db.students.map((s) => [s._id, s.inspection_supervisor?._id ?? null]);
    fake.reset();

    // Ctrl-C after the 7th assignment call has been sent, one student per call.
    const controller = new AbortController();
    let sent = 0;
    const countingFetch: typeof fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(routes.assignSupervisors.path)) {
        sent++;
        if (sent === 7) controller.abort();
      }
      return fetch(input, init);
    };
    const interrupted = await t.box.run(
      ['--json', 'assign', 'inspection', '--file', file, '--concurrency', '2', '--batch-size', '1'],
      {
        signal: controller.signal,
        fetch: countingFetch,
      },
    );
    expect(interrupted.code).toBe(130);
    const report = JSON.parse(interrupted.stdout);
    expect(report.interrupted).toBe(true);
    expect(report.summary.assigned).toBeGreaterThanOrEqual(7);
    expect(report.summary.assigned).toBeLessThan(30);
    expect(report.summary.notStarted).toBe(30 - report.summary.assigned);
    expect(interrupted.stderr).toContain('Run the same command again to finish');

    const resumed = await t.box.run(['--json', 'assign', 'inspection', '--file', file]);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout).summary).toEqual({
      assigned: 30 - report.summary.assigned,
      skipped: report.summary.assigned,
      failed: 0,
      notStarted: 0,
      total: 30,
    });
    expect(fake.db.students.map((s) => [s._id, s.inspection_supervisor?._id ?? null])).toEqual(expected);
  });

  it('exits 1 and names each row the server refused, with its reason', async () => {
    const rows = cohortRows(5);
    const refused = rows[2]!.student.studentCode;
    server.use(
      http.post(`*${routes.assignSupervisors.path}`, async ({ request }) => {
        const body = (await request.clone().json()) as { studentCodes: string[] };
        if (!body.studentCodes.includes(refused)) return undefined;
        return HttpResponse.json({
          message: 'Assigned 1 of 2.',
          assigned: body.studentCodes.filter((code) => code !== refused),
          unchanged: [],
          refused: [{ studentCode: refused, message: 'Supervisor has too many students.' }],
        });
      }),
    );
    const file = write(
      'partial.csv',
      rows.map((r) => `${r.student.studentCode},${r.supervisor.email}`).join('\n'),
    );
    const result = await t.box.run(['assign', 'inspection', '--file', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('Inspection supervisors: assigned 4, skipped 0, failed 1.\n');
    expect(result.stderr.split('\n').filter((l) => l.startsWith('line '))).toEqual([
      `line 3: ${refused} -> ${rows[2]!.supervisor.email}: Supervisor has too many students.`,
    ]);
  });

  it('fails every row of a call the server refuses as a whole, and goes on with the other calls', async () => {
    const rows = cohortRows(8);
    const refusedSupervisor = rows[1]!.supervisor;
    server.use(
      http.post(`*${routes.assignSupervisors.path}`, async ({ request }) => {
        const body = (await request.clone().json()) as { supervisorId: string };
        if (body.supervisorId !== refusedSupervisor._id) return undefined;
        return HttpResponse.json({ message: 'Supervisor not found.' }, { status: 404 });
      }),
    );
    const file = write(
      'whole.csv',
      rows.map((r) => `${r.student.studentCode},${r.supervisor.email}`).join('\n'),
    );
    const result = await t.box.run(['assign', 'inspection', '--file', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('Inspection supervisors: assigned 6, skipped 0, failed 2.\n');
    expect(result.stderr.split('\n').filter((l) => l.startsWith('line '))).toEqual(
      rows.flatMap((r, i) =>
        r.supervisor._id === refusedSupervisor._id
          ? [`line ${i + 1}: ${r.student.studentCode} -> ${r.supervisor.email}: Supervisor not found.`]
          : [],
      ),
    );
    for (const r of rows) {
      expect(inspectionOf(r.student.studentCode)).toBe(
        r.supervisor._id === refusedSupervisor._id ? r.student.inspection_supervisor?._id : r.supervisor._id,
      );
    }
  });

  it("sends one call per supervisor of up to --batch-size students, naming that supervisor's students", async () => {
    const rows = cohortRows(30);
    const bodies: Array<{
      supervisorId: string;
      studentCodes: string[];
      replace: boolean;
      keepDate: boolean;
    }> = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes(routes.assignSupervisors.path)) bodies.push(await request.clone().json());
    });
    const file = write(
      'groups.csv',
      rows.map((r) => `${r.student.studentCode},${r.supervisor.email}`).join('\n'),
    );
    expect((await t.box.run(['assign', 'inspection', '--file', file])).code).toBe(0);
    const codesOf = (supervisorId: string) =>
      rows.filter((r) => r.supervisor._id === supervisorId).map((r) => r.student.studentCode);
    expect(bodies).toHaveLength(4);
    for (const body of bodies) {
      expect(body).toMatchObject({ replace: true, keepDate: false });
      expect(body.studentCodes).toEqual(codesOf(body.supervisorId));
    }
    bodies.length = 0;
    fake.reset();
    expect((await t.box.run(['assign', 'inspection', '--file', file, '--batch-size', '3'])).code).toBe(0);
    server.events.removeAllListeners();
    // 8, 8, 7 and 7 students: 3 + 3 + 2, 3 + 3 + 2, 3 + 3 + 1, 3 + 3 + 1.
    expect(bodies.map((b) => b.studentCodes.length).sort()).toEqual([1, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
    for (const r of rows) expect(inspectionOf(r.student.studentCode)).toBe(r.supervisor._id);
  });

  it('keeps the date the old supervisor set with --keep-date, and clears it without', async () => {
    const [moved, other] = fake.db.students.filter((s) => s.inspection_supervisor?.assignedDate);
    const from = new Set([moved!.inspection_supervisor!._id, other!.inspection_supervisor!._id]);
    const to = fake.db.supervisors.find((s) => !from.has(s._id))!;
    const keptDate = moved!.inspection_supervisor!.assignedDate;
    const kept = await t.box.run([
      'assign',
      'inspection',
      '--keep-date',
      '--file',
      write('k.csv', `${moved!.studentCode},${to.email}\n`),
    ]);
    expect(kept.code).toBe(0);
    const cleared = await t.box.run([
      'assign',
      'inspection',
      '--file',
      write('d.csv', `${other!.studentCode},${to.email}\n`),
    ]);
    expect(cleared.code).toBe(0);
    const after = (code: string) =>
      fake.db.students.find((s) => s.studentCode === code)!.inspection_supervisor;
    expect(after(moved!.studentCode)).toMatchObject({ _id: to._id, assignedDate: keptDate });
    expect(after(other!.studentCode)).toMatchObject({ _id: to._id, assignedDate: null });
  });

  it('keeps at most --concurrency calls in flight', async () => {
    const rows = cohortRows(12); // four supervisors: four calls
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post(`*${routes.assignSupervisors.path}`, async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return undefined;
      }),
    );
    const file = write('c.csv', rows.map((r) => `${r.student.studentCode},${r.supervisor.email}`).join('\n'));
    expect((await t.box.run(['assign', 'inspection', '--file', file, '--concurrency', '3'])).code).toBe(0);
    expect(most).toBe(3);
    most = 0;
    fake.reset();
    expect((await t.box.run(['assign', 'inspection', '--file', file])).code).toBe(0);
    expect(most).toBe(4);
  });

  it('draws a progress bar only when stderr is a terminal', async () => {
    const file = write(
      'p.csv',
      cohortRows(3)
        .map((r) => `${r.student.studentCode},${r.supervisor.email}`)
        .join('\n'),
    );
    const tty = await t.box.run(['assign', 'inspection', '--file', file], { stderrTTY: true });
    expect(tty.stderr).toContain('[########################] 3/3 assigned 3, failed 0');
    fake.reset();
    const pipe = await t.box.run(['assign', 'inspection', '--file', file]);
    expect(pipe.stderr).toBe('Reading students and supervisors from http://siwes.test...\n');
    fake.reset();
    const quiet = await t.box.run(['--quiet', 'assign', 'inspection', '--file', file], { stderrTTY: true });
    expect(quiet.stderr).toBe('');
  });

  it('rejects bad options and missing files with exit 2', async () => {
    const missing = await t.box.run(['assign', 'inspection', '--file', 'nope.csv']);
    expect(missing).toMatchObject({
      code: 2,
      stderr: 'error: Cannot read nope.csv: no such file or folder.\n',
    });
    const file = write('x.csv', 'SIW260002,sup-01\n');
    const zero = await t.box.run(['assign', 'inspection', '--file', file, '--concurrency', '0']);
    expect(zero).toMatchObject({
      code: 2,
      stderr: 'error: --concurrency must be a whole number from 1 to 32, got "0".\n',
    });
    const big = await t.box.run(['assign', 'inspection', '--file', file, '--batch-size', '101']);
    expect(big).toMatchObject({
      code: 2,
      stderr: 'error: --batch-size must be a whole number from 1 to 100, got "101".\n',
    });
    const noFile = await t.box.run(['assign', 'inspection']);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain("required option '-f, --file <file>' not specified");
    const empty = await t.box.run(['assign', 'inspection', '--file', write('e.csv', '\n\n')]);
    expect(empty).toMatchObject({ code: 2, stderr: 'error: e.csv has no rows to assign.\n' });
  });

  it('reads the file from stdin with --file -', async () => {
    const [row] = cohortRows(1);
    const result = await t.box.run(['assign', 'inspection', '--file', '-'], {
      stdin: `student,supervisor\n${row!.student.studentCode},${row!.supervisor.email}\n`,
    });
    expect(result.code).toBe(0);
    expect(inspectionOf(row!.student.studentCode)).toBe(row!.supervisor._id);
  });

  it('stops with the server message when the student list cannot be read', async () => {
    server.use(failWith('listStudents', 500, { message: 'Database unavailable.' }));
    const result = await t.box.run(['assign', 'inspection', '--file', write('y.csv', 'SIW260002,sup-01\n')]);
    expect(result).toMatchObject({ code: 1 });
    expect(result.stderr).toContain('error: Database unavailable.\n');
  });
});
