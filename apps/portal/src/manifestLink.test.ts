import { describe, expect, it } from 'vitest';
import { manifestFor } from './manifestLink.ts';

describe('the web app manifest a page links', () => {
  it("is its area's: the lecturer's and the coordinator's pages and logins get theirs", () => {
    expect(manifestFor('/lecturers/defence')).toBe('/lecturer.webmanifest');
    expect(manifestFor('/lecturerlogin')).toBe('/lecturer.webmanifest');
    expect(manifestFor('/coordinator/student/abc')).toBe('/coordinator.webmanifest');
    expect(manifestFor('/coordinatorlogin')).toBe('/coordinator.webmanifest');
  });

  it("is the students' on their pages and on every public one", () => {
    expect(manifestFor('/students/report')).toBe('/manifest.webmanifest');
    expect(manifestFor('/studentlogin')).toBe('/manifest.webmanifest');
    expect(manifestFor('/')).toBe('/manifest.webmanifest');
    expect(manifestFor('/no/such/page')).toBe('/manifest.webmanifest');
  });
});
