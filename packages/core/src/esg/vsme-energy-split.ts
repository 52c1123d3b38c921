import type { CalculatorFact } from './climate-facts.ts';

/**
 * The energy of one group of a calculator year's rows (kWh, gross CV; distribution applied): the section
 * path the rows were entered in, the energy and its renewable part on the market basis (contractual
 * instruments; for fuels both bases are the same).
 */
export type EnergySectionSums = {
  readonly sectionIds: readonly (string | null)[];
  readonly kwh: number;
  readonly renewableMarketKwh: number;
};

/** The Corporate form's sections B3's split reads: purchased electricity (Scope 2) and Scope 1 fuels. */
export const VSME_ELECTRICITY_SECTION_ID = 'purchased-electricity';
export const VSME_FUELS_SECTION_ID = 'scope-1';

const ELECTRICITY = 'vsme:EnergyConsumptionFromElectricity';
const FUELS = 'vsme:EnergyConsumptionFromFuels';
const RENEWABLE = '_RenewableEnergyMember';
const NON_RENEWABLE = '_NonRenewableEnergyMember';

/**
 * B3's energy split datapoints the calculator answers once the ESG year has Corporate years: energy from
 * electricity and from fuels, each with its renewable and non-renewable part. Self-generated electricity
 * is not among them: a calculator row does not say whether the company generated its electricity.
 */
export const VSME_ENERGY_SPLIT_CALCULATOR_CODES: ReadonlySet<string> = new Set(
  [ELECTRICITY, FUELS].flatMap((code) => [code, `${code}${RENEWABLE}`, `${code}${NON_RENEWABLE}`]),
);

const mwh = (kwh: number): CalculatorFact['answer'] => ({
  kind: 'number',
  value: kwh / 1000,
  unit: 'utr:MWh',
});

/**
 * B3's energy from electricity and from fuels from the calculator's rows (MWh): electricity is what the
 * purchased-electricity section consumed, renewable as its contractual instruments (market basis) say;
 * fuels are what the Scope 1 section burnt, renewable where the fuel is (biofuels, biomass). Nuclear
 * electricity is non-renewable. Purchased heat, steam and cooling count in the total energy consumption
 * but in neither part, so electricity and fuels together may stay below the total.
 */
export function deriveVsmeEnergySplitFacts(groups: readonly EnergySectionSums[]): CalculatorFact[] {
  const sum = (sectionId: string) => {
    let kwh = 0;
    let renewable = 0;
    for (const group of groups) {
      if (!group.sectionIds.includes(sectionId)) continue;
      kwh += group.kwh;
      renewable += group.renewableMarketKwh;
    }
    return { kwh, renewable };
  };
  const parts = [
    { code: ELECTRICITY, ...sum(VSME_ELECTRICITY_SECTION_ID) },
    { code: FUELS, ...sum(VSME_FUELS_SECTION_ID) },
  ];
  return parts.flatMap(({ code, kwh, renewable }) => [
    { concept: code, answer: mwh(kwh) },
    { concept: `${code}${RENEWABLE}`, answer: mwh(renewable) },
    { concept: `${code}${NON_RENEWABLE}`, answer: mwh(kwh - renewable) },
  ]);
}
