/** Names, emails and codes, as the server stores them and the fake keeps them. */

/** A person's display name: first, middle and last, blanks left out ("Ada Grace Obi"). */
export function fullName(parts: {
  firstName: string;
  middleName?: string | null | undefined;
  lastName: string;
}): string {
  return [parts.firstName, parts.middleName, parts.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** An email as accounts are found by: trimmed, lower case. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two emails name the same account. */
export function sameEmail(a: string, b: string): boolean {
  return normalEmail(a) === normalEmail(b);
}

/** A new student's code: SIW, the year's last two digits, and the registration's number (`SIW2600042`). */
export function studentCode(sequence: number, year: number): string {
  return `SIW${String(year % 100).padStart(2, '0')}${String(sequence).padStart(5, '0')}`;
}
