import type { Result, ServedForm, ServedOption } from '../contracts/calculator.ts';
import { describeFactorNote } from '../factors/factor-notes.ts';
import { describeFactorCredit } from '../spend-factors/figaro-credit.ts';
import { BULK_IMPORT_COLUMNS, GENERIC_INPUT_COLUMN_PREFIX, RESULT_ID_COLUMN } from './bulk-import-columns.ts';
import {
  listGenericInputs,
  listOptionPlaces,
  normalizeLabel,
  type OptionPlace,
} from './import-form-index.ts';
import type { CellValue } from './spreadsheet-table.ts';
import { writeCsv } from './write-csv.ts';

/** `simple`: the import columns only; `advanced`: plus computed figures after them. */
export type ResultsCsvVariant = 'simple' | 'advanced';

/**
 * Columns the advanced export adds after the import columns; the import ignores them. `kgCo2e` is the
 * row's market-based total, its upstream included, and `ghgScope` the scope of its own part; the
 * `kgScope…` columns split it the way Analyze counts (see `addComputedCells`); the main factor's
 * licence, the credit it requires and its notes close the line. New columns go last, so
 * the positions of the older ones stay.
 */
export const COMPUTED_RESULT_COLUMNS = [
  'computed.kgCo2e',
  'computed.locationBasedKgCo2e',
  'computed.ghgScope',
  'computed.scope3Category',
  'computed.factorId',
  'computed.factorEdition',
  'computed.factorSource',
  'computed.calculationIssue',
  'computed.biogenicCo2Kg',
  'computed.energyKwh',
  'computed.energyFossilKwh',
  'computed.energyNuclearKwh',
  'computed.energyRenewableKwh',
  'computed.energyMarketBasedRenewableKwh',
  'computed.kgScope1',
  'computed.kgScope2MarketBased',
  'computed.kgScope2LocationBased',
  'computed.kgScope3',
  'computed.kgUpstreamCategory3',
  'computed.kgUnscoped',
  'computed.distributionPercent',
  'computed.factorLicence',
  'computed.factorCredit',
  'computed.factorNotes',
] as const;

type Line = Map<string, CellValue>;

/**
 * The entity cell: the name where no other entity shares it (readable and unambiguous), else the id.
 * An export of one year leaves it empty: the file is that year's list of results and imports into
 * whichever year it is uploaded to (the entity only matters when a file spreads rows over several).
 */
function createEntityNamer(instances: readonly { id: string; name: string }[]) {
  if (instances.length <= 1) return (): string => '';
  const counts = new Map<string, number>();
  for (const { name } of instances)
    counts.set(normalizeLabel(name), (counts.get(normalizeLabel(name)) ?? 0) + 1);
  const names = new Map(instances.map((instance) => [instance.id, instance.name]));
  return (id: string): string => {
    const name = names.get(id);
    return name && counts.get(normalizeLabel(name)) === 1 ? name : id;
  };
}

/** The amounts of a result by column index: the option's input with the same field, else their order. */
function placeAmounts(result: Result, option: ServedOption | undefined) {
  return result.emissionActivityInputs.map((amount, position) => {
    const index = option?.activityInputs.findIndex((input) => input.fieldId === amount.fieldId) ?? -1;
    return { amount, index: index === -1 ? position : index };
  });
}

function addComputedCells(line: Line, result: Result, lang: string): void {
  const direct = result.factorsUsed.find((factor) => factor.part === 'direct');
  line.set('computed.kgCo2e', result.figures.total);
  line.set('computed.locationBasedKgCo2e', result.figures.locationBasedTotal);
  line.set('computed.ghgScope', result.ghgScope?.scope ?? null);
  line.set(
    'computed.scope3Category',
    result.ghgScope?.scope === 3 ? (result.ghgScope.category ?? null) : null,
  );
  line.set('computed.factorId', direct?.factorId ?? null);
  line.set('computed.factorEdition', direct?.edition ?? null);
  line.set('computed.factorSource', direct?.source ?? null);
  line.set('computed.calculationIssue', result.calculationIssue);
  // Outside the scopes, and the company's own energy (gross CV) by source group (ESRS E1-5).
  line.set('computed.biogenicCo2Kg', result.figures.biogenicCo2);
  line.set('computed.energyKwh', result.figures.energyKwh);
  line.set('computed.energyFossilKwh', result.figures.energyFossilKwh);
  line.set('computed.energyNuclearKwh', result.figures.energyNuclearKwh);
  line.set('computed.energyRenewableKwh', result.figures.energyRenewableKwh);
  line.set('computed.energyMarketBasedRenewableKwh', result.figures.energyMarketBasedRenewableKwh);
  // The row's kg by the scope Analyze counts it in: the upstream (well-to-tank, T&D) part of a Scope 1
  // or 2 row is Scope 3 category 3, so it is in kgScope3 and repeated in kgUpstreamCategory3, not in
  // the row's own scope. kgScope1 + kgScope2MarketBased + kgScope3 + kgUnscoped = kgCo2e.
  line.set('computed.kgScope1', result.figures.scope1);
  line.set('computed.kgScope2MarketBased', result.figures.scope2MarketBased);
  line.set('computed.kgScope2LocationBased', result.figures.scope2LocationBased);
  line.set('computed.kgScope3', result.figures.scope3);
  line.set('computed.kgUpstreamCategory3', result.figures.fuelAndEnergyUpstream);
  line.set('computed.kgUnscoped', result.figures.unscoped);
  // The figures are the whole row's; Analyze counts this share of them (empty: all).
  line.set('computed.distributionPercent', result.distributionPercent);
  // What the main factor's licence asks to be said with it (FIGARO's credit, "converted" where it
  // was), and what the factors say beside their values (another year's data, T&D losses, margins),
  // each sentence once, in the export's language.
  line.set('computed.factorLicence', direct?.licence ?? null);
  line.set('computed.factorCredit', direct ? (describeFactorCredit(direct, lang) ?? null) : null);
  const notes = new Set(
    result.factorsUsed.flatMap((factor) => factor.notes ?? []).map((note) => describeFactorNote(note, lang)),
  );
  line.set('computed.factorNotes', notes.size === 0 ? null : [...notes].join(' '));
}

function describeParent(result: Result, place: OptionPlace | undefined, nameEntity: (id: string) => string) {
  const line: Line = new Map<string, CellValue>([
    [RESULT_ID_COLUMN, result._id],
    ['name', result.name],
    ['level.0', result.formOptionId],
    ['level.1', result.pickedFactorId],
    ['c1', result.c1],
    ['c2', result.c2],
    ['c3', result.c3],
    ['csvId', result.csvId],
    ['assumptions', result.assumptions],
    ['notes', result.notes],
    ['instance', nameEntity(result.instance)],
    ['isExcluded', result.isExcluded],
    ['startDate', result.startDate],
    ['endDate', result.endDate],
    ['direct.factor', result.userFactor?.factor ?? null],
    ['direct.source', result.userFactor?.source ?? null],
    ['sources.other', result.sources.otherDataSources ?? null],
  ]);
  if (place) {
    const labels = [...place.sectionPath.map((section) => section.label), place.option.label];
    line.set('readableSelector', labels.join(' > '));
  }
  for (const { amount, index } of placeAmounts(result, place?.option)) {
    line.set(`amounts.${index}.value`, amount.value);
    line.set(`amounts.${index}.unit`, amount.unit);
    line.set(`amounts.${index}.unitCategory`, amount.unitCategory);
    line.set(`amounts.${index}.conversionFactor`, amount.conversionFactor);
  }
  for (const source of result.sources.types) line.set(`sources.${source.type}`, source.percentShare ?? 'x');
  for (const [id, value] of Object.entries(result.genericInputs))
    line.set(`${GENERIC_INPUT_COLUMN_PREFIX}${id}`, value);
  return line;
}

function describeChild(child: Result, parentOption: ServedOption | undefined): Line {
  const option = parentOption?.children?.find((candidate) => candidate.id === child.formOptionId);
  const line: Line = new Map<string, CellValue>([
    ['child.name', child.name],
    ['child.level.0', child.formOptionId],
    ['child.level.1', child.pickedFactorId],
  ]);
  for (const { amount, index } of placeAmounts(child, option)) {
    line.set(`child.amounts.${index}.value`, amount.value);
    if (index === 0) {
      line.set('child.amounts.0.unit', amount.unit);
      line.set('child.amounts.0.unitCategory', amount.unitCategory);
    }
  }
  return line;
}

/**
 * Writes results as a CSV file in the bulk-import columns, so it imports back to the same results: one
 * line per result, then one per sub-row repeating its parent's columns. The first column holds the
 * result's id, so importing the file into the same year updates those results rather than copying them.
 * `readableSelector` shows the section and row type labels; an entity is written by name unless several
 * share it. The advanced variant adds computed columns (kg CO2e, scope, the factor used, the kg per scope
 * as Analyze counts it) that the import ignores. Sub-rows whose parent is not among the results are left
 * out.
 */
export function writeResultsCsv(
  results: readonly Result[],
  form: ServedForm,
  instances: readonly { id: string; name: string }[],
  variant: ResultsCsvVariant,
  /** The language the factor notes are worded in. */
  lang = 'en',
): string {
  const places = new Map(listOptionPlaces(form).map((place) => [place.option.id, place]));
  const nameEntity = createEntityNamer(instances);
  const childrenByParent = new Map<string, Result[]>();
  for (const result of results) {
    if (result.parent)
      childrenByParent.set(result.parent, [...(childrenByParent.get(result.parent) ?? []), result]);
  }
  const keys = [
    RESULT_ID_COLUMN,
    ...BULK_IMPORT_COLUMNS.map((column) => column.key),
    ...listGenericInputs(form).map((input) => `${GENERIC_INPUT_COLUMN_PREFIX}${input.id}`),
    ...(variant === 'advanced' ? COMPUTED_RESULT_COLUMNS : []),
  ];
  const lines: Line[] = [];
  for (const result of results) {
    if (result.parent) continue;
    const place = places.get(result.formOptionId);
    const parentLine = describeParent(result, place, nameEntity);
    if (variant === 'advanced') addComputedCells(parentLine, result, lang);
    lines.push(parentLine);
    for (const child of childrenByParent.get(result._id) ?? []) {
      const childLine = new Map([...parentLine, ...describeChild(child, place?.option)]);
      if (variant === 'advanced') addComputedCells(childLine, child, lang);
      lines.push(childLine);
    }
  }
  return writeCsv([keys, ...lines.map((line) => keys.map((key) => line.get(key) ?? null))]);
}
