/** The fake's fixture sign-off links: each opens the state its name says. */
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { FIXTURE_SIGNOFF_TOKENS } from '../index.ts';
import { failure, signedIn, useFake } from '../testing.ts';

useFake();

describe('fixture sign-off links', () => {
  it("opens the ready link on the fixture student's written week, and signs it once", async () => {
    const api = signedIn({});
    const token = FIXTURE_SIGNOFF_TOKENS.ready;
    const { data } = await api.getSignoff({ token });
    expect(data.student.name).toBe('Adaeze Aisha Okafor');
    expect(data.week.weekStart).toBe('2026-05-18');
    expect(data.signOff).toBeNull();
    const signed = await api.signWeek({ token, name: 'Bisi Adeyemi', digest: data.digest });
    expect(signed.message).toBe(MESSAGES.weekSigned);
    expect((await api.getSignoff({ token })).data.signOff?.name).toBe('Bisi Adeyemi');
  });

  it('answers the expired and the replaced link with their sentences', async () => {
    const api = signedIn({});
    expect(await failure(api.getSignoff({ token: FIXTURE_SIGNOFF_TOKENS.expired }))).toMatchObject({
      status: 410,
      message: SERVER_MESSAGES.signoffLinkExpired,
    });
    expect(await failure(api.getSignoff({ token: FIXTURE_SIGNOFF_TOKENS.replaced }))).toMatchObject({
      status: 410,
      message: SERVER_MESSAGES.signoffLinkReplaced,
    });
  });
});
