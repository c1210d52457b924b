import { readFileSync, writeFileSync } from 'node:fs';
import { EXPORT_FILES } from '@siwes/api';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useCoordinatorOnFake } from '../../test/harness.ts';

const t = useCoordinatorOnFake();
const { fake } = t;

const student = (id: string) => fake.db.students.find((s) => s._id === id)!;

describe('siwes grades export', () => {
  it("writes Student-Grades.csv with the portal's columns, weekly reports from the weekly-report score", async () => {
    const s = fake.db.students[0]!;
    s.grade = { weeklyReportsScore: 21, inspectionScore: 28, defenseScore: null, total: null };
    s.lastName = '=HYPERLINK("http://evil")';
    const result = await t.box.run(['grades', 'export']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `Wrote ${fake.db.students.length} students to ${t.box.file(EXPORT_FILES.grades)}.\n`,
    );
    const rows = parse(readFileSync(t.box.file(EXPORT_FILES.grades), 'utf8')) as string[][];
    expect(rows[0]).toEqual([
      'Name',
      'MatricNo',
      'Course',
      'WeeklyReportGrade',
      'InspectionGrade',
      'DefenceGrade',
      'TotalGrade',
    ]);
    expect(rows).toHaveLength(fake.db.students.length + 1);
    const row = rows.find((r) => r[1] === s.matricNo)!;
    expect(row).toEqual([
      `'=HYPERLINK("http://evil"), ${s.firstName} ${s.middleName}`,
      s.matricNo,
      s.course,
      '21',
      '28',
      'N/A',
      'N/A',
    ]);
  });

  it('writes to stdout with --out -', async () => {
    const result = await t.box.run(['grades', 'export', '--out', '-']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\r\n')[0]).toBe(
      'Name,MatricNo,Course,WeeklyReportGrade,InspectionGrade,DefenceGrade,TotalGrade',
    );
  });
});

describe('siwes grades collate', () => {
  it("collates every student's grades", async () => {
    const result = await t.box.run(['grades', 'collate']);
    expect(result).toMatchObject({ code: 0, stdout: 'Collated Successfully!\n' });
  });

  it('collates one student, by matric number too, and shows the totals', async () => {
    const s = student('stu-001');
    const result = await t.box.run(['--json', 'grades', 'collate', '--student', s.matricNo]);
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout);
    expect(answer.message).toBe('Collated Successfully!');
    expect(answer.student).toMatchObject({ id: 'stu-001', matricNo: s.matricNo });
    expect(answer.student.total).toBe(student('stu-001').grade?.total);
    expect(answer.student.total).not.toBeNull();
  });
});

describe('siwes grades import', () => {
  it('sets grades from an edited export, skipping unchanged and N/A values, and re-runs to nothing', async () => {
    const [a, b] = [student('stu-002'), student('stu-003')];
    const file = t.box.file('grades.csv');
    writeFileSync(
      file,
      [
        'Name,MatricNo,Course,WeeklyReportGrade,InspectionGrade,DefenceGrade,TotalGrade',
        `"Eze, Chinedu",${a.matricNo},X,25,27.5,N/A,N/A`,
        `"Chukwu, Kelechi",${b.matricNo},X,,30,40,`,
      ].join('\n'),
    );
    const result = await t.box.run(['--json', 'grades', 'import', '--file', 'grades.csv']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      interrupted: false,
      summary: { graded: 4, skipped: 0, failed: 0, notStarted: 0 },
      failures: [],
    });
    expect(student('stu-002').grade).toMatchObject({
      weeklyReportsScore: 25,
      inspectionScore: 27.5,
      defenseScore: null,
    });
    expect(student('stu-003').grade).toMatchObject({ inspectionScore: 30, defenseScore: 40 });

    const again = await t.box.run(['grades', 'import', '--file', 'grades.csv']);
    expect(again.stdout).toBe(
      'Grades: set 0, skipped 4, failed 0. Run `siwes grades collate` to update the totals.\n',
    );
  });

  it('checks every value against the maxima first and changes nothing when one is wrong', async () => {
    writeFileSync(
      t.box.file('bad.csv'),
      [
        'SIW260002,31,10,10',
        'SIW260003,ten,10,10',
        'SIW260004,10,10,40.5',
        'SIW260005,-1,0,0',
        'SIW999999,1,1,1',
        'SIW260006,1,1',
      ].join('\n'),
    );
    const before = JSON.stringify(fake.db.students);
    const result = await t.box.run(['grades', 'import', '--file', 'bad.csv']);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n').filter((l) => l.startsWith('line '))).toEqual([
      'line 1: weekly report grade 31 is out of range: it must be from 0 to 30',
      'line 2: weekly report grade "ten" is not a number',
      'line 3: defence grade 40.5 is out of range: it must be from 0 to 40',
      'line 4: weekly report grade -1 is out of range: it must be from 0 to 30',
      'line 5: unknown student "SIW999999"',
      'line 6: malformed line: expected 4 values (student, weekly report, inspection, defence), found 3',
    ]);
    expect(JSON.stringify(fake.db.students)).toBe(before);
  });

  it('prints the plan on --dry-run', async () => {
    writeFileSync(t.box.file('g.csv'), 'student,InspectionGrade\nSIW260002,12\n');
    const result = await t.box.run(['--json', 'grades', 'import', '--file', 'g.csv', '--dry-run']);
    expect(JSON.parse(result.stdout)).toEqual({
      dryRun: true,
      grades: [
        {
          line: 2,
          studentCode: 'SIW260002',
          matricNo: student('stu-002').matricNo,
          type: 'inspection',
          score: 12,
          action: 'grade',
        },
      ],
      summary: { grade: 1, skip: 0 },
    });
    expect(student('stu-002').grade?.inspectionScore).toBeNull();
  });
});
