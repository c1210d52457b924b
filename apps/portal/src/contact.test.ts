/** The contact file the portal ships (public/contact.json): demonstration values, plainly so. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseContactDetails } from '@siwes/api';

const shipped: unknown = JSON.parse(readFileSync(new URL('../public/contact.json', import.meta.url), 'utf8'));

describe('the shipped contact file', () => {
  it('ships demonstration values, marked as such, that fill every part of the page', () => {
    const contact = parseContactDetails(shipped);
    expect(contact.demo).toBe(true);
    for (const value of Object.values(contact.coordinator)) expect(value).not.toBe('');
    expect(contact.fundOffices.length).toBeGreaterThan(0);
    for (const office of contact.fundOffices) {
      expect(office.name).toMatch(/demo/i);
      expect(office.address).toMatch(/demo/i);
      expect(office.phones.length).toBeGreaterThan(0);
    }
    // Reserved names (RFC 2606) and numbers no Nigerian line has: nobody real is reached.
    expect(contact.coordinator.email).toMatch(/\.example$/);
    expect(contact.coordinator.phone1).toMatch(/^\+234 000/);
  });
});
