import {
  buildExchangeRateNote,
  CurrencyError,
  chooseFigaroFactor,
  convertSpendToEur,
  type FactorNote,
  type FactorUsed,
  type FormOption,
  getRate,
  listFigaroLineages,
  resolveSpendChoice,
  type SpendChoice,
} from '@carbon-ledger/core';
import type { CalculatorFactor, FactorLookup, FactorNeeds } from './factor-lookup.ts';
import type { InstanceContext } from './instance-context.ts';
import { RowInputError } from './row-input-error.ts';

/**
 * How a spend row is priced (its `spendSource`, supplier country and NACE industry read against the
 * year's region and default source), or undefined for an option that is not priced by spend. Refuses
 * a choice that cannot be priced, naming the generic input.
 */
export function readSpendChoice(
  option: FormOption,
  instance: InstanceContext,
  genericInputs: Readonly<Record<string, string | number>>,
  path: string,
): SpendChoice | undefined {
  if (option.factor.kind !== 'spend') return undefined;
  const read = resolveSpendChoice(option.factor, genericInputs, {
    region: instance.region,
    yearSource: instance.factorSources.spend,
  });
  if ('refusal' in read) {
    throw new RowInputError(`${path}.genericInputs.${read.refusal.inputId}`, read.refusal.message);
  }
  return read.choice;
}

/** The lineages a spend row reads; a row whose choice is refused reads none (it fails on compute). */
export function collectSpendNeeds(
  option: FormOption,
  instance: InstanceContext,
  genericInputs: Readonly<Record<string, string | number>>,
  needs: FactorNeeds,
): void {
  let choice: SpendChoice | undefined;
  try {
    choice = readSpendChoice(option, instance, genericInputs, '');
  } catch (error) {
    if (error instanceof RowInputError) return;
    throw error;
  }
  if (!choice) return;
  if (choice.source === 'EPA_USEEIO') needs.lineageKeys.add(choice.lineageKey);
  else for (const key of listFigaroLineages({ ...choice, spendYear: 0 })) needs.lineageKeys.add(key);
}

type FigaroPart = { factor: number; source: string; used: FactorUsed[] };

/**
 * One frozen citation per factor, value, notes and derivation: every row of a batch priced with the same
 * FIGARO factor cites it with the same object, so a write recognises the repeated citation by identity
 * (as `toFactorUsed` does for the other factors) and `addRateNote` can share its noted copies.
 */
const citations = new WeakMap<CalculatorFactor, Map<string, FactorUsed>>();

function cite(factor: CalculatorFactor, value: number, notes: FactorNote[], derivation?: string): FactorUsed {
  let byContent = citations.get(factor);
  if (!byContent) {
    byContent = new Map();
    citations.set(factor, byContent);
  }
  const key = JSON.stringify([value, notes, derivation ?? null]);
  let citation = byContent.get(key);
  if (!citation) {
    citation = Object.freeze({
      part: 'direct' as const,
      factorId: factor.id,
      lineageKey: factor.lineageKey,
      source: factor.source,
      edition: factor.edition,
      licence: factor.licence,
      value,
      valueUnit: `${factor.valueUnit}/${factor.activityUnit}`,
      ...(derivation ? { derivation } : {}),
      ...(notes.length > 0 ? { notes } : {}),
    });
    byContent.set(key, citation);
  }
  return citation;
}

/**
 * The FIGARO part of a spend row: kg CO2e per euro of the spend year (the factors are per 1000 EUR,
 * as published), cited with the row(s) it comes from; or the calculation issue `noFigaroFactor` when FIGARO has no
 * row for the country, product and year (no figure is guessed).
 */
export function resolveFigaroPart(
  choice: Extract<SpendChoice, { source: 'FIGARO' }>,
  spendYear: number,
  lookup: FactorLookup,
): { part: FigaroPart | undefined; issue: string | null } {
  const picked = chooseFigaroFactor({ ...choice, spendYear }, lookup.getEditions);
  const describe = (factor: CalculatorFactor) => `${factor.source} ${factor.edition} (${factor.id})`;
  switch (picked.kind) {
    case 'missing':
      return { part: undefined, issue: 'noFigaroFactor' };
    case 'purchaser':
      return {
        part: {
          factor: picked.perThousandEur / 1000,
          source: describe(picked.purchaser),
          used: [cite(picked.purchaser, picked.perThousandEur, picked.notes)],
        },
        issue: null,
      };
    case 'basicPrices':
      return {
        part: {
          factor: picked.perThousandEur / 1000,
          source: `${describe(picked.supply)} at basic prices`,
          used: [cite(picked.supply, picked.perThousandEur, picked.notes)],
        },
        issue: null,
      };
    case 'converted': {
      const { supply, purchaser } = picked;
      const valuation = purchaser.purchaserValuation;
      const derivation = `Converted: supply factor ${supply.value} kg CO2e/kEUR at basic prices (${supply.id}) × rebasing ratio ${valuation?.rebasingRatio} + margin term ${valuation?.marginTerm} kg CO2e/kEUR (${purchaser.id}) = ${picked.perThousandEur} kg CO2e/kEUR at purchaser prices`;
      return {
        part: {
          factor: picked.perThousandEur / 1000,
          source: `${describe(supply)} converted to purchaser prices with ${purchaser.id}`,
          used: [cite(supply, picked.perThousandEur, picked.notes, derivation)],
        },
        issue: null,
      };
    }
  }
}

const rateNotes = new Map<string, FactorNote | null>();

/**
 * The exchange-rate note of a spend amount: always for a FIGARO amount in another currency than EUR,
 * and for USEEIO where the rates are not the spend year's complete average. Undefined when the
 * currency or year has no rate (the amount is refused for that already).
 */
export function findSpendRateNote(
  currency: string,
  spendYear: number,
  source: SpendChoice['source'],
): FactorNote | undefined {
  const key = `${source}:${currency}:${spendYear}`;
  const known = rateNotes.get(key);
  if (known !== undefined) return known ?? undefined;
  let note: FactorNote | undefined;
  try {
    note =
      source === 'FIGARO'
        ? convertSpendToEur(currency, spendYear).note
        : buildExchangeRateNote(getRate(currency, 'USD', spendYear), spendYear, { always: false });
  } catch (error) {
    if (!(error instanceof CurrencyError)) throw error;
  }
  rateNotes.set(key, note ?? null);
  return note;
}

const notedCitations = new WeakMap<FactorUsed, Map<string, FactorUsed>>();

/**
 * The direct citations of a row with its exchange-rate note added. Rows with the same note share one
 * frozen citation, so a batch write still recognises repeated citations by identity.
 */
export function addRateNote(factorsUsed: FactorUsed[], note: FactorNote | undefined): FactorUsed[] {
  if (!note) return factorsUsed;
  const key = JSON.stringify(note);
  return factorsUsed.map((used) => {
    if (used.part !== 'direct') return used;
    let byNote = notedCitations.get(used);
    if (!byNote) {
      byNote = new Map();
      notedCitations.set(used, byNote);
    }
    let noted = byNote.get(key);
    if (!noted) {
      noted = Object.freeze({ ...used, notes: [...(used.notes ?? []), note] });
      byNote.set(key, noted);
    }
    return noted;
  });
}
