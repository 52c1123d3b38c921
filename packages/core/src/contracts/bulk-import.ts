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
 * Preview chunks a client keeps in flight at once: a preview stores nothing, so while the server computes
 * one chunk the database answers for the others. With three, the server has a chunk to compute while two
 * wait for their database reads; two left it idle a tenth of the preview.
 */
export const BULK_IMPORT_PREVIEW_IN_FLIGHT = 3;

/**
 * Upload chunks a client keeps in flight at once, each naming its run and its number in it
 * (`uploadRun`): the server computes the next chunk while the database stores the one before, stores
 * them in the run's order, and stores nothing more of a run once one of its chunks was refused.
 */
export const BULK_IMPORT_UPLOAD_IN_FLIGHT = 2;

/**
 * Rows above the first data row of a template: the column keys and their descriptions. A row's number
 * in the spreadsheet is its index in the data plus this offset (spec section 8: header offset 3).
 */
export const IMPORT_HEADER_OFFSET = 3;

const id = z.uuid({ error: 'validation.invalid' });

/**
 * One parsed spreadsheet row, as a result input plus where it came from. `importKey` identifies the row's
 * content (a hash the core parser computes): uploading the same file again finds the key stored and does
 * not create the row twice. `_id` is the result an export wrote the row from: imported into that result's
 * year, the row updates it (or leaves it alone when nothing changed) instead of adding a copy.
 */
export const bulkImportRowSchema = resultInputSchema.extend({
  _id: id.optional(),
  /** The row's number in the spreadsheet (1-based, headers included), for messages. */
  sheetRow: z.number().int().min(1),
  importKey: z.string().min(16).max(128),
});
export type BulkImportRow = z.input<typeof bulkImportRowSchema>;
export type ParsedBulkImportRow = z.output<typeof bulkImportRowSchema>;

/**
 * What the request itself checks of a row: where it came from. The rest of the row is checked against
 * `bulkImportRowSchema` row by row, so one bad field (an over-long name) refuses its row with a row
 * error instead of the whole chunk.
 */
export const bulkImportRowEnvelopeSchema = z
  .looseObject({
    sheetRow: z.number().int().min(1),
    importKey: z.string().min(16).max(128),
  })
  .meta({ description: 'A row as in bulkImportRowSchema; its fields are checked row by row.' });

export const bulkImportRequestSchema = z.object({
  /** A dry run: rows are validated and computed but nothing is stored. */
  isPreview: z.boolean().default(false),
  /** The years the import writes into: every row's `instance` must be one of them. */
  baseQuery: z.object({ instances: z.array(id).min(1).max(200) }),
  bulkRequests: z.array(bulkImportRowEnvelopeSchema).min(1).max(BULK_IMPORT_CHUNK_SIZE),
  /** The file name, remembered on every imported result. */
  generatedFromFile: z.string().trim().min(1).max(300),
  aggregateFormSectionsForInstances: z.array(id).max(200).default([]),
  lang: z.enum(['en', 'de']).default('en'),
  /**
   * Answer the counts without the stored results (`results` stays empty), and preview rows with their
   * total but without their other figures and the factors they used. The import screen reloads what it
   * shows after the upload and shows a preview row's total only, so it asks for this: a chunk's results
   * are megabytes to send and read, and its full preview three times its summary.
   */
  isSummaryOnly: z.boolean().default(false),
  /**
   * The upload run the chunk belongs to (an id the client makes per upload) and its number in it, from
   * 0: the server stores a run's chunks in that order, whatever order they arrive in, and refuses the
   * later ones once a chunk was refused. Without it a chunk is stored when it arrives.
   */
  uploadRun: z.object({ id, chunk: z.number().int().min(0).max(1_000_000) }).optional(),
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

export const BULK_IMPORT_CHANGES = ['new', 'changed', 'unchanged'] as const;
export type BulkImportChange = (typeof BULK_IMPORT_CHANGES)[number];

/** What a row would add, as the preview shows it. */
export const bulkImportPreviewRowSchema = z.object({
  rowIndex: z.number().int().min(0),
  sheetRow: z.number().int().min(1),
  name: z.string(),
  formOptionId: z.string(),
  c1: z.string(),
  ghgScope: ghgScopeSchema.nullable(),
  /** The row's market-based total with its sub-rows, kg CO2e (`figures.total`). */
  total: z.number(),
  /**
   * Every figure of the row with its sub-rows. Left out, like `factorsUsed`, when the request asks for a
   * summary (`isSummaryOnly`): the import screen shows a row's total only, and the other figures are
   * most of a summary's answer.
   */
  figures: resultFiguresSchema.optional(),
  /**
   * The factors the row's figures come from, with their source, edition and licence. Left out when the
   * request asks for a summary (`isSummaryOnly`): the import screen shows a row's figures, not its
   * factors, and a chunk's factors are most of its answer.
   */
  factorsUsed: z.array(factorUsedSchema).optional(),
  calculationIssue: z.string().nullable(),
  /**
   * What the upload does with the row: `new` adds a result; `changed` updates the stored result the row
   * was exported from; `unchanged` leaves it alone (the same content is stored: the result it was
   * exported from, or an earlier upload of the same file).
   */
  change: z.enum(BULK_IMPORT_CHANGES),
});
export type BulkImportPreviewRow = z.infer<typeof bulkImportPreviewRowSchema>;

export const bulkImportResponseSchema = z.object({
  /** The results added or updated by this request (empty in a preview or when the chunk was refused). */
  results: z.array(resultSchema),
  /** Computed rows of a preview. */
  preview: z.array(bulkImportPreviewRowSchema),
  /** Rows that added a result, updated one, or were left alone (the preview counts what would happen). */
  numCreated: z.number().int().min(0),
  numUpdated: z.number().int().min(0),
  numUnchanged: z.number().int().min(0),
  formSectionAggregations: formSectionAggregationsSchema,
  /** Row problems; a real upload with any error stores nothing of its chunk. */
  errors: z.array(bulkImportErrorSchema),
});
export type BulkImportResponse = z.infer<typeof bulkImportResponseSchema>;
