import { COUNTRIES } from '../../countries/countries.generated.ts';
import {
  ENERGY_CONSUMPTION,
  ENERGY_EFFICIENCY_CLASSES,
  ENERGY_SOURCE_TYPES,
  FOSSIL_ENERGY_SOURCE_TYPES,
  GHG_CATEGORIES,
  GHG_SCOPES,
  MARKET_LOCATION,
  REMOVAL_STORAGE_ACTIVITIES,
  SCOPE_CATEGORIES,
  SOURCE_TYPES,
} from './climate-lists.ts';
import { COUNTRY_LABELS_DE } from './country-labels-de.generated.ts';
import { ESRS_SECTORS } from './esrs-sectors.ts';
import {
  ACTUAL_POTENTIAL,
  CONTRACT_TYPES,
  EMPLOYEE_TYPES,
  GENDERS,
  HUMAN_RIGHT_CATEGORIES,
  PERCENTAGE_CATEGORIES,
  POSITIVE_NEGATIVE,
  PRACTICES_POLICIES_TARGETS,
  RISK_OPPORTUNITY,
  SCORES,
  TIME_HORIZONS,
  VALUE_CHAIN,
  YES_NO,
} from './people-lists.ts';
import type { ReferenceItem, ReferenceLanguage, ReferenceList } from './types.ts';

export * from './substances.ts';
export type { ReferenceItem, ReferenceLanguage, ReferenceList } from './types.ts';

const COUNTRY_LIST: ReferenceList = {
  id: 'country',
  version: '2026.1',
  // Kept in ISO order here; a reader looks a country up by its name, in their language.
  isSortedByLabel: true,
  items: COUNTRIES.map((country) => ({
    id: country.code,
    label: { en: country.name, de: COUNTRY_LABELS_DE[country.code] ?? country.name },
  })),
};

/**
 * Every reference list an ESG datapoint can choose from (spec section 3), by id. The substances list is
 * not here: it is long and loaded by the operator (`parseSubstanceTable`), with `SEED_SUBSTANCES` until then.
 */
export const REFERENCE_LISTS = {
  country: COUNTRY_LIST,
  'energy-source-types': ENERGY_SOURCE_TYPES,
  'energy-efficiency-class': ENERGY_EFFICIENCY_CLASSES,
  'employee-types': EMPLOYEE_TYPES,
  'esrs-sectors': ESRS_SECTORS,
  'fossil-energy-source-types': FOSSIL_ENERGY_SOURCE_TYPES,
  'ghg-category': GHG_CATEGORIES,
  'ghg-scopes': GHG_SCOPES,
  'scope-category': SCOPE_CATEGORIES,
  'human-right-categories': HUMAN_RIGHT_CATEGORIES,
  'percentage-category': PERCENTAGE_CATEGORIES,
  gender: GENDERS,
  'market-location': MARKET_LOCATION,
  'contract-type': CONTRACT_TYPES,
  'practices-policies-targets': PRACTICES_POLICIES_TARGETS,
  'energy-consumption': ENERGY_CONSUMPTION,
  'yes-no': YES_NO,
  'positive-negative': POSITIVE_NEGATIVE,
  'actual-potential': ACTUAL_POTENTIAL,
  'time-horizon': TIME_HORIZONS,
  score: SCORES,
  'value-chain': VALUE_CHAIN,
  'risk-opportunity': RISK_OPPORTUNITY,
  'removal-storage-activities': REMOVAL_STORAGE_ACTIVITIES,
  'source-type': SOURCE_TYPES,
} as const satisfies Record<string, ReferenceList>;

export type ReferenceListId = keyof typeof REFERENCE_LISTS;

export const REFERENCE_LIST_IDS = Object.keys(REFERENCE_LISTS) as ReferenceListId[];

export function isReferenceListId(id: string): id is ReferenceListId {
  return Object.hasOwn(REFERENCE_LISTS, id);
}

const ITEMS_BY_LIST = new Map<string, ReadonlyMap<string, ReferenceItem>>(
  Object.values(REFERENCE_LISTS).map((list) => [list.id, new Map(list.items.map((item) => [item.id, item]))]),
);

/** The item of a list by its id; undefined when the list has no such item (a stored answer to refuse). */
export function findReferenceItem(listId: ReferenceListId, itemId: string): ReferenceItem | undefined {
  return ITEMS_BY_LIST.get(REFERENCE_LISTS[listId].id)?.get(itemId);
}

/**
 * A list's choices as the pickers show them: id and the label in the page's language, in list order
 * (countries by name in that language), with the heading of the item's group (`groupLabel`) where the list groups its items.
 */
export function presentReferenceList(
  listId: ReferenceListId,
  lang: ReferenceLanguage,
): {
  id: string;
  version: string;
  items: { id: string; label: string; group?: string; groupLabel?: string }[];
} {
  const list: ReferenceList = REFERENCE_LISTS[listId];
  const items = list.items.map((item) => {
    const heading = item.group ? list.groups?.[item.group]?.[lang] : undefined;
    return item.group
      ? { id: item.id, label: item.label[lang], group: item.group, groupLabel: heading ?? item.group }
      : { id: item.id, label: item.label[lang] };
  });
  if (list.isSortedByLabel) {
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    items.sort((a, b) => collator.compare(a.label, b.label));
  }
  return { id: list.id, version: list.version, items };
}
