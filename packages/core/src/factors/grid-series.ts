import { z } from 'zod';
import { emberSplitLineageKeys } from '../forms/grid-electricity.ts';
import { pickEditionForYear } from '../forms/pick-edition.ts';

/** `GET /api/data/factors/grid-series/:country`: a country's Ember intensity year by year. */
export const gridSeriesParamsSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'validation.invalid' }),
});

/** One year of a country's grid, kg CO2e/kWh; null where the library holds no such factor that year. */
export const gridSeriesYearSchema = z.object({
  year: z.number().int(),
  lifeCycle: z.number().nullable(),
  generation: z.number().nullable(),
  upstream: z.number().nullable(),
});
export type GridSeriesYear = z.infer<typeof gridSeriesYearSchema>;

export const gridSeriesResponseSchema = z.object({
  country: z.string(),
  /** Newest year first. */
  years: z.array(gridSeriesYearSchema),
});
export type GridSeriesResponse = z.infer<typeof gridSeriesResponseSchema>;

/** The three lineages the series reads for a country: life cycle, generation (Scope 2), upstream (cat. 3). */
export function listGridSeriesLineageKeys(country: string) {
  const split = emberSplitLineageKeys(country);
  return { lifeCycle: `ember-owid:${country}`, generation: split.generation, upstream: split.upstream };
}

type SeriesFactor = { lineageKey: string; edition: string; year: number; value: number | null };

/**
 * Lays out a country's Ember factors as one line per data year, newest first. Where a lineage has two
 * editions of one year, the later edition wins (`pickEditionForYear`), as in the calculator.
 */
export function buildGridSeries(country: string, factors: readonly SeriesFactor[]): GridSeriesResponse {
  const keys = listGridSeriesLineageKeys(country);
  const usable = factors.filter((factor) => factor.value !== null);
  const years = [...new Set(usable.map((factor) => factor.year))].sort((a, b) => b - a);
  const findValue = (lineageKey: string, year: number) => {
    const editions = usable.filter((factor) => factor.lineageKey === lineageKey && factor.year === year);
    return pickEditionForYear(editions, year)?.value ?? null;
  };
  return {
    country,
    years: years.map((year) => ({
      year,
      lifeCycle: findValue(keys.lifeCycle, year),
      generation: findValue(keys.generation, year),
      upstream: findValue(keys.upstream, year),
    })),
  };
}
