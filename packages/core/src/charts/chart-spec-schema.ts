import { z } from 'zod';
import type { ChartSpec } from './chart-spec.ts';

const unit = z.enum(['kg', 'percent', 'plain']);
const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
const item = z.object({ label: z.string(), value: z.number(), colour });

/** A chart definition as JSON (a published snapshot keeps the chart it was drawn from). */
export const chartSpecSchema: z.ZodType<ChartSpec> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bar'),
    orientation: z.enum(['horizontal', 'vertical']),
    items: z.array(item),
    unit,
  }),
  z.object({
    kind: z.literal('stacked-bar'),
    orientation: z.enum(['horizontal', 'vertical']),
    rows: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), colour, values: z.array(z.number()) })),
    unit,
  }),
  z.object({
    kind: z.literal('line'),
    xValues: z.array(z.string()),
    series: z.array(
      z.object({
        name: z.string(),
        colour,
        values: z.array(z.number().nullable()),
        style: z.enum(['solid', 'dashed', 'points']),
      }),
    ),
    unit,
  }),
  z.object({ kind: z.literal('donut'), items: z.array(item), unit }),
  z.object({
    kind: z.literal('scatter'),
    points: z.array(item.extend({ x: z.number(), y: z.number() })),
    xAxis: z.object({ name: z.string(), min: z.number(), max: z.number(), threshold: z.number().optional() }),
    yAxis: z.object({ name: z.string(), min: z.number(), max: z.number(), threshold: z.number().optional() }),
  }),
]);
