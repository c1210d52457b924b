/**
 * Whom a student calls: the coordinator's name, email, office and two phone numbers, and the
 * industrial training fund's offices (spec section 2, the Contact page). They are the
 * university's, not the software's, so they live in a file served beside the portal,
 * `contact.json`, which a deployer edits without rebuilding the portal (docs/deploy.md). The
 * portal, the server (which checks the file before serving it) and the tests read it through
 * `parseContactDetails`, so a mistake in it is named the same way everywhere.
 */

/** The file's name, served at the portal's root (`/contact.json`). */
export const CONTACT_FILE = 'contact.json';

export interface CoordinatorContact {
  name: string;
  email: string;
  /** Where the coordinator's office is. */
  office: string;
  phone1: string;
  /** The second number; '' when there is none. */
  phone2: string;
}

export interface FundOffice {
  /** e.g. the fund's area office a university's students report to. */
  name: string;
  address: string;
  /** '' when the office publishes none. */
  email: string;
  phones: string[];
}

export interface ContactDetails {
  /** True for the shipped demonstration values: the page then says they are not real. */
  demo: boolean;
  coordinator: CoordinatorContact;
  fundOffices: FundOffice[];
}

/** What is wrong with a contact file, each problem naming its field. */
export class ContactFileError extends Error {
  override readonly name = 'ContactFileError';
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`${CONTACT_FILE} is not valid: ${problems.join('; ')}`);
    this.problems = problems;
  }
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a contact file's JSON, trimming every text. Required: `coordinator.name`, `.email`,
 * `.office`, `.phone1`, and for each fund office `name` and `address`. Optional: `demo`
 * (default false), `coordinator.phone2`, an office's `email` and `phones`, `fundOffices` itself.
 * Throws a `ContactFileError` listing every problem.
 */
export function parseContactDetails(value: unknown): ContactDetails {
  const problems: string[] = [];
  const text = (record: Fields, key: string, where: string, required: boolean): string => {
    const field = record[key];
    if (field === undefined || field === null) {
      if (required) problems.push(`${where}.${key} is missing`);
      return '';
    }
    if (typeof field !== 'string') {
      problems.push(`${where}.${key} must be text`);
      return '';
    }
    if (required && field.trim() === '') problems.push(`${where}.${key} is empty`);
    return field.trim();
  };

  if (!isRecord(value)) throw new ContactFileError(['the file must hold one JSON object']);
  if (value.demo !== undefined && typeof value.demo !== 'boolean')
    problems.push('demo must be true or false');

  const coordinatorValue = value.coordinator;
  const coordinatorRecord = isRecord(coordinatorValue) ? coordinatorValue : {};
  if (!isRecord(coordinatorValue)) problems.push('coordinator must be an object');
  const coordinator: CoordinatorContact = {
    name: text(coordinatorRecord, 'name', 'coordinator', true),
    email: text(coordinatorRecord, 'email', 'coordinator', true),
    office: text(coordinatorRecord, 'office', 'coordinator', true),
    phone1: text(coordinatorRecord, 'phone1', 'coordinator', true),
    phone2: text(coordinatorRecord, 'phone2', 'coordinator', false),
  };

  const officesValue = value.fundOffices ?? [];
  if (!Array.isArray(officesValue)) problems.push('fundOffices must be a list');
  const fundOffices = (Array.isArray(officesValue) ? officesValue : []).map((office: unknown, index) => {
    const where = `fundOffices[${index}]`;
    if (!isRecord(office)) {
      problems.push(`${where} must be an object`);
      return { name: '', address: '', email: '', phones: [] };
    }
    const phonesValue = office.phones ?? [];
    const phonesValid = Array.isArray(phonesValue) && phonesValue.every((p) => typeof p === 'string');
    if (!phonesValid) problems.push(`${where}.phones must be a list of text`);
    const phones = phonesValid ? phonesValue.map((p) => p.trim()).filter((p) => p !== '') : [];
    return {
      name: text(office, 'name', where, true),
      address: text(office, 'address', where, true),
      email: text(office, 'email', where, false),
      phones,
    };
  });

  if (problems.length > 0) throw new ContactFileError(problems);
  return { demo: value.demo === true, coordinator, fundOffices };
}

/**
 * Fetches and reads the contact file beside the portal (`url`, e.g. `/contact.json`). Rejects when
 * it cannot be fetched or read; the caller shows its own words.
 */
export async function fetchContactDetails(
  url: string,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<ContactDetails> {
  const response = await (options.fetch ?? globalThis.fetch)(url, {
    signal: options.signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseContactDetails(await response.json());
}

/** The `tel:` address of a phone number as people write it (`0803 123 4567` → `tel:08031234567`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
