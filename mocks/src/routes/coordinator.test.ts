/** The fake's coordinator: forms, the students page, search, edits and CSV exports. */
import { describe, expect, it } from 'vitest';
import { FORMS_PATH, MESSAGES, PAGE_SIZE, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_IDS, STUDENT_COUNT } from '../index.ts';
import { failure, signedIn, useFake } from '../testing.ts';

useFake();

/** Uploads a file as the coordinator's upload screen does. */
function upload(name: string, content: string, type = 'application/pdf') {
  const form = new File([content], name, { type });
  return signedIn().uploadInspectionForms({ purpose: 'Defence', description: `Sent as ${name}`, form });
}

describe('forms', () => {
  it('uploads a PDF for supervisors to see, refuses other files, and deletes', async () => {
    const api = signedIn();
    const before = (await api.listSupervisorForms()).length;
    const { data: form } = await upload('defence.pdf', '%PDF-1.4 new defence sheet');
    expect(await api.listSupervisorForms()).toHaveLength(before + 1);
    const file = await api.downloadFile(form.pathToFile, form.name, { role: 'supervisor' });
    expect(await file.text()).toBe('%PDF-1.4 new defence sheet');
    const refused = await failure(upload('tool.exe', 'MZ', 'application/x-msdownload'));
    expect(refused.message).toBe(SERVER_MESSAGES.pdfOnly);
    const deleted = await api.deleteForm({ formId: form._id, publicId: form.publicId });
    expect(deleted.message).toBe(MESSAGES.deleted);
    expect(await api.listCoordinatorForms()).toHaveLength(before);
    expect((await failure(api.deleteForm({ formId: form._id, publicId: form.publicId }))).status).toBe(404);
  });

  it('refuses a file that is not a PDF inside, whatever its name says', async () => {
    expect((await failure(upload('looks-like.pdf', '<html>'))).message).toBe(SERVER_MESSAGES.pdfOnly);
  });

  it("serves each form's file at the server's own path, to supervisors and coordinators only", async () => {
    const [form] = await signedIn().listSupervisorForms();
    expect(form?.pathToFile).toBe(`${FORMS_PATH}/${form?.publicId}`);
    const asSupervisor = await signedIn().downloadFile(form!.pathToFile, form!.name, { role: 'supervisor' });
    expect(await asSupervisor.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const asCoordinator = await signedIn().downloadFile(form!.pathToFile, form!.name, {
      role: 'coordinator',
    });
    expect((await asCoordinator.blob.arrayBuffer()).byteLength).toBe(asSupervisor.blob.size);
    expect(
      (await failure(signedIn().downloadFile(form!.pathToFile, form!.name, { role: 'student' }))).status,
    ).toBe(403);
    expect((await failure(signedIn({}).downloadFile(form!.pathToFile, form!.name))).status).toBe(401);
    expect(
      (await failure(signedIn().downloadFile(`${FORMS_PATH}/form_nope`, 'x.pdf', { role: 'coordinator' })))
        .status,
    ).toBe(404);
  });

  it('has forms of both purposes', async () => {
    const purposes = new Set((await signedIn().listSupervisorForms()).map((f) => f.purpose));
    expect(purposes).toEqual(new Set(['Inspection', 'Defence']));
  });
});

describe('student lists', () => {
  it(`pages ${STUDENT_COUNT} students ${PAGE_SIZE} at a time, sorted by course by default`, async () => {
    const api = signedIn();
    const first = await api.listStudents();
    expect(first.totalStudents).toBe(STUDENT_COUNT);
    expect(first.students).toHaveLength(PAGE_SIZE);
    const courses = first.students.map((s) => s.course ?? '');
    expect(courses).toEqual([...courses].sort((a, b) => a.localeCompare(b)));
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((page) => api.listStudents({ page, limit: PAGE_SIZE })),
    );
    const ids = pages.flatMap((p) => p.students.map((s) => s._id));
    expect(new Set(ids).size).toBe(STUDENT_COUNT);
    expect((await api.listStudents({ page: 7 })).students).toEqual([]);
  });

  it('sorts descending and by other keys', async () => {
    const api = signedIn();
    const asc = await api.listStudents({ sortBy: 'matricNo', sortOrder: 'asc', limit: 100 });
    const desc = await api.listStudents({ sortBy: 'matricNo', sortOrder: 'desc', limit: 100 });
    expect(desc.students.map((s) => s.matricNo)).toEqual(asc.students.map((s) => s.matricNo).reverse());
    expect((await failure(api.listStudents({ sortBy: 'password' }))).status).toBe(400);
  });

  it('searches name, matric number, email and code from 3 characters, ignoring case', async () => {
    const api = signedIn();
    const byName = await api.searchStudents({ q: 'OKAFOR' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((s) => s.name.toLowerCase().includes('okafor'))).toBe(true);
    expect((await api.searchStudents({ q: 'siw260001' })).map((s) => s._id)).toEqual([FIXTURE_IDS.student]);
    const byEmail = await api.searchStudents({ q: 'Student@SIWES' });
    expect(byEmail.map((s) => s.email).sort()).toEqual(['newstudent@siwes.test', 'student@siwes.test']);
    expect((await api.searchStudents({ q: '2022/001' })).map((s) => s._id)).toContain(FIXTURE_IDS.student);
    expect(await failure(api.searchStudents({ q: 'ok' }))).toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.searchTooShort,
    });
  });

  it('edits only the fields sent, keeping the rest', async () => {
    const api = signedIn();
    const [before] = await api.getStudent({ id: FIXTURE_IDS.student });
    await api.updateStudent({
      id: FIXTURE_IDS.student,
      firstName: 'Ada',
      company: { state: 'Oyo', name: '' },
    });
    const [after] = await api.getStudent({ id: FIXTURE_IDS.student });
    expect(after?.name).toBe(`Ada ${before?.middleName} ${before?.lastName}`);
    expect(after?.company).toEqual({ ...before?.company, state: 'Oyo' });
    expect(after?.matricNo).toBe(before?.matricNo);
  });
});

describe('CSV exports', () => {
  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const api = signedIn();
    await api.updateStudent({ id: FIXTURE_IDS.student, firstName: '=HYPERLINK("http://evil.test","x")' });
    const text = await (await api.downloadStudents()).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")`);
    expect(text.split('\r\n')[0]).toContain(',Matric Number,');
    expect(text).not.toMatch(/(^|,)"?[=@+-]/m);
    expect(text.trim().split('\r\n')).toHaveLength(STUDENT_COUNT + 1);
  });

  it('lists only the supervisor’s own inspection students', async () => {
    const api = signedIn();
    const mine = await api.listInspectionStudents();
    const text = await (await api.downloadAssignedInspectionList()).text();
    expect(text.trim().split('\r\n')).toHaveLength(mine.length + 1);
  });
});
