import { z } from 'zod';
import { SUBSTANCE_PROBLEM_CODES } from '../esg/reference-lists/substances.ts';

/** The largest substance list file the operator may upload (ECHA's whole candidate list is far smaller). */
export const MAX_SUBSTANCE_FILE_BYTES = 5 * 1024 * 1024;

/** The most substances one search answers. */
export const MAX_SUBSTANCE_SEARCH_RESULTS = 20;

/** The most ids one look-up resolves (the chosen substances of a datapoint). */
export const MAX_SUBSTANCE_LOOKUP_IDS = 100;

export const substanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  ecNumbers: z.array(z.string()),
  casNumbers: z.array(z.string()),
});
export type SubstanceItem = z.infer<typeof substanceSchema>;

/** An id as a query parameter: given once it is a string, given again an array. */
const idsParam = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(MAX_SUBSTANCE_LOOKUP_IDS)])
  .transform((value) => (typeof value === 'string' ? [value] : value));

/**
 * `GET /api/esg/substances?q=…` searches the name, EC and CAS numbers; `?id=…&id=…` looks up chosen
 * substances by id (ids the list no longer holds are left out).
 */
export const substanceSearchQuerySchema = z.object({
  q: z.string().max(200).optional(),
  id: idsParam.optional(),
});
export type SubstanceSearchQuery = z.input<typeof substanceSearchQuerySchema>;

export const substanceSearchResponseSchema = z.object({
  substances: z.array(substanceSchema),
  /** `operator`: the list the operator loaded; `seed`: the small list shipped until one is loaded. */
  source: z.enum(['operator', 'seed']),
});
export type SubstanceSearchResponse = z.infer<typeof substanceSearchResponseSchema>;

/** `GET /api/settings/substances`: the loaded list, or null while the seed list is in use. */
export const substanceListStatusSchema = z.object({
  list: z
    .object({
      fileName: z.string(),
      substanceCount: z.number().int(),
      loadedAt: z.string(),
    })
    .nullable(),
  seedCount: z.number().int(),
});
export type SubstanceListStatus = z.infer<typeof substanceListStatusSchema>;

export const substanceRowProblemSchema = z.object({
  sheetRow: z.number().int(),
  code: z.enum(SUBSTANCE_PROBLEM_CODES),
  value: z.string().optional(),
});

/**
 * `POST /api/settings/substances/preview` (nothing stored) and `PUT /api/settings/substances` (the list
 * replaced): what the file holds, the rows skipped with their reasons, the first substances, and the
 * list's status afterwards.
 */
export const substanceListUploadResponseSchema = z.object({
  fileName: z.string(),
  substanceCount: z.number().int(),
  problems: z.array(substanceRowProblemSchema),
  sample: z.array(substanceSchema),
  isStored: z.boolean(),
  status: substanceListStatusSchema,
});
export type SubstanceListUploadResponse = z.infer<typeof substanceListUploadResponseSchema>;
