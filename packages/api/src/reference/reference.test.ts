/** The lists loaded on demand: the banks, and the states with their LGAs. */
import { describe, expect, it } from 'vitest';
import { BANK_KINDS, loadBanks, loadLgas, loadStates } from './index.ts';

/** LGAs per state as the 1999 Constitution counts them. */
const LGA_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

describe('banks', () => {
  it('loads about 125 banks with unique names, sorted by name', async () => {
    const banks = await loadBanks();
    const names = banks.map((bank) => bank.name);
    expect(banks.length).toBeGreaterThanOrEqual(110);
    expect(banks.length).toBeLessThanOrEqual(140);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names).toEqual([...names].sort(byName));
    for (const name of names) expect(name).toBe(name.trim());
  });

  it('has every kind of the CBN lists and no other', async () => {
    const banks = await loadBanks();
    const kinds = new Set(banks.map((bank) => bank.kind));
    expect([...kinds].sort()).toEqual([...BANK_KINDS].sort());
  });

  it('names the payment service banks the spec era knows and the big commercial banks', async () => {
    const banks = await loadBanks();
    const kindOf = (name: string) => banks.find((bank) => bank.name === name)?.kind;
    for (const psb of [
      '9 Payment Service Bank',
      'Hope PSB',
      'MoneyMaster PSB',
      'Momo PSB',
      'SmartCash PSB',
    ]) {
      expect(kindOf(psb)).toBe('payment-service');
    }
    for (const bank of [
      'Access Bank',
      'First Bank of Nigeria',
      'Guaranty Trust Bank',
      'United Bank for Africa',
      'Zenith Bank',
    ]) {
      expect(kindOf(bank)).toBe('commercial');
    }
    expect(kindOf('Jaiz Bank')).toBe('non-interest');
    expect(kindOf('Coronation Merchant Bank')).toBe('merchant');
  });

  it('gives the usual short names and the fintechs students use, each with its published code', async () => {
    const banks = await loadBanks();
    const byAlias = (alias: string) => banks.find((bank) => bank.aliases?.includes(alias));
    expect(byAlias('GTB')).toMatchObject({ name: 'Guaranty Trust Bank', code: '058' });
    expect(byAlias('UBA')).toMatchObject({ name: 'United Bank for Africa', code: '033' });
    expect(byAlias('FCMB')).toMatchObject({ name: 'First City Monument Bank', code: '214' });
    expect(byAlias('Kuda')).toMatchObject({ name: 'Kuda Microfinance Bank', code: '50211' });
    expect(byAlias('Moniepoint')).toMatchObject({ name: 'Moniepoint Microfinance Bank', code: '50515' });
    const byName = (name: string) => banks.find((bank) => bank.name === name);
    expect(byName('OPay')).toMatchObject({ kind: 'mobile-money', code: '999992' });
    expect(byName('PalmPay')).toMatchObject({ kind: 'mobile-money', code: '999991' });
    expect(byName('Zenith Bank')).toMatchObject({ code: '057' });
    expect(byName('Access Bank')).toMatchObject({ code: '044' });
  });

  it('keeps codes digits and unique, and no short name on two banks', async () => {
    const banks = await loadBanks();
    const codes = banks.flatMap((bank) => (bank.code ? [bank.code] : []));
    expect(codes.length).toBeGreaterThan(60);
    for (const code of codes) expect(code).toMatch(/^\d{3,6}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const aliases = banks.flatMap((bank) => bank.aliases ?? []).map((alias) => alias.toLowerCase());
    expect(new Set(aliases).size).toBe(aliases.length);
    const names = new Set(banks.map((bank) => bank.name.toLowerCase()));
    for (const alias of aliases) expect(names.has(alias)).toBe(false);
  });

  it('names every microfinance bank as one', async () => {
    const banks = await loadBanks();
    const microfinance = banks.filter((bank) => bank.kind === 'microfinance');
    expect(microfinance.length).toBeGreaterThan(50);
    for (const bank of microfinance) expect(bank.name).toMatch(/ Microfinance Bank$/);
  });
});

describe('states and LGAs', () => {
  it('loads the 36 states and the FCT, sorted by name', async () => {
    const states = await loadStates();
    const names = states.map((state) => state.name);
    expect(states).toHaveLength(37);
    expect(names).toEqual([...names].sort(byName));
    expect(names).toEqual(Object.keys(LGA_COUNTS).sort(byName));
  });

  it('has 774 LGAs, each state with its constitutional count', async () => {
    const states = await loadStates();
    const total = states.reduce((sum, state) => sum + state.lgas.length, 0);
    expect(total).toBe(774);
    const counts = Object.fromEntries(states.map((state) => [state.name, state.lgas.length]));
    expect(counts).toEqual(LGA_COUNTS);
  });

  it('repeats no LGA within a state and has no blank names', async () => {
    for (const state of await loadStates()) {
      const lower = state.lgas.map((lga) => lga.toLowerCase());
      expect(new Set(lower).size, state.name).toBe(state.lgas.length);
      for (const lga of state.lgas) expect(lga, state.name).toMatch(/^\S(.*\S)?$/);
    }
  });

  it('loads the LGAs of a state whatever the case', async () => {
    const lagos = await loadLgas('Lagos');
    expect(lagos).toHaveLength(20);
    expect(lagos).toContain('Ikeja');
    expect(await loadLgas('lagos')).toEqual(lagos);
    expect(await loadLgas('  LAGOS ')).toEqual(lagos);
    expect(await loadLgas('Lagos State')).toEqual(lagos);
    expect(await loadLgas('akwa ibom')).toHaveLength(31);
  });

  it('knows the capital territory by its usual names', async () => {
    const fct = await loadLgas('Federal Capital Territory');
    expect(fct).toEqual(['Abaji', 'Abuja Municipal Area Council', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali']);
    expect(await loadLgas('FCT')).toEqual(fct);
    expect(await loadLgas('Abuja')).toEqual(fct);
  });

  it('gives no LGAs for an unknown state', async () => {
    expect(await loadLgas('Atlantis')).toEqual([]);
    expect(await loadLgas('')).toEqual([]);
    expect(await loadLgas('Lagos Island')).toEqual([]);
  });
});
