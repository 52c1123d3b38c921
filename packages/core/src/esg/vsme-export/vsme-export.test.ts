import { describe, expect, it } from 'vitest';
import type { VsmeFormDatapoint, VsmeFormResponse } from '../../contracts/esg.ts';
import { parseCsv } from '../../import/parse-csv.ts';
import { describeVsmeAnswer, listVsmeAnswerRows, writeVsmeCsv } from './vsme-export.ts';

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
