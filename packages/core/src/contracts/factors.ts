import { z } from 'zod';
import {
  electricityMixSchema,
  factorActivityUnitSchema,
  factorBasisSchema,
  factorSourceSchema,
  factorUnitCategorySchema,
  gasBreakdownSchema,
  gwpSetSchema,
} from '../factors/factor-schema.ts';
import { DISPLAY_LOCALES } from '../format/display-locale.ts';

/** Most factors a list call answers at once. */
export const FACTOR_PAGE_SIZE_MAX = 200;
export const FACTOR_PAGE_SIZE_DEFAULT = 50;

const queryText = (max: number) => z.string().trim().min(1).max(max);

/** `skip`/`limit` of the list calls (spec section 3: list queries take skip and limit). */
export const pageQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(FACTOR_PAGE_SIZE_MAX).default(FACTOR_PAGE_SIZE_DEFAULT),
});

/** Filters shared by the factor list and the level cascade. */
export const factorFilterQuerySchema = z.object({
  /** Words to find in the category path, qualifier, region and source; prefixes match ("elec"). */
  search: z.string().trim().max(200).optional(),
  level0: queryText(200).optional(),
  level1: queryText(200).optional(),
  /** Level-1 sections left out, joined by '|' (the stationary fuel pickers leave out vehicle fuels). */
  excludeLevel1: queryText(400).optional(),
  level2: queryText(200).optional(),
  level3: queryText(200).optional(),
  level4: queryText(200).optional(),
  source: factorSourceSchema.optional(),
  edition: queryText(100).optional(),
  /** ISO 3166-1 alpha-2, 'US-<eGRID subregion>' or an aggregate such as 'WORLD'. */
  region: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{2,20}$/, 'must be a region code such as GB, US-CAMX or WORLD')
    .optional(),
  scope: z.coerce.number().int().min(1).max(3).optional(),
  unitCategory: factorUnitCategorySchema.optional(),
  kind: z.enum(['emissionFactor', 'conversion']).optional(),
});

/** `GET /api/data/factors`. */
export const factorListQuerySchema = factorFilterQuerySchema.extend(pageQuerySchema.shape);

/** `GET /api/data/factors/levels`: the values of `level` under the chosen parents and filters. */
export const factorLevelsQuerySchema = factorFilterQuerySchema.extend({
  level: z.coerce.number().int().min(0).max(4),
});

/** Fields whose values `GET /api/data/factors/facets` lists, for the filter drop-downs. */
export const FACTOR_FACETS = ['source', 'edition', 'region', 'scope', 'unitCategory'] as const;

/** `GET /api/data/factors/facets`: the values of one field under the other filters (its own is ignored). */
export const factorFacetQuerySchema = factorFilterQuerySchema.extend({ facet: z.enum(FACTOR_FACETS) });

/** `GET /api/data/factors/:id`, `DELETE /api/company/factors/:id`. */
export const factorIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** A factor in a list: enough to choose it and to see where it comes from. */
export const factorSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['emissionFactor', 'conversion']),
  source: factorSourceSchema,
  sourceName: z.string(),
  edition: z.string(),
  year: z.number().int(),
  licence: z.string(),
  level0: z.string().nullable(),
  level1: z.string().nullable(),
  level2: z.string().nullable(),
  level3: z.string().nullable(),
  level4: z.string().nullable(),
  variant: z.string().nullable(),
  region: z.string().nullable(),
  activityUnit: factorActivityUnitSchema,
  unitCategory: factorUnitCategorySchema,
  /** kg CO2e (or kWh for conversions) per activity unit; null where the source cell is blank. */
  value: z.number().nullable(),
  valueUnit: z.enum(['kgCO2e', 'kWh']),
  scope: z.number().int().nullable(),
  scope3Category: z.number().int().nullable(),
  gwpSet: gwpSetSchema.nullable(),
  basis: factorBasisSchema,
  /** A company's own factor (source CUSTOM), visible only to that company. */
  isCustom: z.boolean(),
});

/** A factor with its full provenance. */
export const factorDetailSchema = factorSummarySchema.extend({
  lineageKey: z.string(),
  attribution: z.string(),
  sourceRowIds: z.array(z.string()),
  sourceUnit: z.string(),
  sourceValueUnit: z.string(),
  gases: gasBreakdownSchema.nullable(),
  calorificBasis: z.enum(['gross', 'net']).nullable(),
  electricityMix: electricityMixSchema.nullable(),
  gridGrossLossFraction: z.number().nullable(),
  derivation: z.string().nullable(),
  notes: z.string().nullable(),
});

/** Spec section 3 "Pagination" (position, canLoadMore) plus the total of matches. */
export const paginationSchema = z.object({
  /** The `skip` of the next page. */
  position: z.number().int(),
  canLoadMore: z.boolean(),
  total: z.number().int(),
});

export const factorListResponseSchema = z.object({
  factors: z.array(factorSummarySchema),
  pagination: paginationSchema,
});

export const factorDetailResponseSchema = z.object({ factor: factorDetailSchema });

export const factorLevelsResponseSchema = z.object({
  level: z.number().int(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});

export const factorFacetResponseSchema = z.object({
  facet: z.enum(FACTOR_FACETS),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});

/** Largest CSV accepted by the company factor import (characters). */
export const CUSTOM_FACTOR_CSV_MAX_LENGTH = 2_000_000;
/** Most rows one import may hold. */
export const CUSTOM_FACTOR_ROWS_MAX = 5000;

/** Largest XLSX file accepted by the company factor import (bytes), the same bound as the CSV's. */
export const CUSTOM_FACTOR_XLSX_MAX_BYTES = CUSTOM_FACTOR_CSV_MAX_LENGTH;
/** Base64 turns every 3 bytes into 4 characters. */
const XLSX_BASE64_MAX_LENGTH = Math.ceil(CUSTOM_FACTOR_XLSX_MAX_BYTES / 3) * 4;

/**
 * `POST /api/company/factors/import`: the file as the browser read it, either the CSV text (`csv`) or
 * the XLSX workbook in base64 (`xlsx`), exactly one of them. Problems with the workbook as a whole
 * (encrypted, corrupt, too large unpacked) answer 400 with a detail whose path is `xlsx.<reason>`.
 */
export const customFactorImportRequestSchema = z
  .object({
    csv: z.string().min(1).max(CUSTOM_FACTOR_CSV_MAX_LENGTH).optional(),
    xlsx: z
      .string()
      .min(4)
      .max(XLSX_BASE64_MAX_LENGTH)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
      .optional(),
    fileName: z.string().trim().max(200).optional(),
    /** How the file writes numbers as text (en 1,234.5; de 1.234,5); without it the CSV delimiter decides. */
    numberLocale: z.enum(DISPLAY_LOCALES).optional(),
  })
  .superRefine((body, context) => {
    if ((body.csv === undefined) === (body.xlsx === undefined)) {
      context.addIssue({ code: 'custom', path: ['csv'], message: 'send either csv or xlsx' });
    }
  });

/** Why a workbook could not be read at all; the SPA has a text for each. */
export const SPREADSHEET_PROBLEMS = ['corrupt', 'encrypted', 'tooLarge', 'empty'] as const;
export type SpreadsheetProblem = (typeof SPREADSHEET_PROBLEMS)[number];

export const customFactorImportResponseSchema = z.object({
  imported: z.number().int(),
  factors: z.array(factorSummarySchema),
});

export const companyFactorListQuerySchema = pageQuerySchema;

/** One of the company's own factors in its list: the summary and the file and row it came from. */
export const companyFactorSchema = factorSummarySchema.extend({
  fileName: z.string().nullable(),
  fileRow: z.number().int().nullable(),
});

/** `GET /api/company/factors`. */
export const companyFactorListResponseSchema = z.object({
  factors: z.array(companyFactorSchema),
  pagination: paginationSchema,
});

export type FactorListQuery = z.infer<typeof factorListQuerySchema>;
export type FactorFilterQuery = z.infer<typeof factorFilterQuerySchema>;
export type FactorLevelsQuery = z.infer<typeof factorLevelsQuerySchema>;
export type FactorSummary = z.infer<typeof factorSummarySchema>;
export type FactorDetail = z.infer<typeof factorDetailSchema>;
export type Pagination = z.infer<typeof paginationSchema>;
export type FactorListResponse = z.infer<typeof factorListResponseSchema>;
export type FactorFacet = (typeof FACTOR_FACETS)[number];
export type FactorFacetQuery = z.infer<typeof factorFacetQuerySchema>;
export type FactorFacetResponse = z.infer<typeof factorFacetResponseSchema>;
export type FactorLevelsResponse = z.infer<typeof factorLevelsResponseSchema>;
export type CustomFactorImportRequest = z.infer<typeof customFactorImportRequestSchema>;
export type CustomFactorImportResponse = z.infer<typeof customFactorImportResponseSchema>;
export type CompanyFactor = z.infer<typeof companyFactorSchema>;
export type CompanyFactorListResponse = z.infer<typeof companyFactorListResponseSchema>;
