import { z } from 'zod';
import { ghgScopeSchema } from '../emissions/ghg-scope.ts';
import {
  factorUsedSchema,
  formSectionAggregationsSchema,
  resultFiguresSchema,
  resultInputSchema,
  resultSchema,
} from './calculator.ts';

/**
 * Contracts of the bulk import (`PUT /api/company/calculator/results/bulk-import/templates`, spec
 * sections 4, 5, 7 and 9). The browser reads the spreadsheet with the core parser and sends the rows in
 * chunks; the server validates every row again and computes its emissions, never trusting the client.
 */

/** Rows per request, for the preview and for the real upload (spec section 9: chunk size 1000). */
export const BULK_IMPORT_CHUNK_SIZE = 1000;

/**
 * Rows above the first data row of a template: the column keys and their descriptions. A row's number
 * in the spreadsheet is its index in the data plus this offset (spec section 8: header offset 3).
 */
export const IMPORT_HEADER_OFFSET = 3;

const id = z.uuid({ error: 'validation.invalid' });

/**
 * One parsed spreadsheet row, as a result input plus where it came from. `importKey` identifies the row's
 * content (a hash the core parser computes): uploading the same file again finds the key stored and does
 * not create the row twice.
 */
export const bulkImportRowSchema = resultInputSchema.extend({
  /** The row's number in the spreadsheet (1-based, headers included), for messages. */
  sheetRow: z.number().int().min(1),
  importKey: z.string().min(16).max(128),
});
export type BulkImportRow = z.input<typeof bulkImportRowSchema>;

export const bulkImportRequestSchema = z.object({
  /** A dry run: rows are validated and computed but nothing is stored. */
  isPreview: z.boolean().default(false),
  /** The years the import writes into: every row's `instance` must be one of them. */
  baseQuery: z.object({ instances: z.array(id).min(1).max(200) }),
  bulkRequests: z.array(bulkImportRowSchema).min(1).max(BULK_IMPORT_CHUNK_SIZE),
  /** The file name, remembered on every imported result. */
  generatedFromFile: z.string().trim().min(1).max(300),
  aggregateFormSectionsForInstances: z.array(id).max(200).default([]),
  lang: z.enum(['en', 'de']).default('en'),
});
export type BulkImportRequest = z.input<typeof bulkImportRequestSchema>;

/** A row (or one of its children) the server refused, with a message in the request's language. */
export const bulkImportErrorSchema = z.object({
  /** Index of the row in this request's `bulkRequests`. */
  rowIndex: z.number().int().min(0),
  sheetRow: z.number().int().min(1),
  isChild: z.boolean(),
  /** Index of the child within its row when `isChild`. */
  childIndex: z.number().int().min(0).nullable(),
  rowName: z.string(),
  message: z.string(),
});
export type BulkImportError = z.infer<typeof bulkImportErrorSchema>;

/** What a row would add, as the preview shows it. */
export const bulkImportPreviewRowSchema = z.object({
  rowIndex: z.number().int().min(0),
  sheetRow: z.number().int().min(1),
  name: z.string(),
  formOptionId: z.string(),
  c1: z.string(),
  ghgScope: ghgScopeSchema.nullable(),
  figures: resultFiguresSchema,
  factorsUsed: z.array(factorUsedSchema),
  calculationIssue: z.string().nullable(),
  /** The row's content is already stored (an earlier upload of the same file): it will be skipped. */
  isAlreadyImported: z.boolean(),
});
export type BulkImportPreviewRow = z.infer<typeof bulkImportPreviewRowSchema>;

export const bulkImportResponseSchema = z.object({
  /** The results stored by this request (empty in a preview or when the chunk was refused). */
  results: z.array(resultSchema),
  /** Computed rows of a preview. */
  preview: z.array(bulkImportPreviewRowSchema),
  /** Rows skipped because an earlier upload stored them. */
  numAlreadyImported: z.number().int().min(0),
  formSectionAggregations: formSectionAggregationsSchema,
  /** Row problems; a real upload with any error stores nothing of its chunk. */
  errors: z.array(bulkImportErrorSchema),
});
export type BulkImportResponse = z.infer<typeof bulkImportResponseSchema>;
