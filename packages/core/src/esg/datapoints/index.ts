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

/** B3's energy by source, each split into its renewable and non-renewable part (the breakdown axis). */
const ENERGY_SPLIT_CONCEPTS = [
  'vsme:EnergyConsumptionFromElectricity',
  'vsme:EnergyConsumptionFromSelfGeneratedElectricity',
  'vsme:EnergyConsumptionFromFuels',
] as const;
const ENERGY_AXIS = 'vsme:BreakdownOfEnergyConsumptionAxis';
const ENERGY_PARTS = [
  { member: 'vsme:RenewableEnergyMember', label: { en: 'renewable', de: 'erneuerbar' } },
  { member: 'vsme:NonRenewableEnergyMember', label: { en: 'non-renewable', de: 'nicht erneuerbar' } },
] as const;

/**
 * The renewable and non-renewable parts of B3's energy from electricity, self-generated electricity and
 * fuels, as datapoints of their own: code `<concept>_<member local name>` (the template's defined name,
 * e.g. `vsme:EnergyConsumptionFromElectricity_RenewableEnergyMember`), the concept's XBRL tagging with the
 * member of the breakdown axis. The concept's own datapoint is the total of both parts.
 */
export const VSME_MEMBER_DATAPOINTS: readonly VsmeDatapoint[] = ENERGY_SPLIT_CONCEPTS.flatMap((concept) => {
  const total = VSME_DATAPOINTS.find((datapoint) => datapoint.code === concept);
  if (!total) return [];
  return ENERGY_PARTS.map((part) => ({
    ...total,
    code: `${concept}_${part.member.slice(part.member.indexOf(':') + 1)}`,
    label: { en: `${total.label.en}: ${part.label.en}`, de: `${total.label.de}: ${part.label.de}` },
    xbrl: { ...total.xbrl, dimensions: { [ENERGY_AXIS]: part.member } },
  }));
});

const BY_CODE = new Map(
  [...VSME_DATAPOINTS, ...VSME_MEMBER_DATAPOINTS].map((datapoint) => [datapoint.code, datapoint]),
);

/** A VSME datapoint by its code, the member datapoints (`VSME_MEMBER_DATAPOINTS`) included. */
export function findVsmeDatapoint(code: string): VsmeDatapoint | undefined {
  return BY_CODE.get(code);
}

/** The datapoints of one VSME disclosure in the taxonomy's order, each member datapoint after its concept's. */
export function listVsmeDatapoints(disclosure: VsmeDisclosureCode): VsmeDatapoint[] {
  return VSME_DATAPOINTS.filter((datapoint) => datapoint.disclosure === disclosure).flatMap((datapoint) => [
    datapoint,
    ...VSME_MEMBER_DATAPOINTS.filter((member) => member.xbrl.concept === datapoint.code),
  ]);
}
