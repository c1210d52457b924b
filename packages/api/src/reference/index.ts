/**
 * Reference data of the portal (spec section 3), safe for the browser: no zod, no Node modules.
 *
 * The academic lists are small and exported directly. The bank list and the states with their
 * LGAs are large, so they are only reachable through the async loaders below: bundlers split
 * each into its own chunk, fetched the first time a screen asks for it.
 */
import type { Bank, State } from './types.ts';

export {
  SCHOOLS,
  DEPARTMENTS,
  COURSES,
  findSchool,
  findDepartment,
  findCourse,
  departmentsOf,
  coursesOf,
  placeOfCourse,
  academicChange,
  academicChoice,
} from './academic.ts';
export type {
  CoursePlace,
  AcademicChanges,
  AcademicRefusal,
  AcademicChoice,
  AcademicChoiceRefusal,
} from './academic.ts';
export { BANK_KINDS } from './types.ts';
export type { School, Department, Course, Bank, BankKind, State } from './types.ts';

/** Every bank, sorted by name. */
export async function loadBanks(): Promise<readonly Bank[]> {
  const { BANKS } = await import('./banks.ts');
  return BANKS;
}

/** The 36 states and the Federal Capital Territory, sorted by name, each with its LGAs. */
export async function loadStates(): Promise<readonly State[]> {
  const { STATES } = await import('./states.ts');
  return STATES;
}

/**
 * How state names from forms and outside services are compared: case and spacing ignored,
 * a trailing "State" dropped ("Lagos State"), and the usual names of the capital territory
 * ("FCT", "Abuja", "FCT Abuja") taken for "Federal Capital Territory".
 */
function stateKey(name: string): string {
  const plain = name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/ state$/, '');
  const capitalTerritory = [
    'fct',
    'abuja',
    'fct abuja',
    'abuja fct',
    'fct - abuja',
    'federal capital territory',
  ];
  return capitalTerritory.includes(plain) ? 'federal capital territory' : plain;
}

/** The LGAs of a state, matched by name without regard to case; none for an unknown state. */
export async function loadLgas(stateName: string): Promise<readonly string[]> {
  const wanted = stateKey(stateName);
  const states = await loadStates();
  return states.find((state) => stateKey(state.name) === wanted)?.lgas ?? [];
}
