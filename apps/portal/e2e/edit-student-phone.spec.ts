import type { Student } from '@siwes/api';
import { expect, PHONE, test } from './fixtures.ts';
import { getStudent, signInAsCoordinator, someStudent } from './coordinator-support.ts';
import { callApi, expectFitsWidth, goClientSide } from './support.ts';

// 360 × 740, touch, as a phone (fixtures.ts).
test.use(PHONE);

test('on a phone, Edit Student shows the values it edits, and Update changes only the field changed', async ({
  page,
}) => {
  const token = await signInAsCoordinator(page);
  // A placed student whose job description is not title case, as students write it.
  const student = await someStudent(page, token, (s) => Boolean(s.company?.jobDescription));
  const before: Student = await getStudent(page, token, student._id);
  const asWritten = `maintains the office network for ${before.firstName}'s team`;
  const seeded = await callApi(
    page,
    'updateStudent',
    { id: student._id, company: { jobDescription: asWritten } },
    token,
  );
  expect(seeded.status).toBe(200);
  try {
    await goClientSide(page, `/coordinator/edit/student/${student._id}`);
    const form = page.getByRole('form', { name: 'Edit student details' });
    await expect(form.getByLabel('First Name')).toHaveValue(before.firstName);
    await expect(form.getByLabel('Company Name')).toHaveValue(before.company!.name);
    // As written, not title-cased.
    await expect(form.getByLabel('Job Description')).toHaveValue(asWritten);
    await expect(form.getByLabel('Matric Number')).toHaveValue(before.matricNo);
    await expect(form.getByLabel('Matric Number')).toHaveAttribute('readonly');
    await expectFitsWidth(page);

    const phone = '08012345678';
    await form.getByLabel('Office Phone Number').fill(phone);
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().includes('/api/coordinators/students/'),
    );
    await form.getByRole('button', { name: 'Update' }).click();
    expect((await patch).postDataJSON()).toEqual({ company: { phone } });
    await expect(form.getByRole('status')).toContainText('Details Updated Successfully!');
    await expect(form.getByLabel('Office Phone Number')).toHaveValue(phone);

    // Through the API: the phone changed, and nothing else.
    const after = await getStudent(page, token, student._id);
    expect(after).toEqual({
      ...before,
      company: { ...before.company, jobDescription: asWritten, phone },
    });
  } finally {
    const restored = await callApi(
      page,
      'updateStudent',
      {
        id: student._id,
        company: { jobDescription: before.company!.jobDescription, phone: before.company!.phone },
      },
      token,
    );
    expect(restored.status).toBe(200);
  }
});
