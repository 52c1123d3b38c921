import { getField, readCsvRecords } from './parse-csv.ts';

const NAME_COLUMNS = ['CLDR display name', 'official_name_en', 'UNTERM English Short'] as const;

export type CountryCodes = {
  /** ISO 3166-1 alpha-2 of an alpha-3 code, or null when the table has no such country. */
  getAlpha2ByAlpha3: (alpha3: string) => string | null;
  /** ISO 3166-1 alpha-2 of an English country name as the table spells it, or null. */
  getAlpha2ByName: (name: string) => string | null;
};

/**
 * Reads datasets/country-codes (ISO 3166 with names). Read with our own CSV parser on purpose: Namibia's
 * code is the text 'NA', which CSV libraries commonly turn into a missing value.
 */
export function loadCountryCodes(path: string): CountryCodes {
  const rows = readCsvRecords(path, ['ISO3166-1-Alpha-2', 'ISO3166-1-Alpha-3', ...NAME_COLUMNS], {
    allowOtherColumns: true,
  });
  const byAlpha3 = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const row of rows) {
    const alpha2 = getField(row, 'ISO3166-1-Alpha-2');
    const alpha3 = getField(row, 'ISO3166-1-Alpha-3');
    if (!/^[A-Z]{2}$/.test(alpha2) || !/^[A-Z]{3}$/.test(alpha3)) {
      throw new Error(`${path}: bad ISO codes ${alpha2}/${alpha3}`);
    }
    byAlpha3.set(alpha3, alpha2);
    for (const column of NAME_COLUMNS) {
      const name = getField(row, column);
      // The first column that names a country wins, so a short CLDR name is not overwritten by a formal one.
      if (name !== '' && !byName.has(name)) byName.set(name, alpha2);
    }
  }
  return {
    getAlpha2ByAlpha3: (alpha3) => byAlpha3.get(alpha3) ?? null,
    getAlpha2ByName: (name) => byName.get(name) ?? null,
  };
}
