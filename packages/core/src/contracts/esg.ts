import { z } from 'zod';
import { REFERENCE_LIST_IDS, type ReferenceListId } from '../esg/reference-lists/index.ts';
import { reportingEntitySchema } from '../esg/xbrl/entity-identifier.ts';
import { TARGET_SCOPES } from '../reduction/levels.ts';

/**
 * Contracts of the ESG form (`/api/company/esg/...`): a year of an ESG project answers the VSME
 * datapoints; B3's climate figures come from the calculator's Corporate years of the same period.
 */

/** The VSME modules a year reports: Basic alone, or Basic with the Comprehensive module. */
export const VSME_MODULE_SELECTIONS = ['basic', 'comprehensive'] as const;
export type VsmeModuleSelection = (typeof VSME_MODULE_SELECTIONS)[number];

/** The form families an ESG year is entered with: the VSME standard, or the ESRS topical standards. */
export const ESG_FORM_FAMILIES = ['vsme', 'esrs'] as const;
export type EsgFormFamily = (typeof ESG_FORM_FAMILIES)[number];

/** The longest evidence note or not-material reason of a disclosure. */
export const MAX_ESG_NOTE_LENGTH = 5000;

/**
 * An answer as it arrives. The shape only: whether it fits its datapoint (kind, unit, range, choices,
 * date, text) is `checkDatapointValue`'s, so the refusal can name the datapoint.
 */
export const datapointValueSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('number'), value: z.number(), unit: z.string().max(80) }),
    z.object({ kind: z.literal('percentage'), value: z.number() }),
    z.object({ kind: z.literal('yesNo'), value: z.boolean() }),
    z.object({ kind: z.literal('choice'), value: z.array(z.string().max(200)).max(300).readonly() }),
    z.object({ kind: z.literal('date'), value: z.string().max(20) }),
    // Longer than a datapoint takes, so that the check names the datapoint that is too long.
    z.object({ kind: z.literal('text'), value: z.string().max(40_000) }),
  ],
  { error: 'validation.invalid' },
);

const note = z.string().trim().max(MAX_ESG_NOTE_LENGTH, { error: 'validation.tooLong' });

/** A disclosure's statements: not material (with the reason why) and the evidence behind it. */
export const esgDisclosureStateSchema = z
  .object({
    code: z.string().max(20),
    isNotMaterial: z.boolean(),
    notMaterialReason: note.default(''),
    evidenceNote: note.default(''),
  })
  .refine((state) => !state.isNotMaterial || state.notMaterialReason !== '', {
    path: ['notMaterialReason'],
    error: 'validation.required',
  });
export type EsgDisclosureState = z.infer<typeof esgDisclosureStateSchema>;

/** `PUT /api/company/esg/years/:id/vsme`: answers (null clears one), disclosure statements, the modules. */
export const saveVsmeFormRequestSchema = z.object({
  modules: z.enum(VSME_MODULE_SELECTIONS, { error: 'validation.invalid' }).optional(),
  /** Switches the year's form family; the answers of both families are kept. */
  family: z.enum(ESG_FORM_FAMILIES, { error: 'validation.invalid' }).optional(),
  answers: z
    .array(z.object({ code: z.string().min(1).max(200), value: datapointValueSchema.nullable() }))
    .max(2000)
    .default([]),
  disclosures: z.array(esgDisclosureStateSchema).max(40).default([]),
  /** The company's identifier for its XBRL reports, saved with the batch (a VSME template names it). */
  reportingEntity: reportingEntitySchema.optional(),
});
export type SaveVsmeFormRequest = z.input<typeof saveVsmeFormRequestSchema>;

const labels = z.object({ en: z.string(), de: z.string() });

export const vsmeFormDatapointSchema = z.object({
  code: z.string(),
  label: labels,
  type: z.enum(['number', 'percentage', 'yesNo', 'choice', 'date', 'narrative', 'aiText']),
  datePrecision: z.enum(['day', 'year']).optional(),
  /** The units a number may carry (XBRL ids; `iso4217:*` is any currency). */
  units: z.array(z.string()),
  choices: z
    .discriminatedUnion('kind', [
      z.object({
        kind: z.literal('options'),
        isMultiple: z.boolean(),
        options: z.array(z.object({ id: z.string(), label: labels })),
      }),
      z.object({
        kind: z.literal('reference'),
        isMultiple: z.boolean(),
        listId: z.enum(REFERENCE_LIST_IDS as [ReferenceListId, ...ReferenceListId[]]),
      }),
      z.object({ kind: z.literal('nace'), isMultiple: z.boolean() }),
      z.object({
        kind: z.literal('substances'),
        isMultiple: z.boolean(),
        /** The chosen substances' names with their EC (or CAS) number, where the current list has them. */
        named: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
      }),
    ])
    .optional(),
  paragraph: z.string(),
  /** Needed for the XBRL report (the Basic module's key facts). */
  isRequired: z.boolean(),
  /** Filled from the calculator: read-only, `answer` is the calculator's figure (null: no year found). */
  isFromCalculator: z.boolean(),
  /** `vsme`: read-only like a calculator figure, the answer of VSME B8 of `vsmeYear` (ESRS S1-6). */
  source: z.enum(['vsme']).optional(),
  answer: datapointValueSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type VsmeFormDatapoint = z.infer<typeof vsmeFormDatapointSchema>;

export const vsmeFormDisclosureSchema = z.object({
  code: z.string(),
  /** VSME: the module; ESRS: `esrs`, with the topical standard in `standard`. */
  module: z.enum(['basic', 'comprehensive', 'other', 'esrs']),
  standard: z.string().optional(),
  datapoints: z.array(vsmeFormDatapointSchema),
  isNotMaterial: z.boolean(),
  notMaterialReason: z.string(),
  evidenceNote: z.string(),
  /** The approved materiality assessment that last decided the disclosure, with its reason (ESRS only). */
  materiality: z.object({ assessmentId: z.string(), reason: z.string() }).nullable().optional(),
  /** Answered datapoints of `total`; a disclosure stated not material is complete. */
  completion: z.object({ answered: z.number(), total: z.number(), isComplete: z.boolean() }),
});
export type VsmeFormDisclosure = z.infer<typeof vsmeFormDisclosureSchema>;

/** A calculator year whose figures B3 shows. */
export const esgSourceYearSchema = z.object({
  _id: z.string(),
  containerId: z.string(),
  containerName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/**
 * A GHG reduction target of the calculator whose period (base year to target year) covers the ESG year:
 * the source of C3's and E1-4's target figures, linked to the reduction targets page of its plan.
 */
export const esgClimateTargetSchema = z.object({
  _id: z.string(),
  /** The project or group whose reduction plan holds the target. */
  plan: z.object({ kind: z.enum(['container', 'group']), id: z.string() }),
  planName: z.string(),
  /** The Corporate year whose emissions are the base. */
  baseInstance: z.string(),
  baseYear: z.number().int(),
  targetYear: z.number().int(),
  scope: z.enum(TARGET_SCOPES),
  reductionPercent: z.number(),
  /** The base year's emissions in the target's scope (kg), as the reduction targets page measures them. */
  baseYearKg: z.number().nullable(),
});
export type EsgClimateTarget = z.infer<typeof esgClimateTargetSchema>;

export const vsmeFormResponseSchema = z.object({
  year: z.object({
    _id: z.string(),
    containerId: z.string(),
    containerName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    isFrozen: z.boolean(),
  }),
  modules: z.enum(VSME_MODULE_SELECTIONS),
  /** The form family the year is entered with (absent: VSME). */
  family: z.enum(ESG_FORM_FAMILIES).optional(),
  /** The disclosures of the selected modules in the standard's order. */
  disclosures: z.array(vsmeFormDisclosureSchema),
  /** The Corporate years whose period overlaps this year: B3's figures are their totals together. */
  calculatorYears: z.array(esgSourceYearSchema),
  /** The reduction targets covering this year, earliest target year first: C3's and E1-4's source. */
  calculatorTargets: z.array(esgClimateTargetSchema),
  /** ESRS: the VSME year of the same period whose B8 answers S1-6 shows (absent or null: none). */
  vsmeYear: esgSourceYearSchema.nullable().optional(),
});
export type VsmeFormResponse = z.infer<typeof vsmeFormResponseSchema>;

/**
 * `PUT /api/company/esg/years/:id/esrs`: ESRS answers (null clears one), disclosure statements per
 * disclosure requirement, and optionally the form family.
 */
export const saveEsrsFormRequestSchema = z.object({
  family: z.enum(ESG_FORM_FAMILIES, { error: 'validation.invalid' }).optional(),
  answers: z
    .array(z.object({ code: z.string().min(1).max(200), value: datapointValueSchema.nullable() }))
    .max(2000)
    .default([]),
  disclosures: z.array(esgDisclosureStateSchema).max(100).default([]),
});
export type SaveEsrsFormRequest = z.input<typeof saveEsrsFormRequestSchema>;

/**
 * An ESG year's ESRS form: the disclosure requirements of the topical standards E1–G1 (each with its
 * `standard`), the same datapoint and statement shapes as VSME; E1's climate figures from the calculator.
 */
export const esrsFormResponseSchema = vsmeFormResponseSchema;
export type EsrsFormResponse = VsmeFormResponse;
