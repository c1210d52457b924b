import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../messages.ts';
import { placementDatesProblem } from './index.ts';

const stored = { resumptionDate: '2026-05-04', expectedEndDate: '2026-10-30' };
const endFirst = { field: 'expectedEndDate', problem: SERVER_MESSAGES.endBeforeResumption };
const startLast = { field: 'resumptionDate', problem: SERVER_MESSAGES.resumptionAfterEnd };

describe('the placement dates rule: the end not before the start, on what would be stored', () => {
  it('refuses both dates sent backwards, naming the end date', () => {
    expect(
      placementDatesProblem({}, { resumptionDate: '2026-07-01', expectedEndDate: '2026-06-30' }),
    ).toEqual(endFirst);
    expect(
      placementDatesProblem(stored, { resumptionDate: '2026-07-01', expectedEndDate: '2026-06-30' }),
    ).toEqual(endFirst);
  });

  it('refuses an end date sent alone before the stored start', () => {
    expect(placementDatesProblem(stored, { expectedEndDate: '2020-01-01' })).toEqual(endFirst);
    expect(placementDatesProblem(stored, { resumptionDate: '', expectedEndDate: '2020-01-01' })).toEqual(
      endFirst,
    );
  });

  it('refuses a start date sent alone after the stored end, naming the start date', () => {
    expect(placementDatesProblem(stored, { resumptionDate: '2027-01-04' })).toEqual(startLast);
    expect(placementDatesProblem(stored, { resumptionDate: '2027-01-04', expectedEndDate: null })).toEqual(
      startLast,
    );
  });

  it('takes dates in order, a one-day placement, and a new pair that moves both', () => {
    expect(placementDatesProblem(stored, { expectedEndDate: '2026-11-27' })).toBeUndefined();
    expect(placementDatesProblem(stored, { resumptionDate: '2026-10-30' })).toBeUndefined();
    expect(
      placementDatesProblem(stored, { resumptionDate: '2027-01-04', expectedEndDate: '2027-06-25' }),
    ).toBe(undefined);
  });

  it('has nothing to compare when a date is missing on either side, or nothing is sent', () => {
    expect(placementDatesProblem({}, { expectedEndDate: '2020-01-01' })).toBeUndefined();
    expect(
      placementDatesProblem({ resumptionDate: '', expectedEndDate: '' }, { resumptionDate: '2026-05-04' }),
    ).toBe(undefined);
    expect(
      placementDatesProblem({ resumptionDate: '2026-05-04', expectedEndDate: '2020-01-01' }, {}),
    ).toBeUndefined();
    expect(placementDatesProblem(stored, { resumptionDate: '  ', expectedEndDate: '' })).toBeUndefined();
  });

  it('leaves stored text that is not a day (an older record) uncompared', () => {
    expect(
      placementDatesProblem({ resumptionDate: 'May 2026' }, { expectedEndDate: '2020-01-01' }),
    ).toBeUndefined();
  });
});
