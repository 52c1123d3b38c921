import { describe, expect, it } from 'vitest';
import {
  checkDatapointValue,
  describeDatapointProblem,
  findVsmeDatapoint,
  listVsmeDatapoints,
  VSME_DATAPOINTS,
  VSME_DISCLOSURE_CODES,
} from './index.ts';
import type { VsmeDatapoint } from './types.ts';

const datapoint = (code: string): VsmeDatapoint => {
  const found = findVsmeDatapoint(code);
  if (!found) throw new Error(`no datapoint ${code}`);
  return found;
};

describe('the VSME datapoints', () => {
  it('holds every datapoint of the taxonomy once, each in a known disclosure', () => {
    expect(VSME_DATAPOINTS).toHaveLength(143);
    expect(new Set(VSME_DATAPOINTS.map((entry) => entry.code)).size).toBe(143);
    for (const entry of VSME_DATAPOINTS) {
      expect(VSME_DISCLOSURE_CODES).toContain(entry.disclosure);
      expect(entry.label.en).not.toBe('');
      expect(entry.label.de).not.toBe('');
    }
    for (const code of VSME_DISCLOSURE_CODES) expect(listVsmeDatapoints(code).length).toBeGreaterThan(0);
  });

  it('types and tags a measure with the units the taxonomy names', () => {
    expect(datapoint('vsme:AmountOfEmissionToAir')).toMatchObject({
      disclosure: 'B4',
      module: 'basic',
      type: 'number',
      xbrl: { dataType: 'dtr-types:massItemType', periodType: 'duration', units: ['utr:kg', 'utr:t'] },
    });
    expect(datapoint('vsme:Turnover').xbrl.units).toEqual(['iso4217:*']);
    expect(datapoint('vsme:EnergyConsumptionFromFuels').xbrl.units).toEqual(['utr:MWh']);
  });

  it('labels in German from the taxonomy', () => {
    expect(datapoint('vsme:AmountOfEmissionToAir').label.de).toBe('an die Luft abgegebene Emissionsmenge');
  });

  it('offers the enumerations of the taxonomy, the countries by the reference list, NACE by search', () => {
    expect(datapoint('vsme:BasisForPreparation').choices).toEqual({
      kind: 'options',
      isMultiple: false,
      options: [
        {
          id: 'vsme:OptionABasicModuleOnlyMember',
          label: { en: 'Option A (Basic Module only)', de: 'Option A (nur Basismodul)' },
        },
        {
          id: 'vsme:OptionBBasicModuleAndComprehensiveModuleMember',
          label: expect.objectContaining({ en: expect.stringContaining('Option B') }),
        },
      ],
    });
    expect(datapoint('vsme:CountryOfSite').choices).toEqual({
      kind: 'reference',
      isMultiple: false,
      listId: 'country',
    });
    expect(datapoint('vsme:NaceSectorClassificationCodes')).toMatchObject({
      disclosure: 'B1',
      choices: { kind: 'nace', isMultiple: true },
    });
  });
});

describe('checkDatapointValue', () => {
  const air = datapoint('vsme:AmountOfEmissionToAir');
  const turnover = datapoint('vsme:Turnover');
  const basis = datapoint('vsme:BasisForPreparation');
  const nace = datapoint('vsme:NaceSectorClassificationCodes');
  const country = datapoint('vsme:CountryOfSite');
  const text = VSME_DATAPOINTS.find((entry) => entry.type === 'narrative') as VsmeDatapoint;
  const percent = VSME_DATAPOINTS.find((entry) => entry.type === 'percentage') as VsmeDatapoint;
  const year = VSME_DATAPOINTS.find((entry) => entry.datePrecision === 'year') as VsmeDatapoint;

  it.each([
    [air, { kind: 'number', value: 12.5, unit: 'utr:t' }, null],
    [air, { kind: 'number', value: 12.5, unit: 'utr:MWh' }, 'unknownUnit'],
    [air, { kind: 'number', value: Number.NaN, unit: 'utr:t' }, 'notFinite'],
    [air, { kind: 'number', value: 1e308, unit: 'utr:t' }, 'tooLarge'],
    [air, { kind: 'text', value: '12' }, 'wrongKind'],
    [turnover, { kind: 'number', value: 5e6, unit: 'iso4217:EUR' }, null],
    [turnover, { kind: 'number', value: 5e6, unit: 'iso4217:euro' }, 'unknownUnit'],
    [percent, { kind: 'percentage', value: 40 }, null],
    [percent, { kind: 'percentage', value: 140 }, 'outOfRange'],
    [basis, { kind: 'choice', value: ['vsme:OptionABasicModuleOnlyMember'] }, null],
    [basis, { kind: 'choice', value: ['vsme:Nothing'] }, 'unknownChoice'],
    [
      basis,
      {
        kind: 'choice',
        value: ['vsme:OptionABasicModuleOnlyMember', 'vsme:OptionBBasicModuleAndComprehensiveModuleMember'],
      },
      'oneChoiceOnly',
    ],
    [basis, { kind: 'choice', value: [] }, 'noChoice'],
    [country, { kind: 'choice', value: ['DE'] }, null],
    [country, { kind: 'choice', value: ['XX'] }, 'unknownChoice'],
    [nace, { kind: 'choice', value: ['nace:NACE_C2511', 'nace:NACE_M'] }, null],
    [nace, { kind: 'choice', value: ['nace:C2511'] }, 'unknownChoice'],
    [text, { kind: 'text', value: 'We run two sites.' }, null],
    [text, { kind: 'text', value: '  ' }, 'emptyText'],
    [text, { kind: 'text', value: 'a\u0000b' }, 'unsafeText'],
    [text, { kind: 'text', value: 'x'.repeat(20_001) }, 'tooLong'],
    [year, { kind: 'date', value: '2024' }, null],
    [year, { kind: 'date', value: '2024-01-01' }, 'badDate'],
  ] as const)('%#: %j → %s', (entry, answer, problem) => {
    expect(checkDatapointValue(entry, answer)).toBe(problem);
  });

  it('refuses a negative count of people, but takes a fraction (FTE) and zero', () => {
    const employees = datapoint('vsme:NumberOfEmployees');
    const female = datapoint('vsme:NumberOfFemaleEmployees');
    const permanent = datapoint('vsme:NumberOfPermanentContractEmployees');
    expect(checkDatapointValue(employees, { kind: 'number', value: -3, unit: 'xbrli:pure' })).toBe(
      'negative',
    );
    expect(checkDatapointValue(female, { kind: 'number', value: -0.5, unit: 'xbrli:pure' })).toBe('negative');
    expect(checkDatapointValue(permanent, { kind: 'number', value: -1, unit: 'xbrli:pure' })).toBe(
      'negative',
    );
    expect(checkDatapointValue(employees, { kind: 'number', value: 12.5, unit: 'xbrli:pure' })).toBeNull();
    expect(checkDatapointValue(employees, { kind: 'number', value: 0, unit: 'xbrli:pure' })).toBeNull();
    expect(describeDatapointProblem(employees, 'negative', 'en')).toBe(
      '"Number of employees" must not be negative.',
    );
    expect(describeDatapointProblem(employees, 'negative', 'de')).toBe(
      '„Beschäftigtenzahl“ darf nicht negativ sein.',
    );
  });

  it('refuses negative physical quantities; water consumption and money may be negative', () => {
    expect(checkDatapointValue(air, { kind: 'number', value: -1, unit: 'utr:t' })).toBe('negative');
    const scope1 = datapoint('vsme:GrossScope1GreenhouseGasEmissions');
    expect(checkDatapointValue(scope1, { kind: 'number', value: -2, unit: 'utr:tCO2e' })).toBe('negative');
    const water = datapoint('vsme:TotalWaterConsumption');
    expect(checkDatapointValue(water, { kind: 'number', value: -2, unit: 'utr:m3' })).toBeNull();
    expect(checkDatapointValue(turnover, { kind: 'number', value: -5, unit: 'iso4217:EUR' })).toBeNull();
  });

  it('takes a negative gender pay gap down to -100 %; other percentages stay 0 to 100', () => {
    const gap = datapoint('vsme:PercentageGapInPayBetweenFemaleAndMaleEmployees');
    expect(checkDatapointValue(gap, { kind: 'percentage', value: -5.5 })).toBeNull();
    expect(checkDatapointValue(gap, { kind: 'percentage', value: -100 })).toBeNull();
    expect(checkDatapointValue(gap, { kind: 'percentage', value: -100.5 })).toBe('outOfRange');
    expect(checkDatapointValue(gap, { kind: 'percentage', value: 101 })).toBe('outOfRange');
    expect(describeDatapointProblem(gap, 'outOfRange', 'en')).toBe(
      '"Percentage gap in pay between female and male employees" must be between -100 and 100 %.',
    );
    expect(describeDatapointProblem(gap, 'outOfRange', 'de')).toMatch(
      /^„.+“ muss zwischen -100 und 100 % liegen\.$/,
    );
    const bargaining = datapoint('vsme:PercentageOfEmployeesCoveredByCollectiveBargainingAgreements');
    expect(checkDatapointValue(bargaining, { kind: 'percentage', value: -5.5 })).toBe('outOfRange');
    expect(describeDatapointProblem(bargaining, 'outOfRange', 'en')).toMatch(
      /must be between 0 and 100 %\.$/,
    );
  });

  it('labels B8 permanent contract employees without the taxonomy typo', () => {
    expect(datapoint('vsme:NumberOfPermanentContractEmployees').label.en).toBe(
      'Number of permanent contract employees',
    );
  });

  it('refuses a date that is not in the calendar', () => {
    const day = { ...year, datePrecision: 'day' as const };
    expect(checkDatapointValue(day, { kind: 'date', value: '2025-02-29' })).toBe('badDate');
    expect(checkDatapointValue(day, { kind: 'date', value: '2024-02-29' })).toBeNull();
  });

  it('names the datapoint in the message, in both languages', () => {
    expect(describeDatapointProblem(turnover, 'notFinite', 'en')).toBe('"Turnover" must be a finite number.');
    expect(describeDatapointProblem(turnover, 'notFinite', 'de')).toBe(
      `„${turnover.label.de}“ muss eine endliche Zahl sein.`,
    );
  });
});
