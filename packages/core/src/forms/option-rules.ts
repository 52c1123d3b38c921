import { isCurrencyCode } from '../currency/currencies.ts';
import { getUnit } from '../units/unit-catalogue.ts';
import {
  type FactorRef,
  type FormUnitCategory,
  GRID_REGION_INPUT_ID,
  MARKET_INSTRUMENT_INPUT_IDS,
  SPEND_YEAR_INPUT_ID,
} from './factor-ref.ts';
import type { ActivityInput, FormOption } from './form-definition.ts';
import type { FormIssue } from './form-rules.ts';
import type { OptionEntry } from './form-walk.ts';

/** Multipliers are plain counts: they scale an amount without changing what it measures. */
const MULTIPLIER_CATEGORIES: ReadonlySet<FormUnitCategory> = new Set(['piece', 'person', 'employee', 'time']);

const ELECTRICITY_KINDS: ReadonlySet<FactorRef['kind']> = new Set(['gridElectricity', 'marketElectricity']);

/** The one `quantity` input of an option; undefined when there is none or more than one. */
export function getQuantityInput(option: Pick<FormOption, 'activityInputs'>): ActivityInput | undefined {
  const quantities = option.activityInputs.filter((input) => input.role === 'quantity');
  return quantities.length === 1 ? quantities[0] : undefined;
}

/**
 * The unit category a factor of this reference is expressed per, where the reference alone tells it
 * (electricity is per kWh, spend per 2022 USD); undefined for library factors (known only from the library).
 */
export function getFactorRefUnitCategory(factor: FactorRef): FormUnitCategory | undefined {
  if (ELECTRICITY_KINDS.has(factor.kind)) return 'energy';
  if (factor.kind === 'spend') return 'currency';
  if (factor.kind === 'userDefined') return factor.unitCategory;
  if (factor.kind === 'picker') return factor.filter.unitCategory;
  return undefined;
}

/** Checks one option: inputs and units, the factor against the quantity, the section's scope, evidence inputs. */
export function findOptionIssues(entry: OptionEntry): FormIssue[] {
  const { option } = entry;
  const at = [...entry.path];
  const issues: FormIssue[] = [];
  const add = (message: string, ...sub: (string | number)[]) =>
    issues.push({ path: [...at, ...sub], message });

  const quantity = getQuantityInput(option);
  if (!quantity) add('an option has exactly one quantity input', 'activityInputs');
  const fieldIds = new Set<string>();
  option.activityInputs.forEach((input, index) => {
    if (fieldIds.has(input.fieldId)) add(`field id "${input.fieldId}" repeats`, 'activityInputs', index);
    fieldIds.add(input.fieldId);
    if (!isUnitOfCategory(input.defaultUnit, input.unitCategory)) {
      add(`"${input.defaultUnit}" is not a ${input.unitCategory} unit`, 'activityInputs', index);
    }
    if (input.role === 'multiplier' && !MULTIPLIER_CATEGORIES.has(input.unitCategory)) {
      add('a multiplier is a count (piece, person, employee, time)', 'activityInputs', index);
    }
  });

  const factorCategory = getFactorRefUnitCategory(option.factor);
  if (quantity && factorCategory !== undefined && factorCategory !== quantity.unitCategory) {
    add(`the quantity is ${quantity.unitCategory} but the factor is per ${factorCategory}`, 'factor');
  }
  if (quantity?.unitCategory === 'currency' && factorCategory !== 'currency') {
    add('a spend amount needs a spend, user-defined or picked currency factor', 'factor');
  }

  const genericIds = new Set((option.genericInputs ?? []).map((input) => input.id));
  const requireGeneric = (id: string, why: string) => {
    if (!genericIds.has(id)) add(`${why} needs the generic input "${id}"`, 'genericInputs');
  };
  if (quantity?.unitCategory === 'currency') requireGeneric(SPEND_YEAR_INPUT_ID, 'a spend amount');
  if (option.factor.kind === 'marketElectricity') {
    for (const id of MARKET_INSTRUMENT_INPUT_IDS[option.factor.instrument]) {
      requireGeneric(id, `the instrument ${option.factor.instrument}`);
    }
    if (!option.locationBasedFactor) add('a market-based option also reports location-based', 'factor');
  } else if (option.locationBasedFactor) {
    add('only a market-based option has a separate location-based factor', 'locationBasedFactor');
  }
  const gridRefs = [option.factor, option.locationBasedFactor].filter(
    (ref) => ref?.kind === 'gridElectricity',
  );
  if (gridRefs.some((ref) => ref?.kind === 'gridElectricity' && ref.region === 'userSelected')) {
    requireGeneric(GRID_REGION_INPUT_ID, 'a user-selected grid region');
  }
  const hasGridUpstream = (option.upstream ?? []).some((ref) => ref.kind === 'gridElectricityUpstream');
  if (hasGridUpstream && !ELECTRICITY_KINDS.has(option.factor.kind)) {
    add('grid upstream belongs to electricity options', 'upstream');
  }
  checkScopes(entry, add);
  return issues;
}

/** The scope rules that need no library: which factor kinds fit a section's scope. */
function checkScopes(entry: OptionEntry, add: (message: string, ...sub: string[]) => void): void {
  const { option } = entry;
  const sectionScope = entry.sectionEntry.ghg?.scope;
  if (option.reusesFactorOfScope !== undefined && sectionScope !== 3) {
    add('only Scope 3 options reuse a Scope 1 or 2 factor', 'reusesFactorOfScope');
  }
  if (sectionScope === undefined) return;
  const factorScope = option.reusesFactorOfScope ?? sectionScope;
  const { factor } = option;
  if (ELECTRICITY_KINDS.has(factor.kind) && factorScope !== 2) {
    add(`a grid or market electricity factor is Scope 2, not Scope ${factorScope}`, 'factor');
  }
  if (factor.kind === 'spend' && factorScope !== 3) add('spend factors are Scope 3', 'factor');
  if (factor.kind === 'picker' && factor.filter.scope !== undefined && factor.filter.scope !== factorScope) {
    add(`the picker offers Scope ${factor.filter.scope} factors in a Scope ${factorScope} place`, 'factor');
  }
}

function isUnitOfCategory(unitId: string, category: FormUnitCategory): boolean {
  if (category === 'currency') return isCurrencyCode(unitId);
  return getUnit(unitId, category) !== undefined;
}
