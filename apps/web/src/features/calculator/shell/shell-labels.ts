import { ALL_ENTITIES_GROUP_NAME, DEFAULT_GROUP_NAME, isErrorCode } from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { CalculatorApiError } from '../api/calculator-api.ts';

export type GroupTitleTexts = { untitled: string; allEntities: string };

/**
 * The title of a group in the UI language: its own name, or the default title when the name is blank
 * or one of the server's default names ('Untitled Group', 'All entities').
 */
export function getGroupTitle(name: string | undefined, texts: GroupTitleTexts): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || trimmed === DEFAULT_GROUP_NAME) return texts.untitled;
  if (trimmed === ALL_ENTITIES_GROUP_NAME) return texts.allEntities;
  return trimmed;
}

/** `getGroupTitle` with the catalogue's default titles. */
export function translateGroupTitle(t: TFunction, name: string | undefined): string {
  return getGroupTitle(name, {
    untitled: t('calculatorShell.groups.untitled'),
    allEntities: t('calculatorShell.groups.allEntities'),
  });
}

/** A failed calculator call in the user's language: the catalogue's text for its code. */
export function describeCalculatorError(t: TFunction, error: unknown): string {
  if (error instanceof CalculatorApiError) {
    if (error.code === 'NETWORK') return t('errors.network');
    return isErrorCode(error.code) ? t(`errors.${error.code}`) : t('errors.generic');
  }
  return t('errors.generic');
}
