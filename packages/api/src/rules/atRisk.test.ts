import { describe, expect, it } from 'vitest';
import {
  AT_RISK_DEFAULTS,
  atRiskCsvRow,
  atRiskCutoffs,
  atRiskReasons,
  oldUnsigned,
  visitDueDay,
  type AtRiskFacts,
} from './atRisk.ts';

// Wednesday 24 June 2026, 10:00 in Lagos: this week's Monday is 22 June.
const NOW = new Date('2026-06-24T09:00:00.000Z');
const cutoffs = atRiskCutoffs(NOW, AT_RISK_DEFAULTS, '2026-06-01');
const placed: AtRiskFacts = {
  companyName: 'Interswitch',
  resumptionDate: '2026-06-01',
  expectedEndDate: '2026-11-13',
  lastWrittenWeek: '2026-06-22',
};
const reasonsOf = (facts: AtRiskFacts, c = cutoffs) => atRiskReasons(facts, c).map((r) => r.text);

describe('the students at risk', () => {
  it('measures from this week in Lagos', () => {
    expect(cutoffs).toMatchObject({
      today: '2026-06-24',
      thisMonday: '2026-06-22',
      resumedBy: '2026-06-08',
      lastWrittenBy: '2026-06-01',
      placementDue: true,
      unsignedBy: '2026-05-25',
      defenceBy: '2026-06-23T09:00:00.000Z',
    });
  });

  it('finds no reason for a student on track', () => {
    expect(reasonsOf(placed)).toEqual([]);
  });

  it('counts two full weeks without an entry', () => {
    expect(reasonsOf({ ...placed, lastWrittenWeek: '2026-06-08' })).toEqual([]);
    expect(reasonsOf({ ...placed, lastWrittenWeek: '2026-06-01' })).toEqual([
      'No entry for 2 weeks: the last was in the week of Monday 1 June 2026.',
    ]);
    expect(reasonsOf({ ...placed, lastWrittenWeek: null })).toEqual([
      'No entry in the 3 weeks since resuming on Monday 1 June 2026.',
    ]);
    // Not before the period has run two weeks, nor after it ended.
    expect(reasonsOf({ ...placed, resumptionDate: '2026-06-10', lastWrittenWeek: null })).toEqual([]);
    expect(
      reasonsOf({
        ...placed,
        expectedEndDate: '2026-06-23',
        lastWrittenWeek: '2026-06-01',
        inspectionScore: 20,
      }),
    ).toEqual([]);
  });

  it('finds the unplaced two weeks into the period', () => {
    expect(reasonsOf({})).toEqual([
      'No placement 2 weeks into the training period, which began on Monday 1 June 2026.',
    ]);
    expect(reasonsOf({}, atRiskCutoffs(NOW, AT_RISK_DEFAULTS, '2026-06-15'))).toEqual([]);
    expect(reasonsOf({}, atRiskCutoffs(NOW, AT_RISK_DEFAULTS, null))).toEqual([]);
  });

  it('wants the inspection graded by mid-period', () => {
    expect(visitDueDay('2026-06-01', '2026-11-13', 50)).toBe('2026-08-22');
    const late = atRiskCutoffs(new Date('2026-08-22T09:00:00.000Z'), AT_RISK_DEFAULTS, '2026-06-01');
    const facts = { ...placed, lastWrittenWeek: '2026-08-17' };
    expect(reasonsOf(facts, late)).toEqual([
      'No inspection visit graded by mid-period, Saturday 22 August 2026.',
    ]);
    expect(reasonsOf({ ...facts, inspectionScore: 20 }, late)).toEqual([]);
    const earlier = atRiskCutoffs(new Date('2026-08-21T09:00:00.000Z'), AT_RISK_DEFAULTS, null);
    expect(reasonsOf(facts, earlier)).toEqual([]);
  });

  it('counts written weeks unsigned three weeks after they ended', () => {
    expect(oldUnsigned(['2026-06-01', '2026-05-25', '2026-05-18'], cutoffs)).toEqual({
      count: 2,
      oldest: '2026-05-18',
    });
    expect(oldUnsigned(['2026-06-01'], cutoffs)).toBeNull();
    expect(reasonsOf({ ...placed, unsigned: { count: 2, oldest: '2026-05-18' } })).toEqual([
      '2 written weeks unsigned for 3 weeks or more, the oldest the week of Monday 18 May 2026.',
    ]);
  });

  it('names the grades missing a day after the defence', () => {
    const defended = { ...placed, defenseDate: '2026-06-23T09:00:00.000Z', inspectionScore: 20 };
    expect(reasonsOf(defended)).toEqual(['Defence grade missing after the defence on Tuesday 23 June 2026.']);
    expect(reasonsOf({ ...defended, inspectionScore: null })).toEqual([
      'Inspection and defence grades missing after the defence on Tuesday 23 June 2026.',
    ]);
    expect(reasonsOf({ ...defended, defenseDate: '2026-06-23T10:00:00.000Z' })).toEqual([]);
    expect(reasonsOf({ ...defended, defenseScore: 30 })).toEqual([]);
  });

  it('lists every reason in order, and turns a rule off at null', () => {
    const all: AtRiskFacts = {
      resumptionDate: '2026-01-05',
      expectedEndDate: '2026-07-03',
      lastWrittenWeek: '2026-05-04',
      unsigned: { count: 1, oldest: '2026-05-04' },
      defenseDate: '2026-06-01T09:00:00.000Z',
    };
    expect(atRiskReasons(all, cutoffs).map((r) => r.reason)).toEqual([
      'noEntry',
      'noPlacement',
      'noVisit',
      'unsigned',
      'gradesMissing',
    ]);
    const off = atRiskCutoffs(
      NOW,
      { ...AT_RISK_DEFAULTS, noEntryWeeks: null, noPlacementWeeks: null },
      '2026-01-05',
    );
    expect(atRiskReasons(all, off).map((r) => r.reason)).toEqual(['noVisit', 'unsigned', 'gradesMissing']);
    expect(
      atRiskCsvRow({
        name: 'A B',
        matricNo: 'M',
        course: 'C',
        email: 'e',
        phone: 'p',
        reasons: atRiskReasons(all, off),
      })[5],
    ).toContain('No inspection visit graded by mid-period');
  });
});
