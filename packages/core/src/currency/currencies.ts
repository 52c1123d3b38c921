/**
 * The 22 currencies of the product specification (section 3, "Currencies"), in the spec's order.
 * Names are plural display names, following the spec's default "Euros".
 */
export const CURRENCY_CODES = [
  'EUR',
  'GBP',
  'USD',
  'AED',
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'COP',
  'CZK',
  'DKK',
  'HKD',
  'JPY',
  'LTL',
  'MXN',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'TND',
  'TRY',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export type Currency = {
  readonly code: CurrencyCode;
  readonly symbol: string;
  readonly names: { readonly en: string; readonly de: string };
};

/** The spec's default currency (section 9): eur, symbol €, name Euros. */
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

// Symbols that several currencies share ($, kr) get a prefix where the plain sign would be ambiguous
// next to another currency of this list.
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', symbol: '€', names: { en: 'Euros', de: 'Euro' } },
  { code: 'GBP', symbol: '£', names: { en: 'British pounds', de: 'Britische Pfund' } },
  { code: 'USD', symbol: '$', names: { en: 'US dollars', de: 'US-Dollar' } },
  { code: 'AED', symbol: 'د.إ', names: { en: 'UAE dirhams', de: 'VAE-Dirham' } },
  { code: 'AUD', symbol: 'A$', names: { en: 'Australian dollars', de: 'Australische Dollar' } },
  { code: 'BRL', symbol: 'R$', names: { en: 'Brazilian reais', de: 'Brasilianische Real' } },
  { code: 'CAD', symbol: 'CA$', names: { en: 'Canadian dollars', de: 'Kanadische Dollar' } },
  { code: 'CHF', symbol: 'CHF', names: { en: 'Swiss francs', de: 'Schweizer Franken' } },
  { code: 'COP', symbol: 'COL$', names: { en: 'Colombian pesos', de: 'Kolumbianische Pesos' } },
  { code: 'CZK', symbol: 'Kč', names: { en: 'Czech korunas', de: 'Tschechische Kronen' } },
  { code: 'DKK', symbol: 'kr.', names: { en: 'Danish kroner', de: 'Dänische Kronen' } },
  { code: 'HKD', symbol: 'HK$', names: { en: 'Hong Kong dollars', de: 'Hongkong-Dollar' } },
  { code: 'JPY', symbol: '¥', names: { en: 'Japanese yen', de: 'Japanische Yen' } },
  { code: 'LTL', symbol: 'Lt', names: { en: 'Lithuanian litai', de: 'Litauische Litas' } },
  { code: 'MXN', symbol: 'MX$', names: { en: 'Mexican pesos', de: 'Mexikanische Pesos' } },
  { code: 'NOK', symbol: 'NOK', names: { en: 'Norwegian kroner', de: 'Norwegische Kronen' } },
  { code: 'NZD', symbol: 'NZ$', names: { en: 'New Zealand dollars', de: 'Neuseeland-Dollar' } },
  { code: 'PLN', symbol: 'zł', names: { en: 'Polish złoty', de: 'Polnische Złoty' } },
  { code: 'SEK', symbol: 'SEK', names: { en: 'Swedish kronor', de: 'Schwedische Kronen' } },
  { code: 'TND', symbol: 'د.ت', names: { en: 'Tunisian dinars', de: 'Tunesische Dinar' } },
  { code: 'TRY', symbol: '₺', names: { en: 'Turkish lira', de: 'Türkische Lira' } },
  { code: 'ZAR', symbol: 'R', names: { en: 'South African rand', de: 'Südafrikanische Rand' } },
];

const CURRENCY_BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));

/** Tells whether a string is one of the 22 supported currency codes (exact, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_BY_CODE.has(value);
}

/** Returns the currency's symbol and names, or undefined for a code outside the supported list. */
export function getCurrency(code: string): Currency | undefined {
  return CURRENCY_BY_CODE.get(code);
}
