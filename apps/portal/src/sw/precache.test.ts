import { describe, expect, it } from 'vitest';
import { pageFor, SHELL_PATH } from './precache.ts';

const FILES = ['/', '/studentlogin', SHELL_PATH, '/assets/index-abc.js'];

describe('the page a navigation gets from the service worker', () => {
  it('is the prerendered page of its address, else the shell', () => {
    expect(pageFor('/', FILES)).toBe('/');
    expect(pageFor('/studentlogin', FILES)).toBe('/studentlogin');
    expect(pageFor('/students/report', FILES)).toBe(SHELL_PATH);
    expect(pageFor('/coordinator/student/weeklyreports/SIW2600001', FILES)).toBe(SHELL_PATH);
    expect(pageFor('/no/such/page', FILES)).toBe(SHELL_PATH);
  });

  it('is none for the API and for files: those go to the network', () => {
    expect(pageFor('/api/student/details', FILES)).toBeNull();
    expect(pageFor('/api', FILES)).toBeNull();
    expect(pageFor('/api/dev/outbox', FILES)).toBeNull();
    expect(pageFor('/contact.json', FILES)).toBeNull();
    expect(pageFor('/forms/form_1.pdf', FILES)).toBeNull();
  });
});
