import type { VsmeDatapoint } from './types.ts';
import { VSME_DATAPOINTS } from './vsme-datapoints.generated.ts';

export * from './datapoint-values.ts';
export * from './disclosure-names.ts';
export type * from './types.ts';
export { VSME_DATAPOINTS } from './vsme-datapoints.generated.ts';

/** The VSME disclosures in the standard's order: Basic B1–B11, Comprehensive C1–C9, then the rest. */
export const VSME_DISCLOSURE_CODES = [
  ...Array.from({ length: 11 }, (_, index) => `B${index + 1}`),
  ...Array.from({ length: 9 }, (_, index) => `C${index + 1}`),
  'other',
] as const;

export type VsmeDisclosureCode = (typeof VSME_DISCLOSURE_CODES)[number];

const BY_CODE = new Map(VSME_DATAPOINTS.map((datapoint) => [datapoint.code, datapoint]));

export function findVsmeDatapoint(code: string): VsmeDatapoint | undefined {
  return BY_CODE.get(code);
}

/** The datapoints of one VSME disclosure. */
export function listVsmeDatapoints(disclosure: VsmeDisclosureCode): VsmeDatapoint[] {
  return VSME_DATAPOINTS.filter((datapoint) => datapoint.disclosure === disclosure);
}
