import type { GhgScopeNumber } from '../emissions/ghg-scope.ts';
import type { DisplayLocale } from '../format/display-locale.ts';
import { formatEmission } from '../format/format-emission.ts';
import { formatNumber } from '../format/format-number.ts';

export type MeasuredFootprint = {
  /** The measured emissions in kg CO2e, before anything financed (which is never subtracted). */
  readonly kg: number;
  readonly year: number;
  /** The scopes the figure covers; at least one. */
  readonly scopes: readonly GhgScopeNumber[];
};

export type FinancedContributions = {
  /** Tonnes CO2e of the climate projects financed in the year. */
  readonly tonnes: number;
  readonly year: number;
};

/** "1, 2 and 3" / "1, 2 und 3": the scopes in order, each once. */
function listScopes(scopes: readonly GhgScopeNumber[], locale: DisplayLocale): string {
  const sorted = [...new Set(scopes)].sort((a, b) => a - b).map(String);
  if (sorted.length === 0) throw new RangeError('A measured footprint covers at least one scope.');
  const last = sorted.pop() as string;
  if (sorted.length === 0) return last;
  return `${sorted.join(', ')} ${locale === 'de' ? 'und' : 'and'} ${last}`;
}

/** A year as written, never grouped ("2025", not "2,025"). */
function writeYear(year: number): string {
  if (!Number.isInteger(year)) throw new RangeError(`A year is a whole number, not ${year}.`);
  return String(year);
}

/**
 * The lawful way to publish a footprint: what was measured, in which year and scopes.
 * "Measured footprint 2025: 1,234.57 t CO2e (Scopes 1, 2 and 3)" /
 * "Gemessener Fußabdruck 2025: 1.234,57 t CO2e (Scope 1, 2 und 3)". The figure follows the core
 * emission formatting (kg below 1,000 kg, tonnes above, exponent form for very large values).
 */
export function describeMeasuredFootprint(footprint: MeasuredFootprint, locale: DisplayLocale): string {
  const figure = formatEmission(footprint.kg, locale, { unitLabel: 'co2e' });
  const scopes = listScopes(footprint.scopes, locale);
  const year = writeYear(footprint.year);
  if (locale === 'de') return `Gemessener Fußabdruck ${year}: ${figure} (Scope ${scopes})`;
  const scopeWord = new Set(footprint.scopes).size > 1 ? 'Scopes' : 'Scope';
  return `Measured footprint ${year}: ${figure} (${scopeWord} ${scopes})`;
}

/**
 * The lawful way to publish financed climate projects: beside the footprint, never subtracted from it.
 * "Financed climate projects in 2025: 120 t CO2e, reported beside the footprint and not subtracted from
 * it" / "Finanzierte Klimaschutzprojekte 2025: 120 t CO2e, neben dem Fußabdruck ausgewiesen und nicht
 * davon abgezogen".
 */
export function describeFinancedContributions(
  contributions: FinancedContributions,
  locale: DisplayLocale,
): string {
  const tonnes = formatNumber(contributions.tonnes, locale);
  const year = writeYear(contributions.year);
  return locale === 'de'
    ? `Finanzierte Klimaschutzprojekte ${year}: ${tonnes} t CO2e, neben dem Fußabdruck ausgewiesen und nicht davon abgezogen`
    : `Financed climate projects in ${year}: ${tonnes} t CO2e, reported beside the footprint and not subtracted from it`;
}
