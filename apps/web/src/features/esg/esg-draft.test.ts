import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  findDisclosureOfError,
  formatFact,
  formatUnit,
  getDefaultUnit,
  getShownAnswer,
  listUnitChoices,
  mapSaveErrors,
  toSaveRequest,
} from './esg-draft.ts';

describe('units', () => {
  it.each([
    ['utr:MWh', 'MWh'],
    ['iso4217:EUR', 'EUR'],
    ['utr:tCO2e/iso4217:CHF', 'tCO2e/CHF'],
    ['xbrli:pure', ''],
  ])('shows %s as %j', (unit, shown) => expect(formatUnit(unit)).toBe(shown));

  it('expands the currency placeholder and starts money in EUR', () => {
    const choices = listUnitChoices(['iso4217:*']);
    expect(choices).toContain('iso4217:USD');
    expect(choices.every((unit) => unit.startsWith('iso4217:'))).toBe(true);
    expect(getDefaultUnit(['iso4217:*'])).toBe('iso4217:EUR');
    expect(getDefaultUnit(['iso4217:*'], 'GBP')).toBe('iso4217:GBP');
    expect(getDefaultUnit(['utr:tCO2e/iso4217:*'], 'CHF')).toBe('utr:tCO2e/iso4217:CHF');
    expect(getDefaultUnit(['utr:MWh'], 'GBP')).toBe('utr:MWh');
    expect(getDefaultUnit(['utr:kg', 'utr:t'])).toBe('utr:kg');
  });
});

describe('drafts', () => {
  const draft = {
    answers: {
      'vsme:Assets': { kind: 'number', value: 5, unit: 'utr:MWh' },
      'vsme:CityOfSite': null,
      'vsme:NumberOfEmployees': { kind: 'number', value: 12, unit: 'xbrli:pure' },
    },
    disclosures: { B2: { isNotMaterial: true, notMaterialReason: 'None', evidenceNote: '' } },
  } as const;

  it('names each answer that does not fit, in the page language', () => {
    expect(checkDraft(draft, 'de')).toEqual({
      'vsme:Assets': '„Vermögenswerte“ hat eine Einheit, die hier nicht passt.',
    });
  });

  it('checks ESRS answers too, before any round trip', () => {
    const esrs = {
      answers: { 'esrs:E1-5.renewableShare': { kind: 'percentage', value: 150 } },
      disclosures: {},
    } as const;
    expect(checkDraft(esrs, 'de')).toEqual({
      'esrs:E1-5.renewableShare': expect.stringContaining('zwischen 0 und 100 %'),
    });
  });

  it('shows the draft over the saved answer, a cleared one as empty', () => {
    expect(getShownAnswer(draft, { code: 'vsme:CityOfSite', answer: { kind: 'text', value: 'Leeds' } })).toBe(
      null,
    );
    expect(getShownAnswer(draft, { code: 'vsme:Other', answer: { kind: 'text', value: 'x' } })).toEqual({
      kind: 'text',
      value: 'x',
    });
  });

  it('maps the refusal of a batch back to the datapoints and disclosures sent', () => {
    const request = toSaveRequest(draft);
    expect(request.answers.map((answer) => answer.code)).toEqual([
      'vsme:Assets',
      'vsme:CityOfSite',
      'vsme:NumberOfEmployees',
    ]);
    expect(
      mapSaveErrors(request, [
        { path: 'answers.2.value', message: 'too large' },
        { path: 'disclosures.0.notMaterialReason', message: 'validation.required' },
        { path: 'instance', message: 'validation.frozen' },
      ]),
    ).toEqual({
      'vsme:NumberOfEmployees': 'too large',
      'B2.notMaterialReason': 'validation.required',
      instance: 'validation.frozen',
    });
  });
});

describe('formatFact', () => {
  it.each([
    [{ kind: 'number', value: 1.8296, unit: 'utr:tCO2e' }, 'en', '1.83 tCO2e'],
    [{ kind: 'number', value: 0.37050000000000005, unit: 'utr:tCO2e' }, 'de', '0,37 tCO2e'],
    [{ kind: 'number', value: 1234.5, unit: 'utr:MWh' }, 'en', '1,234.5 MWh'],
    [
      { kind: 'number', value: 1.82961234e-6, unit: 'utr:tCO2e/iso4217:EUR' },
      'en',
      '1.83 tCO2e per million EUR',
    ],
    [{ kind: 'number', value: 5.689e-6, unit: 'utr:tCO2e/iso4217:GBP' }, 'de', '5,69 tCO2e pro Mio. GBP'],
    [null, 'en', null],
  ] as const)('shows %j in %s as %j', (answer, lang, shown) => {
    expect(formatFact(answer, lang)).toBe(shown);
  });
});

describe('the disclosure of an error', () => {
  const disclosures = [
    { code: 'B4', datapoints: [{ code: 'vsme:Revenue' }] },
    { code: 'E1-5', datapoints: [{ code: 'esrs:E1-5.renewableShare' }] },
  ];

  it('is found by the datapoint code, dots and all, or by the disclosure before the field', () => {
    expect(findDisclosureOfError(disclosures, 'esrs:E1-5.renewableShare')?.code).toBe('E1-5');
    expect(findDisclosureOfError(disclosures, 'vsme:Revenue')?.code).toBe('B4');
    expect(findDisclosureOfError(disclosures, 'B4.notMaterialReason')?.code).toBe('B4');
    expect(findDisclosureOfError(disclosures, undefined)).toBeUndefined();
  });
});
