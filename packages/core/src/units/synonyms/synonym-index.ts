import { CURRENCY_CODES } from '../../currency/currencies.ts';
import { normalizeUnitText } from '../normalize-unit-text.ts';
import { UNITS } from '../unit-catalogue.ts';
import type { SynonymTable } from './synonym-table.ts';
import { SYNONYMS_AR } from './synonyms-ar.ts';
import { SYNONYMS_DE } from './synonyms-de.ts';
import { SYNONYMS_EN } from './synonyms-en.ts';
import { SYNONYMS_ES } from './synonyms-es.ts';
import { SYNONYMS_FR } from './synonyms-fr.ts';
import { SYNONYMS_IT } from './synonyms-it.ts';
import { SYNONYMS_NL } from './synonyms-nl.ts';
import { SYNONYMS_PL } from './synonyms-pl.ts';
import { SYNONYMS_PT } from './synonyms-pt.ts';

/** The nine languages of the spec's unit table (section 9). */
export const SYNONYM_TABLES: Readonly<Record<string, SynonymTable>> = {
  ar: SYNONYMS_AR,
  de: SYNONYMS_DE,
  en: SYNONYMS_EN,
  es: SYNONYMS_ES,
  fr: SYNONYMS_FR,
  it: SYNONYMS_IT,
  nl: SYNONYMS_NL,
  pl: SYNONYMS_PL,
  pt: SYNONYMS_PT,
};

/**
 * Texts whose case decides between two units a factor of a million or more apart. Lower-casing them
 * would silently pick the small unit, so they match nothing and the user chooses: Mg (megagram) vs
 * mg, Ml/ML (megalitre) vs ml, Mm3 (million m³) vs mm3, Gb (gigabit) vs GB.
 */
export const CASE_SENSITIVE_TEXTS: Readonly<Record<string, string | null>> = {
  Mg: null,
  Ml: null,
  ML: null,
  Mm3: null,
  Gb: null,
};

function listIntensitySynonyms(): SynonymTable {
  const symbols: Readonly<Record<string, string>> = { EUR: '€', GBP: '£' };
  const entries = CURRENCY_CODES.map((code) => {
    const names = symbols[code] ? [code, symbols[code]] : [code];
    const texts = names.flatMap((name) => [
      `t/mio ${name}`,
      `tons/mio ${name}`,
      `tonnes/mio ${name}`,
      `Tonnen/Mio ${name}`,
      `t/million ${name}`,
      `tonnes per million ${name}`,
      `tons per million ${name}`,
      `Tonnen pro Mio ${name}`,
    ]);
    return [`t/mio${code}`, texts] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * Builds normalised text → unit id from the ids, the en/de labels and every language table. Throws
 * when one text would name two units, so an ambiguous synonym can never ship unnoticed.
 */
export function buildSynonymIndex(): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  const add = (text: string, unitId: string) => {
    const key = normalizeUnitText(text);
    const existing = index.get(key);
    if (existing !== undefined && existing !== unitId) {
      throw new Error(`Unit synonym "${text}" would match both "${existing}" and "${unitId}"`);
    }
    index.set(key, unitId);
  };
  for (const unit of UNITS) {
    for (const text of [unit.id, unit.labels.en, unit.labels.de]) add(text, unit.id);
  }
  for (const table of [...Object.values(SYNONYM_TABLES), listIntensitySynonyms()]) {
    for (const [unitId, texts] of Object.entries(table)) {
      if (!UNITS.some((unit) => unit.id === unitId)) throw new Error(`Synonyms for unknown unit "${unitId}"`);
      for (const text of texts) add(text, unitId);
    }
  }
  return index;
}
