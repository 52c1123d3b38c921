import type { PublicEsgDatapoint, PublicEsgDisclosure } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import {
  buildScopeRows,
  formatPublicAnswer,
  groupByStandard,
  listUnchartedDatapoints,
} from './public-dashboard-view.ts';

const tonnes = (code: string, value: number): PublicEsgDatapoint => ({
  code: `vsme:${code}`,
  label: { en: code, de: code },
  type: 'number',
  isFromCalculator: true,
  answer: { kind: 'number', value, unit: 'utr:tCO2e' },
  choiceLabels: [],
});
const b3 = (datapoints: PublicEsgDatapoint[]): PublicEsgDisclosure => ({
  code: 'B3',
  isNotMaterial: false,
  notMaterialReason: '',
  datapoints,
});
const yesNo = { yes: 'Yes', no: 'No' };

describe('the public ESG dashboard', () => {
  it('charts B3 in kg per scope with shares of the market-based total and location-based Scope 2', () => {
    const rows = buildScopeRows(
      b3([
        tonnes('GrossScope1GreenhouseGasEmissions', 3),
        tonnes('GrossMarketBasedScope2GreenhouseGasEmissions', 1),
        tonnes('GrossLocationBasedScope2GreenhouseGasEmissions', 2),
        tonnes('GrossScope3GreenhouseGasEmissions', 0),
      ]),
    );
    expect(rows).toEqual([
      { key: 'scope-1', kg: 3000, percent: 75 },
      { key: 'scope-2', kg: 1000, percent: 25, locationBasedKg: 2000 },
      { key: 'scope-3', kg: 0, percent: 0 },
    ]);
  });

  it('charts ESRS E1-6 from its own gross scope figures and lists only the figures the chart leaves out', () => {
    const esrs = (key: string, value: number): PublicEsgDatapoint => ({
      ...tonnes('x', value),
      code: `esrs:E1-6.${key}`,
    });
    const e16: PublicEsgDisclosure = {
      code: 'E1-6',
      standard: 'E1',
      isNotMaterial: false,
      notMaterialReason: '',
      datapoints: [
        esrs('grossScope1', 2),
        esrs('grossScope2Location', 4),
        esrs('grossScope2Market', 2),
        esrs('grossScope3', 4),
        esrs('totalMarket', 8),
      ],
    };
    expect(buildScopeRows(e16)).toEqual([
      { key: 'scope-1', kg: 2000, percent: 25 },
      { key: 'scope-2', kg: 2000, percent: 25, locationBasedKg: 4000 },
      { key: 'scope-3', kg: 4000, percent: 50 },
    ]);
    expect(listUnchartedDatapoints(e16).map((d) => d.code)).toEqual(['esrs:E1-6.totalMarket']);
    // The same figures under another requirement are not a scope chart.
    const other = { ...e16, code: 'E1-5' };
    expect(buildScopeRows(other)).toEqual([]);
    expect(listUnchartedDatapoints(other)).toHaveLength(5);
    // VSME codes in E1-6 are not its scopes.
    expect(buildScopeRows(b3(e16.datapoints))).toEqual([]);
  });

  it('groups ESRS requirements by their standard in the standards order', () => {
    const requirement = (code: string, standard: string) => ({ code, standard });
    expect(
      groupByStandard([
        requirement('S1-1', 'S1'),
        requirement('E1-6', 'E1'),
        requirement('G1-1', 'G1'),
        requirement('E1-2', 'E1'),
      ]).map(({ standard, disclosures }) => [standard, disclosures.map((d) => d.code)]),
    ).toEqual([
      ['E1', ['E1-6', 'E1-2']],
      ['S1', ['S1-1']],
      ['G1', ['G1-1']],
    ]);
  });

  it('draws no chart without scope figures', () => {
    expect(buildScopeRows(b3([tonnes('TotalEnergyConsumption', 10)]))).toEqual([]);
  });

  it('writes answers in the page language: figures with units, options by their labels, yes/no', () => {
    const figure: PublicEsgDatapoint = {
      ...tonnes('Turnover', 1_250_000.5),
      answer: { kind: 'number', value: 1_250_000.5, unit: 'iso4217:EUR' },
    };
    expect(formatPublicAnswer(figure, 'de', yesNo)).toBe('1.250.000,5 EUR');
    expect(formatPublicAnswer(figure, 'en', yesNo)).toBe('1,250,000.5 EUR');
    const choice: PublicEsgDatapoint = {
      ...figure,
      type: 'choice',
      answer: { kind: 'choice', value: ['vsme:A'] },
      choiceLabels: [{ en: 'Private limited', de: 'GmbH' }],
    };
    expect(formatPublicAnswer(choice, 'de', yesNo)).toBe('GmbH');
    const country: PublicEsgDatapoint = {
      ...choice,
      answer: { kind: 'choice', value: ['DE', 'AT'] },
      choiceLabels: [],
    };
    expect(formatPublicAnswer(country, 'en', yesNo)).toBe('DE, AT');
    expect(formatPublicAnswer({ ...figure, answer: { kind: 'yesNo', value: false } }, 'en', yesNo)).toBe(
      'No',
    );
    expect(formatPublicAnswer({ ...figure, answer: { kind: 'percentage', value: 12.5 } }, 'en', yesNo)).toBe(
      '12.5 %',
    );
  });

  it('shows an intensity per currency unit per million of the currency, in both languages', () => {
    const intensity: PublicEsgDatapoint = {
      ...tonnes('TotalMarketBasedGreenhouseGasEmissionsIntensityValue', 0.000035512345),
      answer: { kind: 'number', value: 0.000035512345, unit: 'utr:tCO2e/iso4217:USD' },
    };
    expect(formatPublicAnswer(intensity, 'en', yesNo)).toBe('35.51 tCO2e per million USD');
    expect(formatPublicAnswer(intensity, 'de', yesNo)).toBe('35,51 tCO2e pro Mio. USD');
    expect(formatPublicAnswer(tonnes('GrossScope1GreenhouseGasEmissions', 1.8296), 'en', yesNo)).toBe(
      '1.83 tCO2e',
    );
    expect(formatPublicAnswer(tonnes('GrossScope1GreenhouseGasEmissions', 0), 'de', yesNo)).toBe('0 tCO2e');
    expect(
      formatPublicAnswer({ ...intensity, answer: { kind: 'percentage', value: 0.004 } }, 'de', yesNo),
    ).toBe('0,004 %');
  });

  it('shows NACE codes as the server labels them, and an unlabelled id without its prefix', () => {
    const nace: PublicEsgDatapoint = {
      ...tonnes('NaceSectorClassificationCodes', 0),
      type: 'choice',
      answer: { kind: 'choice', value: ['nace:NACE_C132', 'nace:NACE_J62'] },
      choiceLabels: [
        { en: 'C13.2', de: 'C13.2' },
        { en: 'J62', de: 'J62' },
      ],
    };
    expect(formatPublicAnswer(nace, 'de', yesNo)).toBe('C13.2, J62');
  });
});
