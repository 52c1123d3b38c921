import { type FormDefinition, type FormLanguage, presentForm } from '@carbon-ledger/core';

// A form definition never changes once built (shipped forms are constants, a custom composition is built
// anew for every version, see form-resolver.ts), so its served JSON is written once per language and kept
// as long as the definition is: `instances/setup` answers the company form (about 400 KB) on every visit.
const servedJson = new WeakMap<FormDefinition, Partial<Record<FormLanguage, string>>>();

/** `presentForm(definition, lang)` as JSON text. */
export function presentFormJson(definition: FormDefinition, lang: FormLanguage): string {
  let byLanguage = servedJson.get(definition);
  if (!byLanguage) {
    byLanguage = {};
    servedJson.set(definition, byLanguage);
  }
  const kept = byLanguage[lang];
  if (kept !== undefined) return kept;
  const text = JSON.stringify(presentForm(definition, lang));
  byLanguage[lang] = text;
  return text;
}
