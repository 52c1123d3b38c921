import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXbrlInstance } from './parse-instance.ts';
import { listMissingRequiredVsmeFacts, REQUIRED_VSME_BASIC_CONCEPTS } from './required-facts.ts';
import { type TaxonomyJson, validateVsmeInstance } from './validate-instance.ts';
import type { XbrlFactInput } from './write-instance.ts';
import { writeVsmeInstance } from './write-instance.ts';
import { decimalsOf, roundComputedFigure, toDecimalText } from './xbrl-values.ts';

const TAXONOMY_PATH = resolve(__dirname, '../../../../../../shared/data/vsme/vsme-2026-05-01.json');
const hasTaxonomy = existsSync(TAXONOMY_PATH);
const taxonomy = (hasTaxonomy ? JSON.parse(readFileSync(TAXONOMY_PATH, 'utf8')) : {}) as TaxonomyJson;

/** A small company's Basic-module report, with one figure of each kind. */
const FACTS: XbrlFactInput[] = [
  {
    concept: 'vsme:BasisForPreparation',
    answer: { kind: 'choice', value: ['vsme:OptionABasicModuleOnlyMember'] },
  },
  { concept: 'vsme:BasisForReporting', answer: { kind: 'choice', value: ['vsme:IndividualMember'] } },
  { concept: 'vsme:UndertakingsLegalForm', answer: { kind: 'choice', value: ['vsme:PartnershipMember'] } },
  { concept: 'vsme:NaceSectorClassificationCodes', answer: { kind: 'choice', value: ['nace:NACE_C2511'] } },
  { concept: 'vsme:Assets', answer: { kind: 'number', value: 3_400_000, unit: 'iso4217:EUR' } },
  { concept: 'vsme:Turnover', answer: { kind: 'number', value: 5_250_000.5, unit: 'iso4217:EUR' } },
  { concept: 'vsme:NumberOfEmployees', answer: { kind: 'number', value: 42, unit: 'xbrli:pure' } },
  { concept: 'vsme:TypeOfNumberOfEmployees', answer: { kind: 'choice', value: ['vsme:HeadcountMember'] } },
  {
    concept: 'vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
    answer: { kind: 'choice', value: ['DE'] },
  },
  { concept: 'vsme:TotalEnergyConsumption', answer: { kind: 'number', value: 812.35, unit: 'utr:MWh' } },
  {
    concept: 'vsme:GrossScope1GreenhouseGasEmissions',
    answer: { kind: 'number', value: 120.4, unit: 'utr:tCO2e' },
  },
  {
    concept: 'vsme:GrossLocationBasedScope2GreenhouseGasEmissions',
    answer: { kind: 'number', value: 88, unit: 'utr:tCO2e' },
  },
  {
    concept: 'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue',
    answer: { kind: 'number', value: 0.0000415, unit: 'utr:tCO2e/iso4217:EUR' },
  },
  {
    concept: 'vsme:EnergyConsumptionFromElectricity',
    answer: { kind: 'number', value: 300, unit: 'utr:MWh' },
    dimensions: { 'vsme:BreakdownOfEnergyConsumptionAxis': 'vsme:RenewableEnergyMember' },
  },
  {
    concept: 'vsme:EnergyConsumptionFromElectricity',
    answer: { kind: 'number', value: 450, unit: 'utr:MWh' },
    dimensions: { 'vsme:BreakdownOfEnergyConsumptionAxis': 'vsme:TotalRenewableAndNonRenewableEnergyMember' },
  },
  { concept: 'vsme:EmployeeTurnoverRate', answer: { kind: 'percentage', value: 12.5 } },
  {
    concept: 'vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged',
    answer: { kind: 'yesNo', value: false },
  },
  { concept: 'vsme:GreenhouseGasEmissionReductionTargetYear', answer: { kind: 'date', value: '2030' } },
  {
    concept: 'vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels',
    answer: { kind: 'text', value: 'ISO 14001 since 2019 & EMAS <pending>' },
  },
];

const report = (facts = FACTS) =>
  writeVsmeInstance({
    entity: { scheme: 'http://standards.iso.org/iso/17442', identifier: '5299000EXAMPLE0LEI01' },
    period: { start: '2025-01-01', end: '2025-12-31' },
    facts,
  });

describe('writeVsmeInstance', () => {
  const xml = report();

  it('references the entry point and writes one context per period type and members', () => {
    const parsed = parseXbrlInstance(xml);
    expect(parsed.schemaRefs).toEqual(['https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd']);
    const contexts = [...parsed.contexts.values()];
    expect(contexts.map((context) => context.period)).toEqual(
      expect.arrayContaining([{ startDate: '2025-01-01', endDate: '2025-12-31' }, { instant: '2025-12-31' }]),
    );
    // The default member (total) is not written: that fact shares the plain duration context.
    expect(contexts.filter((context) => Object.keys(context.explicitMembers).length > 0)).toHaveLength(1);
  });

  it('writes numbers with unit and decimals, ratios for percentages, members as namespace#name, text escaped', () => {
    expect(xml).toContain('decimals="1">5250000.5</vsme:Turnover>');
    expect(xml).toContain('<xbrli:measure>iso4217:EUR</xbrli:measure>');
    expect(xml).toContain(
      '<xbrli:divide><xbrli:unitNumerator><xbrli:measure>utr:tCO2e</xbrli:measure></xbrli:unitNumerator><xbrli:unitDenominator><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unitDenominator></xbrli:divide>',
    );
    expect(xml).toContain('>0.0000415</vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue>');
    expect(xml).toContain('decimals="3">0.125</vsme:EmployeeTurnoverRate>');
    expect(xml).toContain(
      '>https://xbrl.org/2024/iso3166#DE</vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets>',
    );
    expect(xml).toContain(
      '>https://xbrl.efrag.org/taxonomy/nace/2026-05-01#NACE_C2511</vsme:NaceSectorClassificationCodes>',
    );
    expect(xml).toContain(
      '>ISO 14001 since 2019 &amp; EMAS &lt;pending&gt;</vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels>',
    );
    expect(xml).toContain(
      '>false</vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged>',
    );
  });

  it('rounds a computed figure to what its inputs support and sets decimals to match', () => {
    const computed = report([
      {
        concept: 'vsme:TotalEnergyConsumption',
        answer: { kind: 'number', value: 2516.21748887589, unit: 'utr:MWh' },
        isComputed: true,
      },
      {
        concept: 'vsme:GrossScope1GreenhouseGasEmissions',
        answer: { kind: 'number', value: 120.39999999999999, unit: 'utr:tCO2e' },
        isComputed: true,
      },
      {
        concept: 'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue',
        answer: { kind: 'number', value: 0.0000415123456789012, unit: 'utr:tCO2e/iso4217:EUR' },
        isComputed: true,
      },
      {
        concept: 'vsme:GrossScope3GreenhouseGasEmissions',
        answer: { kind: 'number', value: 0, unit: 'utr:tCO2e' },
        isComputed: true,
      },
    ]);
    expect(computed).toContain('decimals="1">2516.2</vsme:TotalEnergyConsumption>');
    expect(computed).toContain('decimals="2">120.4</vsme:GrossScope1GreenhouseGasEmissions>');
    expect(computed).toContain(
      'decimals="9">0.000041512</vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue>',
    );
    expect(computed).toContain('decimals="0">0</vsme:GrossScope3GreenhouseGasEmissions>');
    expect(computed).not.toMatch(/decimals="10"/);
  });

  it.each([
    [2516.21748887589, 2516.2, 1],
    [1.8296, 1.8296, 4],
    [123_456.789, 123_460, -1],
    [-42.123456, -42.123, 3],
    [0, 0, 0],
  ])('rounds the computed %s to %s with decimals %s', (value, rounded, decimals) => {
    expect(roundComputedFigure(value)).toEqual({ value: rounded, decimals });
  });

  it("writes a member datapoint as its concept's fact in the context of its axis member", () => {
    const parsed = parseXbrlInstance(
      report([
        {
          concept: 'vsme:EnergyConsumptionFromFuels_NonRenewableEnergyMember',
          answer: { kind: 'number', value: 310, unit: 'utr:MWh' },
        },
      ]),
    );
    expect(parsed.facts.map((fact) => [fact.localName, fact.text])).toEqual([
      ['EnergyConsumptionFromFuels', '310'],
    ]);
    const context = parsed.contexts.get(parsed.facts[0]?.contextRef ?? '');
    expect(Object.values(context?.explicitMembers ?? {})).toEqual([
      'https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme#NonRenewableEnergyMember',
    ]);
  });

  it('keeps the digits of a typed figure', () => {
    const typed = report([
      {
        concept: 'vsme:TotalEnergyConsumption',
        answer: { kind: 'number', value: 2516.2175, unit: 'utr:MWh' },
      },
    ]);
    expect(typed).toContain('decimals="4">2516.2175</vsme:TotalEnergyConsumption>');
  });

  it('refuses a concept outside the taxonomy', () => {
    expect(() => report([{ concept: 'vsme:Nothing', answer: { kind: 'yesNo', value: true } }])).toThrow(
      /not a VSME datapoint/,
    );
  });

  it.each([
    [12.5, '1', '12.5'],
    [1200, '0', '1200'],
    [1.5e-7, '8', '0.00000015'],
    [0.0000415, '7', '0.0000415'],
  ])('writes %s with decimals %s as %s', (value, decimals, text) => {
    expect(decimalsOf(value)).toBe(decimals);
    expect(toDecimalText(value)).toBe(text);
  });
});

describe.skipIf(!hasTaxonomy)('validateVsmeInstance against the taxonomy JSON', () => {
  it('passes the written report', () => {
    expect(validateVsmeInstance(report(), taxonomy)).toEqual([]);
  });

  it.each([
    [
      'a unit the data type does not take',
      (xml: string) => xml.replace('utr:MWh</xbrli:measure>', 'utr:kg</xbrli:measure>'),
      /does not take/,
    ],
    [
      'an unknown concept',
      (xml: string) => xml.replaceAll('vsme:Assets', 'vsme:AssetsX'),
      /not a reportable concept/,
    ],
    [
      'the default member written out',
      (xml: string) =>
        xml.replace(
          '<xbrli:startDate>2025-01-01</xbrli:startDate><xbrli:endDate>2025-12-31</xbrli:endDate></xbrli:period></xbrli:context>',
          '<xbrli:startDate>2025-01-01</xbrli:startDate><xbrli:endDate>2025-12-31</xbrli:endDate></xbrli:period><xbrli:scenario><xbrldi:explicitMember dimension="vsme:BreakdownOfEnergyConsumptionAxis">vsme:TotalRenewableAndNonRenewableEnergyMember</xbrldi:explicitMember></xbrli:scenario></xbrli:context>',
        ),
      /default member/,
    ],
    [
      'a member outside the domain',
      (xml: string) => xml.replace('#HeadcountMember', '#NobodyMember'),
      /not a member of its domain/,
    ],
    [
      'a number that is not decimal',
      (xml: string) => xml.replace('>42<', '>forty-two<'),
      /not a decimal number/,
    ],
    ['a missing entry point', (xml: string) => xml.replace('vsme-all.xsd', 'other.xsd'), /entry point/],
  ])('finds %s', (_name, mutate, message) => {
    const problems = validateVsmeInstance(mutate(report()), taxonomy);
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(message);
  });

  it('finds a fact in a context of the wrong period type', () => {
    const xml = report().replace(
      /(<vsme:NumberOfEmployees contextRef=")(c\d+)/,
      (_all, start) =>
        `${start}${[...parseXbrlInstance(report()).contexts.values()].find((context) => context.period.startDate)?.id}`,
    );
    expect(validateVsmeInstance(xml, taxonomy)).toContainEqual({
      concept: 'vsme:NumberOfEmployees',
      message: 'is an instant concept in a context of the other period type',
    });
  });

  it('lists every required Basic-module fact that is missing', () => {
    const problems = validateVsmeInstance(
      report(FACTS.filter((fact) => fact.concept !== 'vsme:Turnover')),
      taxonomy,
    );
    expect(problems).toEqual([{ concept: 'vsme:Turnover', message: 'is required and missing' }]);
  });
});

describe('listMissingRequiredVsmeFacts', () => {
  it('names the required datapoints not answered', () => {
    expect(listMissingRequiredVsmeFacts(FACTS.map((fact) => fact.concept))).toEqual([]);
    const missing = listMissingRequiredVsmeFacts(['vsme:Turnover']);
    expect(missing).toHaveLength(REQUIRED_VSME_BASIC_CONCEPTS.length - 1);
    expect(missing[0]?.label.en).toMatch(/Basis for preparation/);
  });
});
