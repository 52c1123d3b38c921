export { type ConversionOptions, convertFromBase, convertToBase, convertUnit } from './convert-unit.ts';
export { createRatio, type DecimalRatio } from './exact-ratio.ts';
export { matchUnit } from './match-unit.ts';
export { normalizeUnitText } from './normalize-unit-text.ts';
export { CASE_SENSITIVE_TEXTS, SYNONYM_TABLES } from './synonyms/synonym-index.ts';
export type { SynonymTable } from './synonyms/synonym-table.ts';
export {
  getUnit,
  getUnitCategory,
  getUnitsOfCategory,
  isUnitCategoryId,
  requireUnit,
  UNITS,
} from './unit-catalogue.ts';
export { UNIT_CATEGORIES } from './unit-categories.ts';
export { UnitConversionError, type UnitErrorCode } from './unit-errors.ts';
export {
  type DisplayLabels,
  UNIT_CATEGORY_IDS,
  type UnitCategory,
  type UnitCategoryId,
  type UnitConversion,
  type UnitDefinition,
  type UnitRef,
  type UnitsPerEur,
} from './unit-types.ts';
