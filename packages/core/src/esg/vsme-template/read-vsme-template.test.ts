import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SpreadsheetFileError } from '../../import/spreadsheet-file-error.ts';
import { buildTestXlsx, patchDeclaredSize } from '../../import/xlsx-test-package.ts';
import {
  describeVsmeTemplateSkip,
  readVsmeTemplate,
  VsmeTemplateError,
  type VsmeTemplateRead,
} from './index.ts';

// The shipped data next to the repository, or where VSME_DATA_DIR says.
const TEMPLATE_PATH = process.env.VSME_DATA_DIR
  ? `${process.env.VSME_DATA_DIR}/VSME-Digital-Template-1.3.0.xlsx`
  : fileURLToPath(
      new URL('../../../../../../shared/data/vsme/VSME-Digital-Template-1.3.0.xlsx', import.meta.url),
    );
const hasTemplate = existsSync(TEMPLATE_PATH);

type Value = string | number | boolean;
/** Cells to set, by sheet name, as `E283` → value; `style` replaces the cell's format when given. */
type Patch = Record<string, Record<string, Value | { value: Value; style: number }>>;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function cellXml(reference: string, style: string | undefined, value: Value): string {
  const s = style === undefined ? '' : ` s="${style}"`;
  if (typeof value === 'boolean') return `<c r="${reference}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === 'number') return `<c r="${reference}"${s}><v>${value}</v></c>`;
  return `<c r="${reference}"${s} t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
}

/** Sets cells of the template's sheet XML (formulas in them are dropped, as typing over them does). */
function patchSheet(xml: string, cells: Patch[string]): string {
  let patched = xml;
  for (const [reference, entry] of Object.entries(cells)) {
    const { value, style } = typeof entry === 'object' ? entry : { value: entry, style: undefined };
    const pattern = new RegExp(`<c r="${reference}"(?: [^>]*?)?(?:/>|>[\\s\\S]*?</c>)`);
    const found = pattern.exec(patched);
    if (!found) throw new Error(`cell ${reference} is not in the sheet`);
    const oldStyle = /\ss="(\d+)"/.exec(found[0].slice(0, found[0].indexOf('>') + 1))?.[1];
    patched = patched.replace(
      pattern,
      cellXml(reference, style === undefined ? oldStyle : String(style), value),
    );
  }
  return patched;
}

/** A copy of the template with the given cells set. */
function fillTemplate(patch: Patch): Uint8Array {
  const files = unzipSync(new Uint8Array(readFileSync(TEMPLATE_PATH)));
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const workbook = decoder.decode(files['xl/workbook.xml']);
  const rels = decoder.decode(files['xl/_rels/workbook.xml.rels']);
  for (const [sheetName, cells] of Object.entries(patch)) {
    const escaped = escapeXml(sheetName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const id = new RegExp(`<sheet name="${escaped}"[^>]*r:id="([^"]+)"`).exec(workbook)?.[1];
    const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
    const path = `xl/${target}`;
    files[path] = encoder.encode(patchSheet(decoder.decode(files[path]), cells));
  }
  return zipSync(files);
}

const FILLED: Patch = {
  'General Information': {
    D5: 'EUR',
    E125: 'Option A (Basic Module only)',
    E179: 'Sustainability report prepared on an individual basis',
    E180: 'private limited liability undertaking',
    E22: 'B3 - Energy and greenhouse gas emissions',
    E182: 'NACE C - 10.71 Manufacture of bread; manufacture of fresh pastry goods and cakes',
    E283: 2_450_000,
    E284: 38,
    E286: 'Part-time heads',
    E287: 'Germany',
    E527: 'Bread, rolls and cakes for the harbour district of Hamburg.',
    D512: true,
    H512: true,
    D406: 'Am Kai 4',
    E406: '20457',
    F406: 'Hamburg',
    G406: 'Germany',
  },
  'Environmental Disclosures': {
    D22: 120.5,
    G22: 150,
    G21: 2023,
    D62: 46_447,
    D80: 'Ammonia',
    G80: 0.2,
    C293: 'hectares (ha)',
    D295: 1.2,
    D316: 'YES',
    G423: 'cubic meters (m3)',
    J423: 4,
    D435: 'Wheat flour',
    G435: 80,
    J435: 'metric tonnes (t)',
    D436: 'Packaging film',
    G436: 5,
    J436: 'cubic meters (m3)',
  },
  'Social Disclosures': {
    D137: { value: 0.4, style: 0 },
    D147: 'NO',
    D152: 0.85,
    C29: 'Germany',
    E29: 35,
    C30: 'Atlantis',
    E30: 3,
  },
};

const answerOf = (read: VsmeTemplateRead, code: string) =>
  read.answers.find((answer) => answer.code === `vsme:${code}`);
const skipOf = (read: VsmeTemplateRead, cell: string) => read.skipped.find((skip) => skip.cell === cell);

describe('readVsmeTemplate', () => {
  it.skipIf(!hasTemplate)('reads the blank template: version, nothing filled but its two defaults', () => {
    const read = readVsmeTemplate(new Uint8Array(readFileSync(TEMPLATE_PATH)));
    expect(read.templateVersion).toBe('1.3.0');
    expect(read.currency).toBeUndefined();
    expect(read.answers.map((answer) => answer.code).sort()).toEqual([
      'vsme:EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement',
      'vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged',
    ]);
    expect(read.rows).toEqual([]);
    expect(read.members).toEqual([]);
    expect(read.skipped).toEqual([]);
  });

  describe.skipIf(!hasTemplate)('a filled template', () => {
    const read = hasTemplate ? readVsmeTemplate(fillTemplate(FILLED)) : (undefined as never);

    it('reads numbers with the currency, their only unit or the unit cell', () => {
      expect(read.currency).toBe('EUR');
      expect(answerOf(read, 'Turnover')).toEqual({
        code: 'vsme:Turnover',
        value: { kind: 'number', value: 2_450_000, unit: 'iso4217:EUR' },
        cell: "'General Information'!E283",
      });
      expect(answerOf(read, 'NumberOfEmployees')?.value).toEqual({
        kind: 'number',
        value: 38,
        unit: 'xbrli:pure',
      });
      expect(answerOf(read, 'GrossScope1GreenhouseGasEmissions')?.value).toEqual({
        kind: 'number',
        value: 120.5,
        unit: 'utr:tCO2e',
      });
      expect(answerOf(read, 'TotalSealedArea')).toEqual({
        code: 'vsme:TotalSealedArea',
        value: { kind: 'number', value: 1.2, unit: 'utr:ha' },
        cell: "'Environmental Disclosures'!D295",
      });
      expect(read.members).toContainEqual({
        code: 'vsme:GrossScope1GreenhouseGasEmissions',
        member: 'vsme:BaselineYearMember',
        value: { kind: 'number', value: 150, unit: 'utr:tCO2e' },
        cell: "'Environmental Disclosures'!G22",
      });
    });

    it('skips a figure whose unit cell names a unit it does not take, with the unit', () => {
      expect(answerOf(read, 'TotalHazardousWasteGeneratedMass')).toBeUndefined();
      const skip = skipOf(read, "'Environmental Disclosures'!J423");
      expect(skip).toEqual({
        code: 'vsme:TotalHazardousWasteGeneratedMass',
        cell: "'Environmental Disclosures'!J423",
        reason: 'unitNotAccepted',
        text: 'cubic meters (m3)',
      });
      expect(describeVsmeTemplateSkip(skip as never, 'de')).toBe(
        "'Environmental Disclosures'!J423 („Gesamtaufkommen gefährlicher Abfälle (Masse)“): Die Einheit „cubic meters (m3)“ passt nicht zu dieser Zahl.",
      );
    });

    it('reads percentages from per-cent cells and refuses 0.4 in a plain cell', () => {
      expect(answerOf(read, 'PercentageOfEmployeesCoveredByCollectiveBargainingAgreements')?.value).toEqual({
        kind: 'percentage',
        value: 85,
      });
      expect(answerOf(read, 'EmployeeTurnoverRate')).toBeUndefined();
      expect(skipOf(read, "'Social Disclosures'!D137")).toMatchObject({
        code: 'vsme:EmployeeTurnoverRate',
        reason: 'ambiguousPercentage',
        text: '0.4',
      });
    });

    it('reads yes/no, dates, years and narrative text', () => {
      expect(answerOf(read, 'UndertakingAppliesCircularEconomyPrinciples')?.value).toEqual({
        kind: 'yesNo',
        value: true,
      });
      expect(
        answerOf(
          read,
          'EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement',
        )?.value,
      ).toEqual({ kind: 'yesNo', value: false });
      expect(
        answerOf(read, 'DateOfAdoptionOfTransitionPlanForUndertakingNotHavingAdoptedTransitionPlanYet')
          ?.value,
      ).toEqual({ kind: 'date', value: '2027-03-01' });
      expect(answerOf(read, 'GreenhouseGasEmissionReductionTargetBaseYear')?.value).toEqual({
        kind: 'date',
        value: '2023',
      });
      expect(answerOf(read, 'DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered')?.value).toEqual({
        kind: 'text',
        value: 'Bread, rolls and cakes for the harbour district of Hamburg.',
      });
    });

    it("reads dropdown choices by the template's wording, countries, NACE codes and checkboxes", () => {
      const choice = (code: string) => answerOf(read, code)?.value;
      expect(choice('BasisForPreparation')).toEqual({
        kind: 'choice',
        value: ['vsme:OptionABasicModuleOnlyMember'],
      });
      expect(choice('BasisForReporting')).toEqual({ kind: 'choice', value: ['vsme:IndividualMember'] });
      expect(choice('UndertakingsLegalForm')).toEqual({
        kind: 'choice',
        value: ['vsme:PrivateLimitedLiabilityUndertakingMember'],
      });
      expect(choice('CountryOfPrimaryOperationsAndLocationOfSignificantAssets')).toEqual({
        kind: 'choice',
        value: ['DE'],
      });
      expect(choice('NaceSectorClassificationCodes')).toEqual({ kind: 'choice', value: ['nace:NACE_C1071'] });
      expect(
        choice('ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting'),
      ).toEqual({ kind: 'choice', value: ['vsme:B3-EnergyAndGreenhouseGasEmissionsMember'] });
      expect(choice('SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative')).toEqual({
        kind: 'choice',
        value: ['vsme:ClimateChangeMember', 'vsme:CircularEconomyMember'],
      });
    });

    it('skips an unknown choice with its text', () => {
      expect(answerOf(read, 'TypeOfNumberOfEmployees')).toBeUndefined();
      const skip = skipOf(read, "'General Information'!E286");
      expect(skip).toEqual({
        code: 'vsme:TypeOfNumberOfEmployees',
        cell: "'General Information'!E286",
        reason: 'unknownChoice',
        text: 'Part-time heads',
      });
      expect(describeVsmeTemplateSkip(skip as never, 'en')).toContain(
        '"Part-time heads" is not one of the choices.',
      );
    });

    it('reads table rows: a site, pollutants, materials by their unit, employees per country', () => {
      const rowsOf = (table: string) =>
        read.rows
          .filter((row) => row.table === table)
          .map(({ code, rowIndex, key, value }) => ({
            code,
            rowIndex,
            key,
            value,
          }));
      expect(rowsOf('sites')).toEqual([
        {
          code: 'vsme:AddressOfSite',
          rowIndex: 0,
          key: undefined,
          value: { kind: 'text', value: 'Am Kai 4' },
        },
        {
          code: 'vsme:PostalCodeOfSite',
          rowIndex: 0,
          key: undefined,
          value: { kind: 'text', value: '20457' },
        },
        { code: 'vsme:CityOfSite', rowIndex: 0, key: undefined, value: { kind: 'text', value: 'Hamburg' } },
        { code: 'vsme:CountryOfSite', rowIndex: 0, key: undefined, value: { kind: 'choice', value: ['DE'] } },
      ]);
      expect(rowsOf('pollutants')).toEqual([
        {
          code: 'vsme:AmountOfEmissionToAir',
          rowIndex: 0,
          key: 'Ammonia',
          value: { kind: 'number', value: 0.2, unit: 'utr:t' },
        },
      ]);
      expect(rowsOf('materials')).toEqual([
        {
          code: 'vsme:NameOfMaterialUsed',
          rowIndex: 0,
          key: undefined,
          value: { kind: 'text', value: 'Wheat flour' },
        },
        {
          code: 'vsme:WeightOfMaterialUsed',
          rowIndex: 0,
          key: undefined,
          value: { kind: 'number', value: 80, unit: 'utr:t' },
        },
        {
          code: 'vsme:NameOfMaterialUsed',
          rowIndex: 1,
          key: undefined,
          value: { kind: 'text', value: 'Packaging film' },
        },
        {
          code: 'vsme:VolumeOfMaterialUsed',
          rowIndex: 1,
          key: undefined,
          value: { kind: 'number', value: 5, unit: 'utr:m3' },
        },
      ]);
      expect(rowsOf('employeesByCountry')).toEqual([
        {
          code: 'vsme:NumberOfEmployeesForCountryOfEmploymentContract',
          rowIndex: 0,
          key: 'DE',
          value: { kind: 'number', value: 35, unit: 'xbrli:pure' },
        },
      ]);
      expect(skipOf(read, "'Social Disclosures'!C30")).toEqual({
        table: 'employeesByCountry',
        cell: "'Social Disclosures'!C30",
        reason: 'unknownChoice',
        text: 'Atlantis',
      });
      expect(skipOf(read, "'Social Disclosures'!E30")).toMatchObject({ reason: 'rowWithoutKey' });
    });

    it('skips nothing else, and every skip has a sentence in both languages', () => {
      expect(read.skipped.map((skip) => skip.cell).sort()).toEqual(
        [
          "'Environmental Disclosures'!J423",
          "'General Information'!E286",
          "'Social Disclosures'!C30",
          "'Social Disclosures'!D137",
          "'Social Disclosures'!E30",
        ].sort(),
      );
      for (const skip of read.skipped) {
        expect(describeVsmeTemplateSkip(skip, 'en')).toMatch(/^'.+'![A-Z]+\d+/);
        expect(describeVsmeTemplateSkip(skip, 'de')).not.toBe(describeVsmeTemplateSkip(skip, 'en'));
      }
    });
  });

  it('refuses a workbook that is not the template, in both languages', () => {
    const other = buildTestXlsx({});
    expect(() => readVsmeTemplate(other)).toThrow(VsmeTemplateError);
    try {
      readVsmeTemplate(other);
    } catch (error) {
      expect((error as VsmeTemplateError).code).toBe('notTemplate');
      expect((error as VsmeTemplateError).messages.de).toContain('VSME-Digitalvorlage');
    }
  });

  it('refuses a file that is not a workbook', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 not a workbook');
    expect(() => readVsmeTemplate(pdf)).toThrow(expect.objectContaining({ code: 'notWorkbook' }));
  });

  it('still refuses a compression bomb', () => {
    const bomb = patchDeclaredSize(buildTestXlsx({}), 'xl/workbook.xml', 500 * 1024 * 1024);
    expect(() => readVsmeTemplate(bomb)).toThrow(SpreadsheetFileError);
    expect(() => readVsmeTemplate(bomb)).toThrow(expect.objectContaining({ code: 'compressionBomb' }));
  });
});
