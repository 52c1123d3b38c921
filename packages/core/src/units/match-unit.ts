import { normalizeUnitText } from './normalize-unit-text.ts';
import { buildSynonymIndex, CASE_SENSITIVE_TEXTS } from './synonyms/synonym-index.ts';
import { getUnit } from './unit-catalogue.ts';
import type { UnitCategoryId, UnitRef } from './unit-types.ts';

const SYNONYM_INDEX = buildSynonymIndex();

/**
 * Finds the unit a typed text means, in any of the nine languages of the unit table ("Liter",
 * "litros", "m³", "kWh (Gross CV)", "Tonnen", "كيلوغرام"…). Matching ignores case, spaces, dots,
 * hyphens and accents, and reads superscript digits as digits. With a category, only a unit of that
 * category matches (and "deliveries"/"trips" find their intensity twins). Returns undefined for
 * unknown or ambiguous text — it never guesses.
 */
export function matchUnit(text: string, category?: UnitCategoryId): UnitRef | undefined {
  const exactCase = normalizeUnitText(text, { preserveCase: true });
  if (exactCase === '') return undefined;
  const unitId = Object.hasOwn(CASE_SENSITIVE_TEXTS, exactCase)
    ? CASE_SENSITIVE_TEXTS[exactCase]
    : SYNONYM_INDEX.get(exactCase.toLowerCase());
  if (!unitId) return undefined;
  const unit = getUnit(unitId, category);
  return unit ? { unitId: unit.id, category: unit.category } : undefined;
}
