/**
 * The placement's dates: a student's placement may not end before it starts. Every path that
 * writes the dates (the student's work details and own update, the coordinator's edit of a
 * student) calls this on the server and in the fake, so the rule holds on what is stored
 * whatever subset of the two fields a call sends.
 */
import { parseDay } from '../dates.ts';
import { SERVER_MESSAGES } from '../messages.ts';

/** The two dates as stored or as sent: `YYYY-MM-DD`; blank, null or absent when not set (or not sent). */
export interface PlacementDates {
  resumptionDate?: string | null | undefined;
  expectedEndDate?: string | null | undefined;
}

/** A refusal: the field of the call that made the dates wrong, and the sentence to show beside it. */
export interface PlacementRefusal {
  field: keyof PlacementDates;
  problem: string;
}

function given(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * What a call that sends `sent` over `stored` refuses, or undefined: the dates it would store
 * (a sent date replaces the stored one; a blank or absent one keeps it) must not end before they
 * start. The refusal names the date the call sent: the end date when it sent it, else the
 * resumption date that now falls after the stored end. Stored text that is not a day (an older
 * record) is not compared; sent text is checked as a day by the contract before this.
 */
export function placementDatesProblem(
  stored: PlacementDates,
  sent: PlacementDates,
): PlacementRefusal | undefined {
  const sentStart = given(sent.resumptionDate);
  const sentEnd = given(sent.expectedEndDate);
  if (sentStart === undefined && sentEnd === undefined) return undefined;
  const start = parseDay(sentStart ?? given(stored.resumptionDate) ?? '');
  const end = parseDay(sentEnd ?? given(stored.expectedEndDate) ?? '');
  // Days as YYYY-MM-DD sort as text.
  if (start === undefined || end === undefined || end >= start) return undefined;
  return sentEnd !== undefined
    ? { field: 'expectedEndDate', problem: SERVER_MESSAGES.endBeforeResumption }
    : { field: 'resumptionDate', problem: SERVER_MESSAGES.resumptionAfterEnd };
}
