import { z } from 'zod';

/**
 * The Word report of the calculator (spec section 1: "Reports can be exported to a word-processor
 * document"): `POST /api/company/calculator/reports/docx` answers the file itself, not JSON.
 */

/** The file name the browser saves the report under (spec section 1). */
export const CALCULATOR_REPORT_FILE_NAME = 'results.docx';

/** The title of the report's title page and footer; the spec fixes it in every language. */
export const CALCULATOR_REPORT_TITLE = 'CSRD Report';

/** The media type of a Word (OOXML) document. */
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Most years one report may cover, as many as `instances/setup` opens together. */
export const MAX_REPORT_INSTANCES = 200;

/** `POST …/reports/docx`: the years the report covers (one year, or the years of a group) and its language. */
export const calculatorReportRequestSchema = z.object({
  instances: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .min(1)
    .max(MAX_REPORT_INSTANCES),
  lang: z.enum(['en', 'de']),
});
export type CalculatorReportRequest = z.infer<typeof calculatorReportRequestSchema>;

/** `POST …/reports/data-quality`: the data-quality summary Analyze shows, the report's own table. */
export const dataQualitySummaryRequestSchema = z.object({
  instances: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .min(1)
    .max(MAX_REPORT_INSTANCES),
});
const countSchema = z.number().int().min(0);
export const dataQualitySummaryResponseSchema = z.object({
  numResults: countSchema,
  levels: z.array(
    z.object({
      indicator: z.enum(['age', 'completeness', 'geography', 'reliability', 'technology']),
      counts: z.array(countSchema),
      notAssessed: countSchema,
    }),
  ),
  sourceTypes: z.array(z.object({ type: z.string(), numResults: countSchema })),
  qualities: z.array(
    z.object({
      quality: z.enum(['very-good', 'good', 'fair', 'poor', 'not-assessed']),
      numResults: countSchema,
    }),
  ),
});
