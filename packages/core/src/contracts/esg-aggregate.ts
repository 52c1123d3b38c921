import { z } from 'zod';

/**
 * `POST /1.0/results/esg/aggregate` (public API): the answers of an ESG year, or of every ESG year of a
 * group's projects, as rows of category (the VSME disclosure), label (the datapoint's) and value.
 */
export const esgAggregateRequestSchema = z.union(
  [
    z.strictObject({ instance: z.uuid(), lang: z.enum(['en', 'de']).default('en') }),
    z.strictObject({ group: z.uuid(), lang: z.enum(['en', 'de']).default('en') }),
  ],
  { error: 'Name one ESG year as "instance" or one group as "group".' },
);
export type EsgAggregateRequest = z.input<typeof esgAggregateRequestSchema>;

export const esgAggregateRowSchema = z.object({
  /** The VSME disclosure, e.g. `B3`. */
  category: z.string(),
  /** The datapoint's label in the requested language. */
  label: z.string(),
  /** The answer: figures and percentages as numbers, everything else as text in the requested language. */
  value: z.union([z.string(), z.number()]),
  /** The figure's unit (`tCO2e`, `EUR`, `%`), empty for answers without one. */
  unit: z.string(),
  /** The datapoint's concept in the VSME taxonomy, e.g. `vsme:GrossScope1GreenhouseGasEmissions`. */
  code: z.string(),
  /** The ESG year (calculator instance) the answer belongs to. */
  instance: z.string(),
});
export type EsgAggregateRow = z.infer<typeof esgAggregateRowSchema>;

export const esgAggregateResponseSchema = z.object({ data: z.array(esgAggregateRowSchema) });
export type EsgAggregateResponse = z.infer<typeof esgAggregateResponseSchema>;
