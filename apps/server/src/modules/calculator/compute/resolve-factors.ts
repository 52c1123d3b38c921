import {
  buildSupplierFactorLineageKey,
  convertToBase,
  type FactorNote,
  type FactorUsed,
  type FormOption,
  findEpaUpstreamProxy,
  GRID_REGION_INPUT_ID,
  type GridElectricityRef,
  type GridElectricityResolution,
  getUnitCategory,
  isUnitCategoryId,
  type MARKET_INSTRUMENT_INPUT_IDS,
  type PickerFactorRef,
  pickEditionForYear,
  resolveGridElectricity,
  SUPPLIER_INPUT_ID,
  transmissionLossFactor,
} from '@carbon-ledger/core';
import type { CalculatorFactor, FactorLookup, FactorNeeds } from './factor-lookup.ts';
import { readGenericNumber } from './generic-number-inputs.ts';
import type { InstanceContext } from './instance-context.ts';
import { RowInputError } from './row-input-error.ts';
import { collectSpendNeeds, readSpendChoice, resolveFigaroPart } from './spend-factors.ts';

/** A factor part of a row: kg CO2e per base unit of the quantity, with the factors it was built from. */
export type ResolvedPart = { factor: number; source: string; used: FactorUsed[] };

export type ResolvedFactors = {
  direct?: ResolvedPart;
  directLocationBased?: ResolvedPart;
  indirect?: ResolvedPart;
  biogenic?: ResolvedPart;
  /** The scope fields of the main factor, for `getResultGhgScope` where the section has none. */
  scopeFields: { scope?: 1 | 2 | 3 | null; scope3Category?: number | null };
  /** Why no factor could be found (shown to the user), else null. */
  issue: string | null;
};

/** The row fields that choose factors. */
export type FactorChoice = {
  genericInputs: Record<string, string | number>;
  pickedFactorId?: string | undefined;
  userFactor?: { factor: number; source: string } | undefined;
};

type Part = ResolvedFactors['direct'];

const readText = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());

function gridRegionOf(ref: GridElectricityRef, instance: InstanceContext, choice: FactorChoice): string {
  return ref.region === 'userSelected'
    ? readText(choice.genericInputs[GRID_REGION_INPUT_ID])
    : instance.region;
}

/** The grid reference of an option: its factor, or its location-based factor (market-based options). */
function gridRefOf(option: FormOption): GridElectricityRef | undefined {
  if (option.factor.kind === 'gridElectricity') return option.factor;
  return option.locationBasedFactor;
}

/**
 * The year's grid source (its settings) applies to the year's own region; a row priced in a region the
 * user selected (a value-chain row) takes that region's default source.
 */
function resolveGridOf(option: FormOption, instance: InstanceContext, choice: FactorChoice) {
  const ref = gridRefOf(option);
  if (!ref) return undefined;
  const region = gridRegionOf(ref, instance, choice);
  if (region === '') return undefined;
  const isOwnRegion = ref.region !== 'userSelected';
  return resolveGridElectricity(region, isOwnRegion ? instance.factorSources.grid : undefined);
}

/** Lists the lineages and picked factors a row will read, so a batch loads them in one go. */
export function collectFactorNeeds(
  option: FormOption,
  instance: InstanceContext,
  choice: FactorChoice,
  needs: FactorNeeds,
): void {
  const { factor } = option;
  if (factor.kind === 'library') needs.lineageKeys.add(factor.lineageKey);
  if (factor.kind === 'spend') {
    collectSpendNeeds(option, instance, choice.genericInputs, needs);
    const supplierLineage = supplierLineageOf(choice);
    if (supplierLineage) needs.lineageKeys.add(supplierLineage);
  }
  if (factor.kind === 'picker' && choice.pickedFactorId) needs.pickedFactorIds.add(choice.pickedFactorId);
  const grid = resolveGridOf(option, instance, choice);
  if (grid) {
    needs.lineageKeys.add(grid.lineageKey);
    for (const key of grid.upstreamLineageKeys) needs.lineageKeys.add(key);
  }
  for (const ref of option.upstream ?? []) {
    if (ref.kind === 'library' || ref.kind === 'proxy') needs.lineageKeys.add(ref.lineageKey);
  }
  if (option.biogenicCo2) needs.lineageKeys.add(option.biogenicCo2.lineageKey);
}

/** The lineage of the supplier a spend row names (generic input `supplierId`), if it names one. */
function supplierLineageOf(choice: FactorChoice): string | undefined {
  const supplierId = readText(choice.genericInputs[SUPPLIER_INPUT_ID]);
  return supplierId === '' ? undefined : buildSupplierFactorLineageKey(supplierId);
}

/**
 * The emissions a spend row's supplier reported (a company factor in kg CO2e per 1000 EUR), which take
 * precedence over the spend factor (Scope 3 category 1): the edition of the row's year, else the newest.
 * The citation says so (`supplierReported`), and another year's report carries `factorYear` as well.
 */
function resolveSupplierPart(
  choice: FactorChoice,
  instance: InstanceContext,
  pick: (lineageKey: string) => CalculatorFactor | undefined,
): Part {
  const lineage = supplierLineageOf(choice);
  const reported = lineage ? pick(lineage) : undefined;
  if (!reported || reported.value === null) return undefined;
  const notes: FactorNote[] = [
    { code: 'supplierReported', supplier: reported.level2 ?? '', year: reported.year },
    ...yearNotes(reported, instance),
  ];
  // Per 1000 EUR, as FIGARO's: the amount is restated in euros, so the factor is per euro.
  return {
    factor: reported.value / 1000,
    source: describeSource(reported),
    used: [toFactorUsed('direct', reported, notes)],
  };
}

/** Is the row priced by its supplier's reported emissions (in euros) rather than by a spend factor? */
export function isSupplierPriced(resolved: ResolvedFactors): boolean {
  return (
    resolved.direct?.used.some((used) => used.notes?.some((note) => note.code === 'supplierReported')) ??
    false
  );
}

const perBaseCache = new Map<string, number | null>();

/** A factor's value per base unit of its category (the amounts are converted to the base unit). */
function toPerBaseUnit(factor: CalculatorFactor): number | null {
  if (factor.value === null) return null;
  if (factor.unitCategory === 'currency') return factor.value;
  const key = `${factor.unitCategory}\u0000${factor.activityUnit}`;
  let unitsToBase = perBaseCache.get(key);
  if (unitsToBase === undefined) {
    try {
      unitsToBase = isUnitCategoryId(factor.unitCategory)
        ? convertToBase(1, factor.activityUnit, { category: factor.unitCategory })
        : null;
    } catch {
      unitsToBase = null;
    }
    perBaseCache.set(key, unitsToBase);
  }
  return unitsToBase ? factor.value / unitsToBase : null;
}

const describeSource = (factor: CalculatorFactor) => `${factor.source} ${factor.edition} (${factor.id})`;

/**
 * The citations made of each factor, per part: every row of a chunk that uses a factor cites it with the
 * same object, so a write of many rows recognises the repeated citation by identity instead of
 * serializing an equal copy per row (`toIndexedJson`). Frozen, as it is shared.
 */
const citationsOf = new WeakMap<CalculatorFactor, Map<string, FactorUsed>>();

function toFactorUsed(
  part: FactorUsed['part'],
  factor: CalculatorFactor,
  notes: readonly FactorNote[] = [],
): FactorUsed {
  let citations = citationsOf.get(factor);
  if (!citations) {
    citations = new Map();
    citationsOf.set(factor, citations);
  }
  // The notes depend on the row's year and the year's settings: one citation per distinct set.
  const key = notes.length === 0 ? part : `${part}\u0000${JSON.stringify(notes)}`;
  let citation = citations.get(key);
  if (!citation) {
    citation = Object.freeze(citeFactor(part, factor, notes));
    citations.set(key, citation);
  }
  return citation;
}

function citeFactor(
  part: FactorUsed['part'],
  factor: CalculatorFactor,
  notes: readonly FactorNote[],
): FactorUsed {
  return {
    part,
    factorId: factor.id,
    lineageKey: factor.lineageKey,
    source: factor.source,
    edition: factor.edition,
    licence: factor.licence,
    value: factor.value ?? 0,
    valueUnit: `${factor.valueUnit}/${factor.activityUnit}`,
    ...(notes.length > 0 ? { notes: [...notes] } : {}),
  };
}

function fromFactor(
  part: FactorUsed['part'],
  factor: CalculatorFactor | undefined,
  notes?: readonly FactorNote[],
): Part {
  const perBase = factor ? toPerBaseUnit(factor) : null;
  if (!factor || perBase === null) return undefined;
  return { factor: perBase, source: describeSource(factor), used: [toFactorUsed(part, factor, notes)] };
}

function typedFactor(part: FactorUsed['part'], value: number, source: string, unitCategory: string): Part {
  const baseUnit = unitCategory === 'currency' ? 'USD2022' : (getUnitCategory(unitCategory)?.baseUnit ?? '');
  return {
    factor: value,
    source,
    used: [
      {
        part,
        factorId: null,
        lineageKey: null,
        source,
        edition: null,
        licence: null,
        value,
        valueUnit: `kgCO2e/${baseUnit}`,
      },
    ],
  };
}

/** A factor of another source standing in for an unpublished upstream factor of `mainLineageKey`. */
function asProxy(part: Part, mainLineageKey: string | undefined): Part {
  if (!part || !mainLineageKey) return part;
  return {
    ...part,
    source: `${part.source} [proxy for ${mainLineageKey}]`,
    used: part.used.map((used) => ({ ...used, proxyFor: mainLineageKey })),
  };
}

/**
 * US grid: transmission and distribution losses from the eGRID row's grid gross loss, cited with the
 * row they come from (`transmissionLossFactor`).
 */
function gridLossPart(gridFactor: CalculatorFactor | undefined): Part {
  const grid = fromFactor('indirect', gridFactor);
  const loss = gridFactor?.gridGrossLossFraction;
  if (!grid || !gridFactor || loss === null || loss === undefined) return undefined;
  const perBase = transmissionLossFactor(grid.factor, loss);
  const perUnit = transmissionLossFactor(gridFactor.value ?? 0, loss);
  if (perBase === undefined || perUnit === undefined) return undefined;
  const derivation = `T&D losses = ${gridFactor.value} ${gridFactor.valueUnit}/${gridFactor.activityUnit} × ${loss} ÷ (1 − ${loss}) (eGRID grid gross loss)`;
  return {
    factor: perBase,
    source: `${describeSource(gridFactor)} T&D losses from grid gross loss ${loss}`,
    used: grid.used.map((used) => ({ ...used, value: perUnit, derivation })),
  };
}

/** The data year of an Ember row when it is not the row's year (the latest year stands in). */
function yearNotes(factor: CalculatorFactor | undefined, instance: InstanceContext): FactorNote[] {
  return factor && factor.year !== instance.year
    ? [{ code: 'factorYear', factorYear: factor.year, year: instance.year }]
    : [];
}

/** What the Scope 2 part of an Ember split says beside its value: another year's data, losses left out. */
function emberGenerationNotes(
  grid: GridElectricityResolution,
  factor: CalculatorFactor | undefined,
  instance: InstanceContext,
): FactorNote[] {
  const notes = yearNotes(factor, instance);
  if (gridLossPercentOf(grid, instance) === null) {
    notes.push({ code: 'gridLossesNotIncluded', region: grid.region });
  }
  return notes;
}

/**
 * The loss percentage entered for the year describes the year's own grid: a row priced in another
 * country (a customer's grid) does not get it.
 */
function gridLossPercentOf(grid: GridElectricityResolution, instance: InstanceContext): number | null {
  return grid.region === instance.region.trim().toUpperCase() ? instance.gridLossPercent : null;
}

/**
 * Ember split with a loss percentage L entered for the year: T&D losses of generation and upstream, each
 * its factor × L ÷ (1 − L) (`transmissionLossFactor`, as for eGRID), in category 3.
 */
function emberLossPart(
  factor: CalculatorFactor | undefined,
  grid: GridElectricityResolution,
  instance: InstanceContext,
): Part {
  const percent = gridLossPercentOf(grid, instance);
  const part = fromFactor('indirect', factor);
  if (!part || !factor || percent === null) return undefined;
  const fraction = percent / 100;
  const perBase = transmissionLossFactor(part.factor, fraction);
  const perUnit = transmissionLossFactor(factor.value ?? 0, fraction);
  if (perBase === undefined || perUnit === undefined) return undefined;
  const notes: FactorNote[] = [...yearNotes(factor, instance), { code: 'gridLossEntered', percent }];
  const key = `loss\u0000${JSON.stringify(notes)}`;
  let citations = citationsOf.get(factor);
  if (!citations) {
    citations = new Map();
    citationsOf.set(factor, citations);
  }
  let citation = citations.get(key);
  if (!citation) {
    const derivation = `T&D losses = ${factor.value} ${factor.valueUnit}/${factor.activityUnit} × ${fraction} ÷ (1 − ${fraction}) (loss percentage entered for the year)`;
    citation = Object.freeze({ ...citeFactor('indirect', factor, notes), value: perUnit, derivation });
    citations.set(key, citation);
  }
  return {
    factor: perBase,
    source: `${describeSource(factor)} T&D losses at ${percent} %`,
    used: [citation],
  };
}

/** Sums factors of one part (upstream: WTT, T&D, …); a lineage without a value is left out. */
function sumParts(parts: Part[]): Part {
  const present = parts.filter((part): part is ResolvedPart => part !== undefined);
  if (present.length === 0) return undefined;
  return {
    factor: present.reduce((sum, part) => sum + part.factor, 0),
    source: present.map((part) => part.source).join(' + '),
    used: present.flatMap((part) => part.used),
  };
}

function checkPickedFactor(
  factor: CalculatorFactor,
  filter: PickerFactorRef['filter'],
  quantityCategory: string,
  path: string,
): void {
  const fits =
    (filter.source === undefined || factor.source === filter.source) &&
    (filter.level1 === undefined || factor.level1 === filter.level1) &&
    (filter.unitCategory === undefined || factor.unitCategory === filter.unitCategory) &&
    (filter.scope === undefined || factor.scope === filter.scope) &&
    !(filter.excludeLevel1 ?? []).includes(factor.level1 ?? '') &&
    factor.unitCategory === quantityCategory &&
    factor.value !== null;
  if (!fits) throw new RowInputError(path, 'validation.invalid');
}

/**
 * Resolves every factor part of a row by its option's `factor.kind` (forms/README.md, "How the server
 * computes a row"). Editions: the one of the instance's year, otherwise the newest. A factor that cannot be
 * found is not an error but an issue on the row (no figure): a region without a grid factor, an
 * instrument whose evidence is not entered yet or a factor the user still has to type. A picked factor
 * that does not exist or does not fit the option, and an instrument claimed with half its evidence or a
 * negative supplier factor, are refused (`RowInputError`).
 */
export function resolveFactors(
  option: FormOption,
  instance: InstanceContext,
  choice: FactorChoice,
  lookup: FactorLookup,
  context: { quantityCategory: string; path: string; spendYear: number },
): ResolvedFactors {
  const pick = (lineageKey: string) => pickEditionForYear(lookup.getEditions(lineageKey), instance.year);
  const resolved: ResolvedFactors = { scopeFields: {}, issue: null };
  const { factor } = option;
  const grid: GridElectricityResolution | undefined = resolveGridOf(option, instance, choice);
  const gridFactor = grid ? pick(grid.lineageKey) : undefined;
  const gridNotes = grid?.isEmberSplit ? emberGenerationNotes(grid, gridFactor, instance) : undefined;
  const gridPart = (part: FactorUsed['part']) => fromFactor(part, gridFactor, gridNotes);

  switch (factor.kind) {
    case 'library': {
      const picked = pick(factor.lineageKey);
      resolved.direct = fromFactor('direct', picked);
      if (picked) resolved.scopeFields = picked;
      if (!resolved.direct) resolved.issue = 'missingFactor';
      break;
    }
    case 'spend': {
      const spend = readSpendChoice(option, instance, choice.genericInputs, context.path);
      const supplierPart = resolveSupplierPart(choice, instance, pick);
      if (supplierPart) {
        resolved.direct = supplierPart;
        resolved.scopeFields = { scope: 3, scope3Category: 1 };
        break;
      }
      if (spend?.source === 'FIGARO') {
        const figaro = resolveFigaroPart(spend, context.spendYear, lookup);
        resolved.direct = figaro.part;
        resolved.scopeFields = { scope: 3, scope3Category: 1 };
        resolved.issue = figaro.issue;
        break;
      }
      const picked = spend ? pick(spend.lineageKey) : undefined;
      resolved.direct = fromFactor('direct', picked);
      if (picked) resolved.scopeFields = picked;
      if (!resolved.direct) resolved.issue = 'missingFactor';
      break;
    }
    case 'gridElectricity': {
      resolved.direct = gridPart('direct');
      resolved.scopeFields = gridFactor ?? { scope: 2 };
      if (!resolved.direct) resolved.issue = 'noGridFactor';
      // Scope 2 market-based without a contract: the year's residual mix where one is given (GHG
      // Protocol Scope 2 Guidance); without it the grid average stands in and the year says so.
      const residual = instance.residualMix;
      // Only the company's own meters (the year's region): a row priced in another region is a value-chain row.
      if (
        resolved.direct &&
        residual &&
        factor.region !== 'userSelected' &&
        option.impactCategory === 'electricity'
      ) {
        resolved.directLocationBased = gridPart('directLocationBased');
        resolved.direct = typedFactor(
          'direct',
          residual.factor,
          `Residual mix: ${residual.source}`,
          'energy',
        );
      }
      break;
    }
    case 'marketElectricity': {
      resolved.scopeFields = { scope: 2 };
      resolved.direct = resolveInstrument(factor.instrument, choice, `${context.path}.genericInputs`);
      resolved.issue = resolved.direct ? null : 'missingInstrumentEvidence';
      break;
    }
    case 'userDefined': {
      const typed = choice.userFactor;
      if (typed) resolved.direct = typedFactor('direct', typed.factor, typed.source, factor.unitCategory);
      else resolved.issue = 'missingFactor';
      break;
    }
    case 'picker': {
      const id = choice.pickedFactorId;
      const picked = id ? lookup.getPicked(id) : undefined;
      if (id && !picked) throw new RowInputError(`${context.path}.pickedFactorId`, 'validation.invalid');
      if (picked) {
        checkPickedFactor(picked, factor.filter, context.quantityCategory, `${context.path}.pickedFactorId`);
        resolved.direct = fromFactor('direct', picked);
        resolved.scopeFields = picked;
      } else resolved.issue = 'missingFactor';
      break;
    }
  }

  if (option.locationBasedFactor) {
    resolved.directLocationBased = gridPart('directLocationBased');
    if (!resolved.directLocationBased) resolved.issue ??= 'noGridFactor';
  }
  const mainLineageKey = factor.kind === 'library' ? factor.lineageKey : undefined;
  const upstream: Part[] = [];
  for (const ref of option.upstream ?? []) {
    if (ref.kind === 'library') upstream.push(fromFactor('indirect', pick(ref.lineageKey)));
    else if (ref.kind === 'proxy') {
      upstream.push(asProxy(fromFactor('indirect', pick(ref.lineageKey)), mainLineageKey));
    } else {
      for (const key of grid?.upstreamLineageKeys ?? []) {
        const upstreamFactor = pick(key);
        const notes = grid?.isEmberSplit ? yearNotes(upstreamFactor, instance) : undefined;
        upstream.push(fromFactor('indirect', upstreamFactor, notes));
        if (grid?.isEmberSplit) upstream.push(emberLossPart(upstreamFactor, grid, instance));
      }
      if (grid?.hasGridGrossLoss) upstream.push(gridLossPart(gridFactor));
      if (grid?.isEmberSplit) upstream.push(emberLossPart(gridFactor, grid, instance));
    }
  }
  // A fuel picked from the EPA Hub gets the same documented upstream proxy as the EPA options.
  const picked =
    factor.kind === 'picker' && choice.pickedFactorId ? lookup.getPicked(choice.pickedFactorId) : undefined;
  const pickedProxy =
    picked && !option.reusesFactorOfScope ? findEpaUpstreamProxy(picked.lineageKey) : undefined;
  if (picked && pickedProxy)
    upstream.push(asProxy(fromFactor('indirect', pick(pickedProxy)), picked.lineageKey));
  resolved.indirect = sumParts(upstream);
  if (option.biogenicCo2) resolved.biogenic = fromFactor('biogenic', pick(option.biogenicCo2.lineageKey));
  return resolved;
}

/**
 * Contractual instruments: certificates count 0 kg/kWh, a supplier's factor counts as typed; both need
 * their evidence. A row with neither part of its instrument yet waits for it (an issue, no figure); a
 * row that claims one without the other, or a negative supplier factor, is refused naming the field,
 * as it would otherwise count 0 kg without a word.
 */
function resolveInstrument(
  instrument: keyof typeof MARKET_INSTRUMENT_INPUT_IDS,
  choice: FactorChoice,
  path: string,
): Part {
  const inputs = choice.genericInputs;
  if (instrument === 'energyAttributeCertificate') {
    const type = readText(inputs.certificateType);
    const reference = readText(inputs.certificateReference);
    if (!type && !reference) return undefined;
    if (!reference) throw new RowInputError(`${path}.certificateReference`, 'validation.required');
    if (!type) throw new RowInputError(`${path}.certificateType`, 'validation.required');
    return typedFactor('direct', 0, `${type} ${reference}`, 'energy');
  }
  const value = readGenericNumber(inputs.supplierEmissionFactor);
  const source = readText(inputs.supplierFactorSource);
  if (value === undefined && !source) return undefined;
  if (value === undefined) throw new RowInputError(`${path}.supplierEmissionFactor`, 'validation.required');
  if (value < 0) throw new RowInputError(`${path}.supplierEmissionFactor`, 'validation.notNegative');
  if (!source) throw new RowInputError(`${path}.supplierFactorSource`, 'validation.required');
  return typedFactor('direct', value, source, 'energy');
}
