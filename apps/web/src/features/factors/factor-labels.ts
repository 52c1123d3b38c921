import {
  FACTOR_SOURCES,
  FACTOR_UNIT_CATEGORIES,
  type FactorSource,
  type FactorUnitCategory,
} from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { formatRegion } from './factor-format.ts';

export function isFactorSource(value: string): value is FactorSource {
  return (FACTOR_SOURCES as readonly string[]).includes(value);
}

export function isFactorUnitCategory(value: string): value is FactorUnitCategory {
  return (FACTOR_UNIT_CATEGORIES as readonly string[]).includes(value);
}

/** A source's short name ('UK DESNZ'); the id itself for one the catalogue does not know. */
export function labelSource(t: TFunction, source: string): string {
  return isFactorSource(source) ? t(`factors.sources.${source}`) : source;
}

export function labelUnitCategory(t: TFunction, category: string): string {
  return isFactorUnitCategory(category) ? t(`factors.unitCategories.${category}`) : category;
}

/** 'Scope 2', 'Scope 3, category 4' or 'Outside of scopes'. */
export function labelScope(t: TFunction, scope: number | null, scope3Category: number | null = null): string {
  if (scope === null) return t('factors.outsideScopes');
  if (scope === 3 && scope3Category !== null) return t('factors.scope3Value', { category: scope3Category });
  return t('factors.scopeValue', { scope });
}

/** 'United Kingdom (GB)'; codes without a name ('US-CAMX', 'WORLD') as they are. */
export function labelRegion(region: string, locale: string): string {
  const name = formatRegion(region, locale);
  return name === region ? region : `${name} (${region})`;
}
