/**
 * The placements the contract suite's scenarios (and the server's logbook tests, the CLI's and the
 * portal's end-to-end logbook journeys) send as work details.
 */

/** Work details of a placement every scenario that needs one sends. */
export const INTERSWITCH = {
  name: 'Interswitch',
  address: '1648C Oko-Awo Street',
  state: 'Lagos',
  LGA: 'Eti Osa',
  email: 'siwes@interswitch.example',
  phone: '07000000000',
  assignedDepartment: 'Engineering',
  jobDescription: 'Builds payment services',
  resumptionDate: '2026-05-04',
  expectedEndDate: '2026-10-30',
  street: 'Oko-Awo Street',
};

/** Work details for the same placement from 1 June 2026 (a Monday) to 13 November. */
export const PLACEMENT = { ...INTERSWITCH, resumptionDate: '2026-06-01', expectedEndDate: '2026-11-13' };

/** The workplace supervisor who signs the logbook's weeks (issue 24). */
export const WORKPLACE_SUPERVISOR = {
  name: 'Ngozi Bello',
  position: 'Head of IT',
  email: 'bello@workplace.example',
  phone: '0803',
};

/** The placement from 1 June 2026 with its workplace supervisor recorded. */
export const SIGNED_PLACEMENT = { ...PLACEMENT, workplaceSupervisor: WORKPLACE_SUPERVISOR };
