/**
 * Generates packages/core/src/esg/datapoints/vsme-datapoints.generated.ts: every datapoint of EFRAG's
 * VSME XBRL taxonomy (2026-05-01, MIT) with its English and German labels, its disclosure and module,
 * the input type the form shows, the options of its enumerations, and how it is tagged in XBRL
 * (concept, data type, period type, units), from vsme-2026-05-01-datapoints.csv and vsme-2026-05-01.json.
 *
 *   npx tsx scripts/esg/build-vsme-datapoints.ts
 *
 * The files default to ../shared/data/vsme/ next to the repository (or VSME_DATA_DIR).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../factor-library/parse-csv.ts';

type Concept = {
  dataType?: string;
  periodType?: string;
  abstract?: boolean;
  labels?: Record<string, Record<string, string>>;
  other?: { ee20DomainMembers?: string[] };
};
type Table = {
  primaryItems: [number, string][];
  explicitDimensions?: Record<string, string[]>;
  typedDimensions?: string[];
};
type Taxonomy = {
  concepts: Record<string, Concept>;
  entryPoint?: string;
  namespaces?: Record<string, string>;
  dimensions?: Record<string, Record<string, unknown>>;
};

const LABEL_ROLE = 'http://www.xbrl.org/2003/role/label';

/** The unit a measure takes when the taxonomy gives no guidance, by data type. */
const DEFAULT_UNITS: Record<string, string[]> = {
  'xbrli:monetaryItemType': ['iso4217:*'],
  'dtr-types:energyItemType': ['utr:MWh'],
  'dtr-types:volumeItemType': ['utr:m3'],
  'dtr-types:massItemType': ['utr:t'],
  'dtr-types:areaItemType': ['utr:ha'],
  'dtr-types:ghgEmissionsItemType': ['utr:tCO2e'],
  'dtr-types:ghgEmissionsPerMonetaryItemType': ['utr:tCO2e/iso4217:*'],
  'xbrli:decimalItemType': ['xbrli:pure'],
  'dtr-types:percentItemType': ['xbrli:pure'],
};

/**
 * Data types whose values cannot be negative by nature: masses, volumes, areas, energy consumed, gross
 * emissions and their intensities; VSME's plain decimals are all counts of people or events, rates and
 * ratios of them and training hours (employees, fatalities, accidents, convictions, workers).
 */
const NON_NEGATIVE_DATA_TYPES = new Set([
  'dtr-types:massItemType',
  'dtr-types:volumeItemType',
  'dtr-types:areaItemType',
  'dtr-types:energyItemType',
  'dtr-types:ghgEmissionsItemType',
  'dtr-types:ghgEmissionsPerMonetaryItemType',
  'xbrli:decimalItemType',
]);

/**
 * The smallest value of a datapoint where it is not its data type's: water consumption is withdrawal
 * less discharge (VSME guidance to B6), which can fall below 0; the pay gap is
 * (male pay - female pay) / male pay * 100 (the concept's documentation), negative when women earn more.
 */
const MINIMUM_OVERRIDES: Readonly<Record<string, number | null>> = {
  'vsme:TotalWaterConsumption': null,
  'vsme:PercentageGapInPayBetweenFemaleAndMaleEmployees': -100,
};

function minimumOf(code: string, dataType: string): { minimum?: number } {
  const minimum = Object.hasOwn(MINIMUM_OVERRIDES, code)
    ? MINIMUM_OVERRIDES[code]
    : NON_NEGATIVE_DATA_TYPES.has(dataType)
      ? 0
      : null;
  return minimum === null || minimum === undefined ? {} : { minimum };
}

/**
 * Labels corrected where EFRAG's taxonomy files have a typo (kept until a taxonomy release fixes it):
 * its English label of NumberOfPermanentContractEmployees reads "permanent contact employees".
 */
const LABEL_OVERRIDES: Readonly<Record<string, { en?: string; de?: string }>> = {
  'vsme:NumberOfPermanentContractEmployees': { en: 'Number of permanent contract employees' },
};

function inputTypeOf(dataType: string): { type: string; datePrecision?: string } {
  if (dataType === 'dtr-types:textBlockItemType' || dataType === 'xbrli:stringItemType')
    return { type: 'narrative' };
  if (dataType === 'xbrli:booleanItemType') return { type: 'yesNo' };
  if (dataType === 'dtr-types:percentItemType') return { type: 'percentage' };
  if (dataType.startsWith('enum2:')) return { type: 'choice' };
  if (dataType === 'xbrli:dateItemType') return { type: 'date', datePrecision: 'day' };
  if (dataType === 'xbrli:gYearItemType') return { type: 'date', datePrecision: 'year' };
  if (dataType in DEFAULT_UNITS) return { type: 'number' };
  throw new Error(`no input type for ${dataType}`);
}

function unitsOf(dataType: string, guidance: string): string[] {
  if (dataType === 'dtr-types:ghgEmissionsPerMonetaryItemType') return ['utr:tCO2e/iso4217:*'];
  const bracketed = /\[([^\]]+)\]/.exec(guidance)?.[1];
  if (bracketed) return bracketed.split(',').map((unit) => unit.trim());
  // One row writes its units bare ("kg, t").
  const bare = guidance
    .split(',')
    .map((unit) => unit.trim())
    .filter((unit) => /^[A-Za-z0-9]+$/.test(unit));
  if (bare.length > 0) return bare.map((unit) => `utr:${unit}`);
  return DEFAULT_UNITS[dataType] ?? [];
}

function labelsOf(taxonomy: Taxonomy, concept: string, fallback = concept): { en: string; de: string } {
  const labels = taxonomy.concepts[concept]?.labels ?? {};
  const clean = (text: string | undefined) => text?.replace(/\s*\[member\]$/, '').trim();
  const override = LABEL_OVERRIDES[concept];
  const en = override?.en ?? (clean(labels.en?.[LABEL_ROLE]) || fallback);
  return { en, de: override?.de ?? (clean(labels.de?.[LABEL_ROLE]) || en) };
}

function choicesOf(taxonomy: Taxonomy, concept: Concept, isMultiple: boolean) {
  const members = concept.other?.ee20DomainMembers ?? [];
  if (members.length === 0) throw new Error('an enumeration without domain members');
  if (members.every((member) => member.startsWith('country:')))
    return { kind: 'reference', isMultiple, listId: 'country' };
  if (members.every((member) => member.startsWith('nace:'))) return { kind: 'nace', isMultiple };
  return {
    kind: 'options',
    isMultiple,
    options: members.map((id) => ({ id, label: labelsOf(taxonomy, id) })),
  };
}

const MODULES: Record<string, string> = {
  'Basic Module': 'basic',
  'Comprehensive Module': 'comprehensive',
  'Basic and Comprehensive Module': 'both',
};

/** The disclosure code: the CSV's own, else the one its presentation group names, else `other`. */
function disclosureOf(disclosure: string, presentationGroup: string): string {
  if (/^[BC]\d{1,2}$/.test(disclosure)) return disclosure;
  return /\] ([BC]\d{1,2}) -/.exec(presentationGroup)?.[1] ?? 'other';
}

/** Renders the generated module (pure, so a test can compare it with the committed one). */
export function renderVsmeDatapoints(csvText: string, taxonomy: Taxonomy): string {
  const [header = [], ...rows] = parseCsv(csvText);
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`the datapoints CSV has no column ${name}`);
    return index;
  };
  const at = Object.fromEntries(
    [
      'concept',
      'label_en',
      'module',
      'disclosure',
      'paragraph',
      'dataType',
      'periodType',
      'measurementGuidance',
      'presentation_group',
    ].map((name) => [name, column(name)]),
  );
  const datapoints = rows
    .filter((row) => row[at.concept as number])
    .map((row) => {
      const cell = (name: string) => (row[at[name] as number] ?? '').trim();
      const code = cell('concept');
      const concept = taxonomy.concepts[code];
      if (!concept) throw new Error(`${code} is not in the taxonomy`);
      const dataType = cell('dataType');
      const module = MODULES[cell('module')];
      if (!module) throw new Error(`${code}: unknown module ${cell('module')}`);
      const input = inputTypeOf(dataType);
      const periodType = cell('periodType');
      if (periodType !== 'instant' && periodType !== 'duration')
        throw new Error(`${code}: period ${periodType}`);
      return {
        code,
        label: labelsOf(taxonomy, code, cell('label_en')),
        disclosure: disclosureOf(cell('disclosure'), cell('presentation_group')),
        module,
        paragraph: cell('paragraph'),
        ...input,
        ...(input.type === 'number' || input.type === 'percentage' ? minimumOf(code, dataType) : {}),
        ...(input.type === 'choice'
          ? { choices: choicesOf(taxonomy, concept, dataType === 'enum2:enumerationSetItemType') }
          : {}),
        xbrl: {
          concept: code,
          dataType,
          periodType,
          units:
            input.type === 'number' || input.type === 'percentage'
              ? unitsOf(dataType, cell('measurementGuidance'))
              : [],
        },
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  return [
    "// Generated by scripts/esg/build-vsme-datapoints.ts from EFRAG's VSME taxonomy 2026-05-01 (MIT):",
    '// shared/data/vsme/vsme-2026-05-01-datapoints.csv and vsme-2026-05-01.json.',
    '// Do not edit by hand: run `npx tsx scripts/esg/build-vsme-datapoints.ts`.',
    "import type { VsmeDatapoint } from './types.ts';",
    '',
    `/** The ${datapoints.length} datapoints of the VSME taxonomy, by concept. */`,
    `export const VSME_DATAPOINTS: readonly VsmeDatapoint[] = ${JSON.stringify(datapoints, null, 2)};`,
    '',
  ].join('\n');
}

/**
 * Renders the taxonomy facts the XBRL export needs beside the datapoints: the entry point, the namespaces
 * of the prefixes facts and units use, each axis's default member (never written in a context), and the
 * tables: which axes (explicit or typed) a concept may be reported on.
 */
export function renderVsmeTaxonomy(taxonomy: Taxonomy): string {
  const { _defaults: defaults = {}, ...roles } = taxonomy.dimensions ?? {};
  const tables = Object.values(roles).flatMap((role) =>
    Object.entries(role as Record<string, Table>).map(([name, table]) => ({
      name,
      concepts: table.primaryItems
        .map(([, concept]) => concept)
        .filter((concept) => taxonomy.concepts[concept] && !taxonomy.concepts[concept]?.abstract),
      explicitAxes: Object.keys(table.explicitDimensions ?? {}),
      typedAxes: table.typedDimensions ?? [],
    })),
  );
  const namespaces = Object.fromEntries(
    ['vsme', 'country', 'nace', 'waste', 'utr', 'iso4217', 'xbrli', 'link', 'xlink', 'xbrldi'].map(
      (prefix) => [
        prefix,
        prefix === 'xbrldi' ? 'http://xbrl.org/2006/xbrldi' : (taxonomy.namespaces?.[prefix] ?? ''),
      ],
    ),
  );
  return [
    "// Generated by scripts/esg/build-vsme-datapoints.ts from EFRAG's VSME taxonomy 2026-05-01 (MIT).",
    '// Do not edit by hand: run `npx tsx scripts/esg/build-vsme-datapoints.ts`.',
    '',
    `export const VSME_ENTRY_POINT = ${JSON.stringify(taxonomy.entryPoint ?? '')};`,
    '',
    '/** The namespace of each prefix an instance document uses. */',
    `export const VSME_NAMESPACES: Readonly<Record<string, string>> = ${JSON.stringify(namespaces, null, 2)};`,
    '',
    '/** Each axis with a default member: a fact on the default is written without the axis. */',
    `export const VSME_DIMENSION_DEFAULTS: Readonly<Record<string, string>> = ${JSON.stringify(defaults, null, 2)};`,
    '',
    '/** The tables (hypercubes): the concepts reported in each and the axes they are broken down by. */',
    `export const VSME_TABLES: readonly { name: string; concepts: readonly string[]; explicitAxes: readonly string[]; typedAxes: readonly string[] }[] = ${JSON.stringify(tables, null, 2)};`,
    '',
  ].join('\n');
}

export const VSME_TAXONOMY_MODULE_PATH = fileURLToPath(
  new URL('../../packages/core/src/esg/datapoints/vsme-taxonomy.generated.ts', import.meta.url),
);

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const VSME_DATA_DIR = resolve(process.env.VSME_DATA_DIR ?? resolve(repoRoot, '../shared/data/vsme'));
export const VSME_MODULE_PATH = resolve(
  repoRoot,
  'packages/core/src/esg/datapoints/vsme-datapoints.generated.ts',
);

export function readVsmeSources(): { csvText: string; taxonomy: Taxonomy } {
  return {
    csvText: readFileSync(resolve(VSME_DATA_DIR, 'vsme-2026-05-01-datapoints.csv'), 'utf8'),
    taxonomy: JSON.parse(readFileSync(resolve(VSME_DATA_DIR, 'vsme-2026-05-01.json'), 'utf8')) as Taxonomy,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { csvText, taxonomy } = readVsmeSources();
  writeFileSync(VSME_MODULE_PATH, renderVsmeDatapoints(csvText, taxonomy));
  writeFileSync(VSME_TAXONOMY_MODULE_PATH, renderVsmeTaxonomy(taxonomy));
  console.log(`wrote ${VSME_MODULE_PATH} and ${VSME_TAXONOMY_MODULE_PATH}`);
}
