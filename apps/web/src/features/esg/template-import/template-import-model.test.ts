import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type DatapointValue,
  listVsmeFormSections,
  readVsmeTemplate,
  type VsmeFormResponse,
  type VsmeModuleSelection,
  type VsmeTemplateRead,
} from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { buildImportPreview, formatImportValue, toImportRequest } from './template-import-model.ts';

const TEMPLATE_PATH = fileURLToPath(
  new URL('../../../../../../../shared/data/vsme/VSME-Digital-Template-1.3.0.xlsx', import.meta.url),
);
const hasTemplate = existsSync(TEMPLATE_PATH);

const MINIMUM_WAGE =
  'vsme:EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement';
const UNCHANGED_DISCLOSURES =
  'vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged';

/** A year's form as the server presents it, with the given saved answers. */
function formWith(
  saved: Record<string, DatapointValue>,
  modules: VsmeModuleSelection = 'basic',
): VsmeFormResponse {
  return {
    year: {
      _id: 'y1',
      containerId: 'c1',
      containerName: 'VSME report',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      isFrozen: false,
    },
    modules,
    calculatorYears: [],
    calculatorTargets: [],
    disclosures: listVsmeFormSections(modules).map((section) => ({
      code: section.code,
      module: section.module,
      isNotMaterial: false,
      notMaterialReason: '',
      evidenceNote: '',
      completion: { answered: 0, total: section.datapoints.length, isComplete: false },
      datapoints: section.datapoints.map((datapoint) => ({
        code: datapoint.code,
        label: datapoint.label,
        type: datapoint.type,
        units: [...datapoint.xbrl.units],
        paragraph: datapoint.paragraph,
        isRequired: false,
        isFromCalculator: false,
        answer: saved[datapoint.code] ?? null,
        updatedAt: null,
      })),
    })),
  } as VsmeFormResponse;
}

const read: VsmeTemplateRead = {
  templateVersion: '1.3.0',
  currency: 'EUR',
  answers: [
    {
      code: 'vsme:Turnover',
      value: { kind: 'number', value: 2_450_000.5, unit: 'iso4217:EUR' },
      cell: "'General Information'!E283",
    },
    {
      code: 'vsme:NumberOfEmployees',
      value: { kind: 'number', value: 38, unit: 'xbrli:pure' },
      cell: "'General Information'!E284",
    },
    {
      code: 'vsme:TotalSealedArea',
      value: { kind: 'number', value: 1.2, unit: 'utr:ha' },
      cell: "'Environmental Disclosures'!D295",
    },
    {
      code: 'vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
      value: { kind: 'choice', value: ['DE'] },
      cell: "'General Information'!E287",
    },
    { code: MINIMUM_WAGE, value: { kind: 'yesNo', value: true }, cell: "'Social Disclosures'!D147" },
    { code: UNCHANGED_DISCLOSURES, value: { kind: 'yesNo', value: true }, cell: "'General Information'!E21" },
    {
      code: 'vsme:GrossScope1GreenhouseGasEmissions',
      value: { kind: 'number', value: 120.5, unit: 'utr:tCO2e' },
      cell: "'Environmental Disclosures'!D22",
    },
  ],
  members: [
    {
      code: 'vsme:GrossScope1GreenhouseGasEmissions',
      member: 'vsme:BaselineYearMember',
      value: { kind: 'number', value: 150, unit: 'utr:tCO2e' },
      cell: "'Environmental Disclosures'!G22",
    },
  ],
  rows: [
    {
      code: 'vsme:CityOfSite',
      table: 'sites',
      rowIndex: 0,
      value: { kind: 'text', value: 'Hamburg' },
      cell: "'General Information'!F406",
    },
  ],
  skipped: [
    {
      code: 'vsme:TotalHazardousWasteGeneratedMass',
      cell: "'Environmental Disclosures'!J423",
      reason: 'unitNotAccepted',
      text: 'cubic meters (m3)',
    },
  ],
};

describe('buildImportPreview', () => {
  const saved = {
    'vsme:Turnover': { kind: 'number', value: 1_000_000, unit: 'iso4217:EUR' },
    'vsme:NumberOfEmployees': { kind: 'number', value: 38, unit: 'xbrli:pure' },
  } as const satisfies Record<string, DatapointValue>;
  const preview = buildImportPreview(read, formWith(saved), 'de');
  const item = (code: string) => preview.items.find((entry) => entry.code === `vsme:${code}`);

  it('shows each value as stored, in the page language with its unit, and what it replaces', () => {
    expect(item('Turnover')).toMatchObject({
      disclosure: 'B1',
      cell: "'General Information'!E283",
      shown: '2\u202f450\u202f000,5 EUR',
      previousShown: '1\u202f000\u202f000 EUR',
      isUnchanged: false,
      isSelected: true,
    });
    expect(item('TotalSealedArea')).toMatchObject({ shown: '1,2 ha', previousShown: null, isSelected: true });
    expect(item('CountryOfPrimaryOperationsAndLocationOfSignificantAssets')?.shown).toBe('Deutschland');
  });

  it('leaves an answer equal to the saved one unticked', () => {
    expect(item('NumberOfEmployees')).toMatchObject({ isUnchanged: true, isSelected: false });
  });

  it("marks the blank template's default and leaves it unticked, but not a value that differs from it", () => {
    expect(preview.items.find((entry) => entry.code === MINIMUM_WAGE)).toMatchObject({
      shown: 'Ja',
      isTemplateDefault: true,
      isSelected: false,
    });
    // The template's default here is "no": "yes" was typed in.
    expect(preview.items.find((entry) => entry.code === UNCHANGED_DISCLOSURES)).toMatchObject({
      isTemplateDefault: false,
      isSelected: true,
    });
  });

  it('lists every cell not taken over with its reason: reader skips, calculator figures, members, rows', () => {
    expect(item('GrossScope1GreenhouseGasEmissions')).toBeUndefined();
    expect(preview.skipped.map((skip) => skip.cell)).toEqual([
      "'Environmental Disclosures'!D22",
      "'Environmental Disclosures'!J423",
      "'Environmental Disclosures'!G22",
      "'General Information'!F406",
    ]);
    const texts = preview.skipped.map((skip) => skip.text);
    expect(texts[0]).toContain('aus den Corporate-Jahren des Rechners');
    expect(texts[1]).toBe(
      "'Environmental Disclosures'!J423 („Gesamtaufkommen gefährlicher Abfälle (Masse)“): Die Einheit „cubic meters (m3)“ passt nicht zu dieser Zahl.",
    );
    expect(texts[2]).toContain('Baseline year');
    expect(texts[3]).toContain('Liste der Standorte (B1), Zeile 1');
    expect(texts[3]).toContain('Tabellenzeilen werden in dieser Version nicht übernommen');
  });

  it("leaves B3's electricity to the calculator once the form shows it from the Corporate years", () => {
    const electricity = 'vsme:EnergyConsumptionFromElectricity';
    const selfGenerated = 'vsme:EnergyConsumptionFromSelfGeneratedElectricity';
    const mwh = (value: number): DatapointValue => ({ kind: 'number', value, unit: 'utr:MWh' });
    const split: VsmeTemplateRead = {
      ...read,
      answers: [
        { code: electricity, value: mwh(120), cell: "'Environmental Disclosures'!D60" },
        { code: selfGenerated, value: mwh(22), cell: "'Environmental Disclosures'!D63" },
      ],
    };
    const typedForm = formWith({});
    expect(buildImportPreview(split, typedForm, 'en').items.map((item) => item.code)).toEqual([
      electricity,
      selfGenerated,
    ]);
    const calculatorForm = {
      ...typedForm,
      disclosures: typedForm.disclosures.map((disclosure) => ({
        ...disclosure,
        datapoints: disclosure.datapoints.map((datapoint) =>
          datapoint.code === electricity
            ? { ...datapoint, isFromCalculator: true, answer: mwh(1) }
            : datapoint,
        ),
      })),
    };
    const preview = buildImportPreview(split, calculatorForm, 'de');
    expect(preview.items.map((item) => item.code)).toEqual([selfGenerated]);
    expect(preview.skipped).toContainEqual({
      cell: "'Environmental Disclosures'!D60",
      text: expect.stringContaining('aus den Corporate-Jahren des Rechners'),
    });
  });

  it('names answers of the Comprehensive module as not taken over in a Basic year', () => {
    const comprehensiveOnly: VsmeTemplateRead = {
      ...read,
      answers: [
        {
          code: 'vsme:DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered',
          value: { kind: 'text', value: 'Bread' },
          cell: "'General Information'!E527",
        },
      ],
      members: [],
      rows: [],
      skipped: [],
    };
    const basic = buildImportPreview(comprehensiveOnly, formWith({}), 'en');
    expect(basic.items).toEqual([]);
    expect(basic.skipped[0]?.text).toContain('belongs to the Comprehensive module');
    const comprehensive = buildImportPreview(comprehensiveOnly, formWith({}, 'comprehensive'), 'en');
    expect(comprehensive.items.map((entry) => [entry.disclosure, entry.shown])).toEqual([['C1', 'Bread']]);
  });

  it("offers the template's company identifier, ticked unless saved already, and sends it with the batch", () => {
    const withEntity: VsmeTemplateRead = {
      ...read,
      entity: { kind: 'lei', identifier: '529900AUERTISCHL0125', cell: "'General Information'!E4" },
    };
    const fresh = buildImportPreview(withEntity, formWith({}), 'de');
    expect(fresh.items[0]).toMatchObject({
      code: 'reportingEntity',
      label: 'Kennung des Unternehmens (XBRL)',
      shown: 'LEI 529900AUERTISCHL0125',
      previousShown: null,
      isSelected: true,
    });
    const request = toImportRequest(fresh.items, new Set(['reportingEntity', 'vsme:Turnover']), fresh.entity);
    expect(request.reportingEntity).toEqual({ kind: 'lei', identifier: '529900AUERTISCHL0125' });
    expect(request.answers.map((answer) => answer.code)).toEqual(['vsme:Turnover']);
    const known = buildImportPreview(withEntity, formWith({}), 'en', {
      kind: 'lei',
      identifier: '529900AUERTISCHL0125',
    });
    expect(known.items[0]).toMatchObject({ isUnchanged: true, isSelected: false });
    expect(toImportRequest(known.items, new Set(), known.entity).reportingEntity).toBeUndefined();
  });

  it('sends only the ticked answers as one batch', () => {
    const request = toImportRequest(preview.items, new Set(['vsme:Turnover', MINIMUM_WAGE]));
    expect(request).toEqual({
      answers: [
        { code: 'vsme:Turnover', value: { kind: 'number', value: 2_450_000.5, unit: 'iso4217:EUR' } },
        { code: MINIMUM_WAGE, value: { kind: 'yesNo', value: true } },
      ],
      disclosures: [],
    });
  });
});

describe('formatImportValue', () => {
  it.each([
    ['vsme:EmployeeTurnoverRate', { kind: 'percentage', value: 12.5 }, 'en', '12.5 %'],
    ['vsme:NumberOfEmployees', { kind: 'number', value: 1234, unit: 'xbrli:pure' }, 'en', '1\u202f234'],
    ['vsme:NaceSectorClassificationCodes', { kind: 'choice', value: ['nace:NACE_C1071'] }, 'en', 'C10.71'],
    [
      'vsme:BasisForPreparation',
      { kind: 'choice', value: ['vsme:OptionABasicModuleOnlyMember'] },
      'de',
      'Option A (nur Basismodul)',
    ],
    [
      'vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
      { kind: 'choice', value: ['DE', 'XX'] },
      'de',
      'Deutschland, XX',
    ],
  ] as const)('shows %s %j in %s as %j', (code, value, lang, shown) => {
    expect(formatImportValue(code, value, lang)).toBe(shown);
  });
});

describe.skipIf(!hasTemplate)('the blank template', () => {
  it('offers its two defaults marked and unticked, nothing ticked', () => {
    const blank = readVsmeTemplate(new Uint8Array(readFileSync(TEMPLATE_PATH)));
    const preview = buildImportPreview(blank, formWith({}), 'en');
    expect(preview.items.map((entry) => [entry.code, entry.isTemplateDefault, entry.isSelected])).toEqual(
      expect.arrayContaining([
        [MINIMUM_WAGE, true, false],
        [UNCHANGED_DISCLOSURES, true, false],
      ]),
    );
    expect(preview.items).toHaveLength(2);
    expect(preview.skipped).toEqual([]);
  });
});
