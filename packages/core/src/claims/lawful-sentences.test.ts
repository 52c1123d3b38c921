import { describe, expect, it } from 'vitest';
import { checkPublicText } from './check-public-text.ts';

/**
 * Texts a widget, a dashboard or a report publishes that make no banned claim: measured figures,
 * financed projects beside them, reduction targets with their years, and words that only look close
 * (neutral costs, a positive working atmosphere, CO2 that is released, emission factors).
 */
const LAWFUL_ENGLISH = [
  'We measured 1,234 t CO2e in 2025.',
  'Measured footprint 2025: 1,234.57 t CO2e (Scopes 1, 2 and 3)',
  'Scope 2 neutralisation of the market-based figure',
  'Scope 1 emissions fell by 12 % compared with 2024.',
  'Market-based Scope 2 emissions: 0 t CO2e (guarantees of origin for 100 % of the electricity)',
  'Emissions per employee: 3.2 t CO2e',
  'Greenhouse gas emissions intensity: 12.3 t CO2e per €m revenue',
  'Carbon footprint 2025 under the GHG Protocol',
  'Carbon accounting, carbon pricing and carbon removals are reported separately.',
  'Financed climate projects in 2025: 120 t CO2e, reported beside the footprint and not subtracted from it',
  'Carbon offsets purchased in 2025: 120 t CO2e, not subtracted from the footprint.',
  'Target: reduce Scope 1 and 2 emissions by 42 % by 2030 compared with 2020',
  'The climate strategy sets a 42 % reduction target for Scope 1 and 2 by 2030.',
  'The rise in Scope 3 was fully offset by lower heating emissions.',
  'Impact: neutral. Cost: neutral.',
  'Impact on the climate: neutral',
  'A cost neutral measure: LED lighting',
  'Technology-neutral procurement of electricity',
  'Positive news: the city opens a new tram line.',
  'Climate news and climate-related risks (ESRS E1)',
  'Share of electricity from renewable sources in 2025: 78 %',
  'No emission factor is missing for 2025.',
  '0 emission factors are missing.',
  'Rows with zero emission factors: 3',
  'Zero emission sources were left out.',
  'Net revenue 2025: €12.4 m',
  'Net change from 2024: 0.5 t CO2e',
  'Zero accidents at work in 2025',
  'Carbon dioxide is released when natural gas burns.',
  'The data on emissions is freely available.',
  'Environmental data 2025, environmental management certified to ISO 14001',
  'Ecodesign requirements and Ecodex factors',
  'A user-friendly export of the environmental report',
  'CO2 emissions of the fleet in 2025: 412 t',
  'Scope 3 category 11: use of sold products',
  'Neutral wording helps readers compare years.',
];

const LAWFUL_GERMAN = [
  'Wir haben 2025 1.234 t CO2e gemessen.',
  'Gemessener Fußabdruck 2025: 1.234,57 t CO2e (Scope 1, 2 und 3)',
  'Finanzierte Klimaschutzprojekte 2025: 120 t CO2e, neben dem Fußabdruck ausgewiesen und nicht davon abgezogen',
  'Die Emissionen in Scope 1 sanken gegenüber 2024 um 12 %.',
  'Ziel: Emissionen in Scope 1 und 2 bis 2030 um 42 % gegenüber 2020 senken',
  'Neutralisierung des marktbasierten Scope-2-Werts',
  'Bei der Verbrennung von Erdgas wird CO2 freigesetzt.',
  'CO2-Freisetzung aus Prozessen: 12 t',
  'Das Betriebsklima ist positiv.',
  'Betriebsklima positiv (Befragung 2025)',
  'Kostenneutrale Maßnahme: LED-Beleuchtung',
  'Wirkung: neutral, Kosten: budgetneutral',
  'Technologieneutrale Ausschreibung',
  'Klimastrategie 2030 und Klimaschutzprojekte',
  'Klimabilanz 2025 nach dem GHG Protocol',
  'CO2-Bilanz und CO2-Preis 2025: 55 € je Tonne',
  'THG-Emissionen Scope 1: 120 t CO2e',
  'Treibhausgasbilanz 2025',
  '0 Emissionsfaktoren fehlen für 2025.',
  'Für null Emissionsquellen fehlen Daten.',
  'Positive Nachrichten aus der Region',
  'Umweltbericht 2025 und Umweltmanagement nach ISO 14001',
  'Ökostromanteil 2025: 78 %',
  'Ökologische Kennzahlen 2025',
  'Emissionsarme Fahrzeuge: 12 von 40',
  'Netto-Umsatz 2025: 12,4 Mio. €',
  'Nettoumsatz je Tonne CO2e',
  'Die Emissionen sind frei von Doppelzählungen erfasst.',
];

describe('checkPublicText on lawful texts', () => {
  it.each(LAWFUL_ENGLISH)('lets "%s" pass', (text) => {
    expect(checkPublicText(text)).toEqual({ isAllowed: true, findings: [] });
  });

  it.each(LAWFUL_GERMAN)('lässt „%s“ durch', (text) => {
    expect(checkPublicText(text)).toEqual({ isAllowed: true, findings: [] });
  });

  it('lets an empty text pass', () => {
    expect(checkPublicText('')).toEqual({ isAllowed: true, findings: [] });
  });
});
