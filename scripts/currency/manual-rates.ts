/**
 * MANUAL exchange rates for the two spec currencies the ECB does not publish (COP, TND).
 *
 * These numbers are NOT read from a file in the repository: they were transcribed by hand from the
 * publishers' annual averages (as republished in the IMF International Financial Statistics / World
 * Bank indicator PA.NUS.FCRF, "Official exchange rate, LCU per US$, period average"). They could not
 * be re-checked against the primary source when this table was written, so treat the 4th significant
 * digit as unverified and check them before relying on them for an audited report. Every derived
 * rate carries `source: 'manual'` so the UI can say so.
 *
 * Rates are local currency per US dollar (how both central banks quote them); the generator crosses
 * them with the ECB's USD per EUR of the same year. A year that is missing here is not invented: the
 * runtime falls back to the nearest earlier year and reports which year it used.
 */
export type ManualUsdRate = {
  readonly year: number;
  /** Units of the currency per 1 USD, annual average, as a decimal string (kept exact). */
  readonly unitsPerUsd: string;
  readonly note?: string;
};

export type ManualCurrency = 'COP' | 'TND';

export const MANUAL_RATE_SOURCES: Readonly<Record<ManualCurrency, string>> = {
  COP: 'manual: Banco de la República (Colombia), TRM annual average',
  TND: 'manual: Banque Centrale de Tunisie, interbank annual average',
};

export const MANUAL_UNITS_PER_USD: Readonly<Record<ManualCurrency, readonly ManualUsdRate[]>> = {
  COP: [
    { year: 2015, unitsPerUsd: '2743.39' },
    { year: 2016, unitsPerUsd: '3050.98' },
    { year: 2017, unitsPerUsd: '2951.15' },
    { year: 2018, unitsPerUsd: '2956.43' },
    { year: 2019, unitsPerUsd: '3281.09' },
    { year: 2020, unitsPerUsd: '3693.36' },
    { year: 2021, unitsPerUsd: '3743.09' },
    { year: 2022, unitsPerUsd: '4255.44' },
    { year: 2023, unitsPerUsd: '4325.05' },
    { year: 2024, unitsPerUsd: '4071.35' },
    { year: 2025, unitsPerUsd: '4052.86' },
  ],
  TND: [
    { year: 2015, unitsPerUsd: '1.9617' },
    { year: 2016, unitsPerUsd: '2.1474' },
    { year: 2017, unitsPerUsd: '2.4194' },
    { year: 2018, unitsPerUsd: '2.6473' },
    { year: 2019, unitsPerUsd: '2.9342' },
    { year: 2020, unitsPerUsd: '2.8108' },
    { year: 2021, unitsPerUsd: '2.7937' },
    { year: 2022, unitsPerUsd: '3.1043' },
    { year: 2023, unitsPerUsd: '3.1064' },
    {
      year: 2024,
      unitsPerUsd: '3.1126',
      note: 'estimate: 2023 average depreciated by 0.2 % (BCT: the dinar lost 0.2 % against the USD on annual average in 2024)',
    },
  ],
};

/** Pegged and fixed rates: official, exact, not estimates. */
export const AED_PER_USD = '3.6725';
export const AED_PEG_SOURCE =
  'Central Bank of the UAE: dirham pegged to the US dollar at 3.6725 AED/USD since 1997';
export const LTL_PER_EUR = '3.4528';
export const LTL_SOURCE =
  'Council Regulation (EU) No 851/2014: irrevocable conversion rate 3.4528 LTL/EUR; the euro replaced the litas on 1 January 2015';
