import { describe, expect, it } from 'vitest';
import type { VsmeFormDatapoint, VsmeFormResponse } from '../../contracts/esg.ts';
import { parseCsv } from '../../import/parse-csv.ts';
import { describeVsmeAnswer, labelChoice, listVsmeAnswerRows, writeVsmeCsv } from './vsme-export.ts';

const datapoint = (code: string, en: string, de: string, answer: VsmeFormDatapoint['answer']) =>
  ({
    code,
    label: { en, de },
    type: 'number',
    units: [],
    paragraph: '',
    isRequired: false,
    isFromCalculator: false,
    answer,
    updatedAt: null,
  }) satisfies VsmeFormDatapoint;

const form = (disclosures: Partial<VsmeFormResponse['disclosures'][number]>[]): VsmeFormResponse => ({
  year: {
    _id: 'y',
    containerId: 'c',
    containerName: 'VSME',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    isFrozen: false,
  },
  modules: 'basic',
  calculatorYears: [],
  calculatorTargets: [],
  disclosures: disclosures.map((disclosure) => ({
    code: 'B1',
    module: 'basic',
    datapoints: [],
    isNotMaterial: false,
    notMaterialReason: '',
    evidenceNote: '',
    completion: { answered: 0, total: 0, isComplete: false },
    ...disclosure,
  })),
});

describe('describeVsmeAnswer', () => {
  it('keeps figures as numbers with a readable unit and words other answers in the language', () => {
    expect(describeVsmeAnswer({}, { kind: 'number', value: 12.5, unit: 'utr:tCO2e' }, 'de')).toEqual({
      value: 12.5,
      unit: 'tCO2e',
    });
    expect(describeVsmeAnswer({}, { kind: 'percentage', value: 40 }, 'en')).toEqual({ value: 40, unit: '%' });
    expect(describeVsmeAnswer({}, { kind: 'yesNo', value: true }, 'de').value).toBe('Ja');
    expect(describeVsmeAnswer({}, { kind: 'yesNo', value: false }, 'en').value).toBe('No');
    const options = {
      choices: {
        kind: 'options' as const,
        isMultiple: true,
        options: [
          { id: 'a', label: { en: 'Apple', de: 'Apfel' } },
          { id: 'b', label: { en: 'Pear', de: 'Birne' } },
        ],
      },
    };
    expect(describeVsmeAnswer(options, { kind: 'choice', value: ['a', 'b'] }, 'de').value).toBe(
      'Apfel; Birne',
    );
    const nace = { choices: { kind: 'nace' as const, isMultiple: false } };
    expect(describeVsmeAnswer(nace, { kind: 'choice', value: ['nace:NACE_C132'] }, 'en').value).toBe('C13.2');
  });
});

describe('writeVsmeCsv', () => {
  it('is null for a year without answers or statements', () => {
    expect(writeVsmeCsv(form([{ code: 'B1' }, { code: 'B2' }]), 'en')).toBeNull();
  });

  it('writes one line per answer with the disclosure statements, numbers plain and formulas neutralised', () => {
    const year = form([
      {
        code: 'B1',
        evidenceNote: '=HYPERLINK("http://x")',
        datapoints: [
          datapoint('vsme:Turnover', 'Turnover', 'Umsatz', {
            kind: 'number',
            value: 1234.5,
            unit: 'iso4217:EUR',
          }),
          datapoint('vsme:Empty', 'Empty', 'Leer', null),
        ],
      },
      { code: 'B5', isNotMaterial: true, notMaterialReason: 'Office only; no land' },
    ]);
    const csv = writeVsmeCsv(year, 'de') ?? '';
    expect(csv.startsWith('\uFEFFAngabe,Datenpunkt-Code,Bezeichnung,Wert,Einheit,Nicht wesentlich')).toBe(
      true,
    );
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Angabe,Datenpunkt-Code,Bezeichnung,Wert,Einheit,Nicht wesentlich,Begründung,Nachweis-Notiz',
      `B1,vsme:Turnover,Umsatz,1234.5,EUR,,,"'=HYPERLINK(""http://x"")"`,
      'B5,,,,,Ja,"Office only; no land",',
    ]);
    expect(parseCsv(csv.slice(1))[2]).toEqual(['B5', '', '', '', '', 'Ja', 'Office only; no land', '']);
    expect(listVsmeAnswerRows(year, 'en')).toEqual([
      { disclosure: 'B1', code: 'vsme:Turnover', label: 'Turnover', value: 1234.5, unit: 'EUR' },
    ]);
  });
});

describe('labelChoice', () => {
  it('labels NACE codes as written, the whole economy in both languages, and leaves unknown ids out', () => {
    const nace = { kind: 'nace', isMultiple: true } as const;
    expect(labelChoice(nace, 'nace:NACE_C132')).toEqual({ en: 'C13.2', de: 'C13.2' });
    expect(labelChoice(nace, 'nace:NACE_J62')).toEqual({ en: 'J62', de: 'J62' });
    expect(labelChoice(nace, 'nace:NACE_AllEconomicActivitiesNAMember')).toEqual({
      en: 'All economic activities',
      de: 'Alle Wirtschaftstätigkeiten',
    });
    expect(labelChoice(nace, 'nace:C132')).toBeUndefined();
  });
});

describe('writeVsmeCsv figures', () => {
  it('writes computed figures without binary noise', () => {
    const year = form([
      {
        code: 'B3',
        datapoints: [
          datapoint('vsme:GrossScope1GreenhouseGasEmissions', 'Scope 1', 'Scope 1', {
            kind: 'number',
            value: 38.52399499999999,
            unit: 'utr:tCO2e',
          }),
          datapoint('vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue', 'Intensity', 'Intensität', {
            kind: 'number',
            value: 0.000019261997499999996,
            unit: 'utr:tCO2e/iso4217:EUR',
          }),
        ],
      },
    ]);
    const lines = (writeVsmeCsv(year, 'en') ?? '').slice(1).trimEnd().split('\r\n');
    expect(lines.slice(1)).toEqual([
      'B3,vsme:GrossScope1GreenhouseGasEmissions,Scope 1,38.523995,tCO2e,,,',
      'B3,vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue,Intensity,0.0000192619975,tCO2e/EUR,,,',
    ]);
  });
});
