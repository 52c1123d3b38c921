import { fillVsmeTemplate } from './vsme-template.ts';

/** The LEI "Tischlerei Auer GmbH" gives (fictional; its ISO 17442 check digits fit). */
export const AUER_LEI = '529900AUERTISCHL0125';

/**
 * EFRAG's VSME digital template as "Tischlerei Auer GmbH", a fictional Austrian joinery, filled it in
 * Excel for 2025: the XBRL information (LEI and currency), B1's basis for preparation and key facts, B3's
 * energy by source split into renewable and non-renewable with the totals Excel computes, B7, B8's
 * employees by gender, B9's accidents and B10's training hours. Scope 1 and 2 are left to the calculator.
 */
export function buildAuerTemplate(): Buffer {
  return fillVsmeTemplate({
    'General Information': {
      D3: 'Tischlerei Auer GmbH',
      D4: 'LEI',
      E4: AUER_LEI,
      D5: 'EUR',
      E125: 'Option A (Basic Module only)',
      E179: 'Sustainability report prepared on an individual basis',
      E180: 'private limited liability undertaking',
      E182: 'NACE C - 16.23 Manufacture of other builders’ carpentry and joinery',
      E183: 'NACE F - 43.32 Joinery installation',
      E282: 2_350_000,
      E283: 4_120_000,
      E284: 34,
      E285: 'At the end of the reporting period',
      E286: 'Full-time equivalent (FTE)',
      E287: 'Austria',
    },
    'Environmental Disclosures': {
      G12: 180,
      J12: 95.5,
      K12: 275.5,
      G13: 22,
      J13: 0,
      K13: 22,
      G14: 40,
      J14: 310,
      K14: 350,
      D316: 'YES',
      D317: 'Offcuts go to a pellet press; solid-wood furniture is taken back and refurbished.',
    },
    'Social Disclosures': { D18: 26, D19: 8, D140: 2, D144: 0, D157: 16, D158: 18 },
  });
}

/**
 * Every fact the filled template holds, as the XBRL instance must carry it: local name, the member of
 * the energy breakdown axis (none: the total), and the fact's text. 27 facts.
 */
export const AUER_FACTS: readonly { name: string; member?: string; text: string }[] = [
  { name: 'BasisForPreparation', text: 'OptionABasicModuleOnlyMember' },
  { name: 'BasisForReporting', text: 'IndividualMember' },
  { name: 'UndertakingsLegalForm', text: 'PrivateLimitedLiabilityUndertakingMember' },
  { name: 'NaceSectorClassificationCodes', text: 'NACE_C1623 NACE_F4332' },
  { name: 'Assets', text: '2350000' },
  { name: 'Turnover', text: '4120000' },
  { name: 'NumberOfEmployees', text: '34' },
  { name: 'EmployeeCountingMethodology', text: 'AtTheEndOfTheReportingPeriodMember' },
  { name: 'TypeOfNumberOfEmployees', text: 'Full-TimeEquivalentFTEMember' },
  { name: 'CountryOfPrimaryOperationsAndLocationOfSignificantAssets', text: 'AT' },
  { name: 'EnergyConsumptionFromElectricity', text: '275.5' },
  { name: 'EnergyConsumptionFromElectricity', member: 'RenewableEnergyMember', text: '180' },
  { name: 'EnergyConsumptionFromElectricity', member: 'NonRenewableEnergyMember', text: '95.5' },
  { name: 'EnergyConsumptionFromSelfGeneratedElectricity', text: '22' },
  { name: 'EnergyConsumptionFromSelfGeneratedElectricity', member: 'RenewableEnergyMember', text: '22' },
  { name: 'EnergyConsumptionFromSelfGeneratedElectricity', member: 'NonRenewableEnergyMember', text: '0' },
  { name: 'EnergyConsumptionFromFuels', text: '350' },
  { name: 'EnergyConsumptionFromFuels', member: 'RenewableEnergyMember', text: '40' },
  { name: 'EnergyConsumptionFromFuels', member: 'NonRenewableEnergyMember', text: '310' },
  { name: 'UndertakingAppliesCircularEconomyPrinciples', text: 'true' },
  {
    name: 'DescriptionOfHowCircularEconomyPrinciplesAreApplied',
    text: 'Offcuts go to a pellet press; solid-wood furniture is taken back and refurbished.',
  },
  { name: 'NumberOfMaleEmployees', text: '26' },
  { name: 'NumberOfFemaleEmployees', text: '8' },
  { name: 'NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod', text: '2' },
  { name: 'NumberOfFatalitiesAsAResultOfWorkRelatedInjuriesAndWorkRelatedIllHealth', text: '0' },
  { name: 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee', text: '16' },
  { name: 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee', text: '18' },
];

/**
 * `AUER_FACTS` of a year with a Corporate year of the calculator: B3's energy from electricity and from
 * fuels (each with its renewable and non-renewable part) are then the calculator's, not the template's.
 * The Corporate year of the tests burns only fossil gas, `fuelsMwh` of it, and buys no electricity.
 */
export function auerFactsWithCalculatorEnergy(fuelsMwh: string): readonly (typeof AUER_FACTS)[number][] {
  const calculator: Record<string, string> = {
    EnergyConsumptionFromElectricity: '0',
    'EnergyConsumptionFromElectricity[RenewableEnergyMember]': '0',
    'EnergyConsumptionFromElectricity[NonRenewableEnergyMember]': '0',
    EnergyConsumptionFromFuels: fuelsMwh,
    'EnergyConsumptionFromFuels[RenewableEnergyMember]': '0',
    'EnergyConsumptionFromFuels[NonRenewableEnergyMember]': fuelsMwh,
  };
  return AUER_FACTS.map((fact) => {
    const text = calculator[`${fact.name}${fact.member ? `[${fact.member}]` : ''}`];
    return text === undefined ? fact : { ...fact, text };
  });
}
