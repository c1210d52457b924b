/** Plain shapes of the reference data. No runtime code but `BANK_KINDS`, so any layer may import them. */

/** A school (the registration form calls it a faculty). */
export interface School {
  /** Stable kebab-case id, e.g. `computing-and-engineering-sciences`. */
  readonly id: string;
  /** The name shown and sent, e.g. `Computing and Engineering Sciences`. */
  readonly name: string;
}

export interface Department {
  readonly id: string;
  readonly name: string;
  /** The id of the school the department belongs to. */
  readonly schoolId: string;
}

export interface Course {
  readonly id: string;
  readonly name: string;
  /** The id of the department the course is listed under. */
  readonly departmentId: string;
}

/**
 * The categories of the Central Bank of Nigeria's lists of licensed banks, and the mobile money
 * operators it licenses (not banks, but where many students are paid).
 */
export const BANK_KINDS = [
  'commercial',
  'merchant',
  'non-interest',
  'payment-service',
  'microfinance',
  'mobile-money',
] as const;
export type BankKind = (typeof BANK_KINDS)[number];

export interface Bank {
  /** The name shown as the option and sent as `bankName`. */
  readonly name: string;
  readonly kind: BankKind;
  /**
   * The bank code as Nigeria's payment providers publish it (the CBN's three-digit code for a
   * bank, e.g. `058`; the list's own code otherwise, e.g. Kuda `50211`, OPay `999992`); left out
   * where the list consulted does not have the institution (docs/reference-data.md).
   */
  readonly code?: string;
  /** The short or former names the bank is searched by (`GTB`, `UBA`, `FCMB`, `Kuda`). */
  readonly aliases?: readonly string[];
}

/** A state of Nigeria, or the Federal Capital Territory, with its Local Government Areas. */
export interface State {
  readonly name: string;
  readonly lgas: readonly string[];
}
