/**
 * Sign-off links the fake holds from the start (issue 24), so stories, tests and `npm run dev`
 * can open the sign-off page in each of its states without a student asking first: a link that
 * may sign, one expired, one replaced by a newer request. All are for the fixture student's
 * written weeks; a signed link comes from signing the one that may sign.
 */
import { LOGBOOK } from '@siwes/api';
import type { FakeSignoffRequest } from './db.ts';
import { FIXTURE_IDS } from './fixtures.ts';

/** The tokens of the fixture links: `/signoff/{token}` opens each. */
export const FIXTURE_SIGNOFF_TOKENS = {
  /** The fixture student's week of 18 May 2026, asked on 1 June: it may be signed until 15 June. */
  ready: 'fake-signoff-ready-week-2026-05-18',
  /** The week of 11 May, asked on 11 May: its 14 days ran out on 25 May. */
  expired: 'fake-signoff-expired-week-2026-05-11',
  /** The week of 4 May: a newer request replaced this link. */
  replaced: 'fake-signoff-replaced-week-2026-05-04',
} as const;

/** The workplace supervisor's address the fixture links were mailed to. */
export const FIXTURE_WORKPLACE_EMAIL = 'workplace.supervisor@siwes.test';

const DAY_MS = 86_400_000;
const at = (day: string) => `${day}T09:00:00.000Z`;
const plusDays = (day: string, days: number) => new Date(Date.parse(at(day)) + days * DAY_MS).toISOString();

function link(
  n: number,
  token: string,
  weekStart: string,
  createdDay: string,
  revokedAt: string | null = null,
): FakeSignoffRequest {
  return {
    id: `signoff-fixture-${n}`,
    token,
    studentId: FIXTURE_IDS.student,
    weekStart,
    sentTo: FIXTURE_WORKPLACE_EMAIL,
    createdAt: at(createdDay),
    expiresAt: plusDays(createdDay, LOGBOOK.linkDays),
    revokedAt,
    signedAt: null,
  };
}

/** The fixture links, as the fake's logbook holds them at its start (`FAKE_NOW`, Friday 5 June 2026). */
export function fixtureSignoffRequests(): FakeSignoffRequest[] {
  return [
    link(1, FIXTURE_SIGNOFF_TOKENS.ready, '2026-05-18', '2026-06-01'),
    link(2, FIXTURE_SIGNOFF_TOKENS.expired, '2026-05-11', '2026-05-11'),
    link(3, FIXTURE_SIGNOFF_TOKENS.replaced, '2026-05-04', '2026-05-08', at('2026-05-09')),
    // The newer request that replaced the link above (its token is never shown).
    link(4, 'fake-signoff-newer-week-2026-05-04', '2026-05-04', '2026-05-09'),
  ];
}

/** A 1 x 1 pixel PNG, as base64: a stamp small enough for any test. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
