import { readFileSync, writeFileSync } from 'node:fs';
import { failWith } from '@siwes/mocks/node';
import { CSV_HEADERS, EXPORT_FILES, SERVER_MESSAGES } from '@siwes/api';
import { COMMON_PASSWORD_SAMPLE } from '@siwes/api/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useCoordinatorOnFake } from '../../test/harness.ts';
import { SIGNOFFS_FILE, SIGNOFFS_HEADER } from './reports.ts';

const t = useCoordinatorOnFake();
const { server, fake } = t;

describe('siwes students', () => {
  it('lists a page as a table, with the page count on stderr', async () => {
    const result = await t.box.run(['students', 'list']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^Code +Name +Matric No +Level +Course +Company +Inspection Supervisor +Defence Supervisor$/,
    );
    expect(lines).toHaveLength(2 + 10);
    expect(result.stderr).toBe(`Page 1 of 6 (${fake.db.students.length} students).\n`);
  });

  it('pages and sorts, and gives JSON that parses back', async () => {
    const result = await t.box.run([
      '--json',
      'students',
      'list',
      '--page',
      '2',
      '--limit',
      '5',
      '--sort',
      'matricNo',
      '--order',
      'desc',
    ]);
    const answer = JSON.parse(result.stdout);
    const expected = [...fake.db.students].sort((a, b) => b.matricNo.localeCompare(a.matricNo)).slice(5, 10);
    expect(answer).toMatchObject({ page: 2, limit: 5, pages: 12, totalStudents: 60 });
    expect(answer.students.map((s: { matricNo: string }) => s.matricNo)).toEqual(
      expected.map((s) => s.matricNo),
    );
  });

  it('gives CSV on request, with formula cells neutralised', async () => {
    fake.db.students.forEach((s) => (s.course = '@SUM(1+1)'));
    const result = await t.box.run(['students', 'list', '--format', 'csv', '--limit', '3']);
    const rows = parse(result.stdout) as string[][];
    expect(rows).toHaveLength(4);
    expect(rows[1]![4]).toBe("'@SUM(1+1)");
  });

  it('rejects a bad page or sort order before calling the server', async () => {
    expect((await t.box.run(['students', 'list', '--page', '0'])).code).toBe(2);
    const limit = await t.box.run(['students', 'list', '--limit', '101']);
    expect(limit).toMatchObject({
      code: 2,
      stderr: 'error: --limit must be a whole number from 1 to 100, got "101".\n',
    });
    const order = await t.box.run(['students', 'list', '--order', 'up']);
    expect(order.code).toBe(2);
    expect(order.stderr).toContain('Allowed choices are asc, desc');
  });

  it('searches from 3 characters', async () => {
    const short = await t.box.run(['students', 'search', 'ok']);
    expect(short).toMatchObject({
      code: 2,
      stderr: 'error: Search needs at least 3 characters, got "ok".\n',
    });
    const found = await t.box.run(['--json', 'students', 'search', 'COM/2022/00']);
    expect(found.code).toBe(0);
    const students = JSON.parse(found.stdout).students as { matricNo: string }[];
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((s) => s.matricNo.includes('COM/2022/00'))).toBe(true);
  });

  it('exports students.csv, every cell guarded', async () => {
    fake.db.students[0]!.phone = '+2348030000000';
    const result = await t.box.run(['students', 'export']);
    expect(result).toMatchObject({ code: 0, stdout: `Wrote ${t.box.file(EXPORT_FILES.students)}.\n` });
    const rows = parse(readFileSync(t.box.file(EXPORT_FILES.students), 'utf8')) as string[][];
    expect(rows).toHaveLength(fake.db.students.length + 1);
    expect(rows.flat()).toContain("'+2348030000000");
    expect(rows.flat().some((c) => /^[=+\-@]/.test(c))).toBe(false);
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    server.use(failWith('listStudents', 500, { errors: 'The students could not be loaded.' }));
    const result = await t.box.run(['students', 'list']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'error: The students could not be loaded.\n' });
  });
});

describe('siwes supervisors', () => {
  it('lists supervisors with their number of students', async () => {
    const result = await t.box.run(['--json', 'supervisors', 'list']);
    const { supervisors } = JSON.parse(result.stdout);
    expect(supervisors).toHaveLength(fake.db.supervisors.length);
    expect(supervisors[0]).toHaveProperty('noOfAssignedStudents');
    const table = await t.box.run(['supervisors', 'list']);
    expect(table.stdout.split('\n')[0]).toMatch(/^Name +Phone +Email +Office +Students +Id$/);
  });

  it('creates a supervisor with the password from stdin', async () => {
    const result = await t.box.run(
      [
        'supervisors',
        'create',
        '--first-name',
        'Ada',
        '--last-name',
        'Obi',
        '--email',
        'ada.obi@uni.test',
        '--phone',
        '0803',
        '--office',
        'B12',
        '--password-stdin',
      ],
      { stdin: 'Initial-password-2026\n' },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Account Created Successfully! Ada Obi <ada\.obi@uni\.test> \(id .+\)\.\n$/,
    );
    expect(fake.db.accounts.find((a) => a.email === 'ada.obi@uni.test')).toMatchObject({
      role: 'supervisor',
      password: 'Initial-password-2026',
    });
  });

  it('shows the server message for a taken email, and checks the email first', async () => {
    const args = [
      'supervisors',
      'create',
      '--first-name',
      'A',
      '--last-name',
      'B',
      '--phone',
      '1',
      '--office',
      'C',
      '--password-stdin',
    ];
    const taken = await t.box.run([...args, '--email', 'supervisor@siwes.test'], {
      stdin: 'Initial-password-2026\n',
    });
    expect(taken).toMatchObject({ code: 1, stderr: `error: ${SERVER_MESSAGES.emailTaken}\n` });
    const bad = await t.box.run([...args, '--email', 'not-an-email'], { stdin: 'x\n' });
    expect(bad).toMatchObject({ code: 2, stderr: 'error: "not-an-email" is not an email address.\n' });
  });

  it('refuses a password the policy refuses, before and at the server', async () => {
    const args = ['supervisors', 'create', '--first-name', 'A', '--last-name', 'B', '--phone', '1'];
    const more = ['--office', 'C', '--email', 'new.one@uni.test', '--password-stdin'];
    const short = await t.box.run([...args, ...more], { stdin: 'short\n' });
    expect(short).toMatchObject({ code: 2, stderr: `error: ${SERVER_MESSAGES.passwordTooShort}\n` });
    const common = await t.box.run([...args, ...more], { stdin: `${COMMON_PASSWORD_SAMPLE[0]}\n` });
    expect(common).toMatchObject({ code: 1, stderr: `error: password: ${SERVER_MESSAGES.passwordCommon}\n` });
    expect(fake.db.accounts.find((a) => a.email === 'new.one@uni.test')).toBeUndefined();
  });
});

describe('siwes reports totals', () => {
  it('prints every student across pages, or downloads weekly_reports.csv', async () => {
    const json = await t.box.run(['--json', 'reports', 'totals']);
    const answer = JSON.parse(json.stdout);
    expect(answer.rows).toHaveLength(fake.db.students.length);
    expect(answer.rows[0]).toEqual(
      expect.objectContaining({ matricNumber: expect.any(String), marks: expect.any(Number) }),
    );

    const file = await t.box.run(['reports', 'totals', '--out', EXPORT_FILES.weeklyReports]);
    expect(file.code).toBe(0);
    const rows = parse(readFileSync(t.box.file(EXPORT_FILES.weeklyReports), 'utf8')) as string[][];
    expect(rows[0]).toEqual([...CSV_HEADERS.weeklyReports]);
    expect(rows).toHaveLength(fake.db.students.length + 1);
  });
});

describe('siwes reports signoffs', () => {
  it('writes logbook_signoffs.csv, a row per student, or the file to stdout', async () => {
    const written = await t.box.run(['reports', 'signoffs']);
    expect([written.code, written.stderr]).toEqual([0, '']);
    const path = t.box.file(SIGNOFFS_FILE);
    expect(written.stdout).toBe(`Wrote ${fake.db.students.length} students to ${path}.\n`);
    const rows = parse(readFileSync(path, 'utf8')) as string[][];
    expect(rows[0]).toEqual([...SIGNOFFS_HEADER]);
    expect(rows).toHaveLength(fake.db.students.length + 1);
    const out = await t.box.run(['reports', 'signoffs', '--out', '-']);
    expect(out.stdout).toBe(readFileSync(path, 'utf8'));
  });

  it('says the call failed, and writes nothing', async () => {
    server.use(failWith('getWeeklyReportScores', 500, { message: 'Database down' }));
    const result = await t.box.run(['reports', 'signoffs']);
    expect([result.code, result.stderr]).toEqual([1, 'error: Database down\n']);
    expect(() => readFileSync(t.box.file(SIGNOFFS_FILE))).toThrow();
  });
});

describe('siwes forms', () => {
  it('lists, uploads and deletes a form', async () => {
    const list = await t.box.run(['--json', 'forms', 'list']);
    expect(JSON.parse(list.stdout).forms).toHaveLength(fake.db.forms.length);

    writeFileSync(t.box.file('inspection.pdf'), '%PDF-1.4\n%%EOF\n');
    const upload = await t.box.run([
      'forms',
      'upload',
      '--file',
      'inspection.pdf',
      '--purpose',
      'Inspection',
      '--description',
      'Inspection form 2026',
    ]);
    expect(upload.code).toBe(0);
    expect(upload.stdout).toMatch(/^Form Uploaded Successfully! inspection\.pdf \(id (.+)\)\.\n$/);
    const id = /\(id (.+)\)/.exec(upload.stdout)![1]!;
    expect(fake.db.forms.find((f) => f._id === id)).toMatchObject({
      purpose: 'Inspection',
      description: 'Inspection form 2026',
    });

    const refused = await t.box.run(['forms', 'delete', id]);
    expect(refused.code).toBe(2);
    expect(fake.db.forms.some((f) => f._id === id)).toBe(true);
    const deleted = await t.box.run(['forms', 'delete', id, '--yes']);
    expect(deleted).toMatchObject({ code: 0, stdout: 'Deleted Successfully!\n' });
    expect(fake.db.forms.some((f) => f._id === id)).toBe(false);
  });

  it('refuses a file that is not a PDF, an unknown purpose, and an unknown id', async () => {
    writeFileSync(t.box.file('notes.txt'), 'hello');
    const notPdf = await t.box.run([
      'forms',
      'upload',
      '--file',
      'notes.txt',
      '--purpose',
      'Defence',
      '--description',
      'x',
    ]);
    expect(notPdf).toMatchObject({
      code: 2,
      stderr: 'error: notes.txt is not a PDF: forms are uploaded as PDF files.\n',
    });
    const purpose = await t.box.run([
      'forms',
      'upload',
      '--file',
      'notes.txt',
      '--purpose',
      'Exam',
      '--description',
      'x',
    ]);
    expect(purpose.code).toBe(2);
    expect(purpose.stderr).toContain('Allowed choices are Defence, Inspection');
    const unknown = await t.box.run(['forms', 'delete', 'form-999', '--yes']);
    expect(unknown).toMatchObject({
      code: 2,
      stderr: 'error: No form with id "form-999". See `siwes forms list`.\n',
    });
  });
});
