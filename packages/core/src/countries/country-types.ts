export type CountryRecord = {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** CLDR English short name. */
  readonly name: string;
  /** ISO 4217 codes in use, the main one first; empty where the country has none (Antarctica). */
  readonly currencies: readonly string[];
};
