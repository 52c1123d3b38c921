import { z } from 'zod';
import { IMPACT_CATEGORIES } from '../emissions/impact-categories.ts';
import {
  factorRefSchema,
  formUnitCategorySchema,
  gridElectricityRefSchema,
  libraryFactorRefSchema,
  upstreamFactorRefSchema,
} from './factor-ref.ts';
import { findFormDefinitionIssues } from './form-rules.ts';

/** The calculator's container types that have a form (spec section 1); esg types have none here. */
export const FORM_TYPES = ['company', 'product', 'digital', 'event', 'custom'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Section icon ids of the calculator form (spec section 2, "Shell"). */
export const SECTION_ICON_IDS = [
  'customers',
  'energy',
  'facility',
  'food',
  'logistics',
  'mobility',
  'purchase',
  'refrigerants',
  'usePhase',
  'waste',
  'water',
  'distribution',
  'endOfLife',
  'materials',
  'production',
  'productUse',
  'development',
  'purchases',
  'servers',
  'userDevices',
  'mediaProduction',
  'aws',
  'azure',
  'travel',
  'onPremise',
  'general',
  'environment',
  'social',
  'governance',
] as const;
export type SectionIconId = (typeof SECTION_ICON_IDS)[number];

/** Sections nest at most this deep: their ids become a result's c1, c2 and c3. */
export const MAX_SECTION_DEPTH = 3;

/** Text in both application locales; neither may be blank. */
export const localizedTextSchema = z.strictObject({
  en: z.string().trim().min(1),
  de: z.string().trim().min(1),
});

/** Stable kebab-case id of a section, option group or option (stored on results, so never renamed). */
export const kebabIdSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case');

/** camelCase id of an input field (`fieldId` of `emissionActivityInputs`, generic input ids). */
export const fieldIdSchema = z
  .string()
  .max(60)
  .regex(/^[a-z][a-zA-Z0-9]*$/, 'must be camelCase');

/** 'YYYY.N': the year of the content and a running number, e.g. '2025.1'. */
export const formVersionSchema = z.string().regex(/^\d{4}\.[1-9]\d*$/, 'must be YYYY.N');

/**
 * One amount the user enters. Exactly one input per option is the `quantity`, whose unit category must be
 * the factor's; `multiplier` inputs are plain counts (pieces, persons, employees, hours) multiplied in.
 * `defaultUnit` is a unit id of the category (a currency code for `currency`).
 */
export const activityInputSchema = z.strictObject({
  fieldId: fieldIdSchema,
  label: localizedTextSchema,
  unitCategory: formUnitCategorySchema,
  defaultUnit: z.string().min(1),
  role: z.enum(['quantity', 'multiplier']),
});

/** One value a `select` generic input offers, stored as `value`. */
export const genericInputChoiceSchema = z.strictObject({
  value: z.string().min(1),
  label: localizedTextSchema,
});

/**
 * A free field stored on the result's `genericInputs` (evidence, a region, a spend year). A `select`
 * stores one of its `choices`' values as text; leaving it empty keeps the default the help names.
 */
export const genericInputSchema = z.strictObject({
  id: fieldIdSchema,
  type: z.enum(['number', 'string', 'select']),
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  choices: z.array(genericInputChoiceSchema).min(1).optional(),
});

const optionShape = {
  id: kebabIdSchema,
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  activityInputs: z.array(activityInputSchema).min(1),
  factor: factorRefSchema,
  /**
   * Scope 2 dual reporting: the location-based factor of the same kWh, stored as
   * `emissions.directLocationBased` next to the market-based `direct` (never a second result).
   */
  locationBasedFactor: gridElectricityRefSchema.optional(),
  /** Upstream factors on the same amounts; their sum is `emissions.indirect` (Scope 3 category 3). */
  upstream: z.array(upstreamFactorRefSchema).optional(),
  /** Biogenic CO2 of biomass fuels: reported outside the scopes (impact category `biogenic`). */
  biogenicCo2: libraryFactorRefSchema.optional(),
  genericInputs: z.array(genericInputSchema).optional(),
  parentDataToMultiplyBy: z.enum(['amounts', 'emissionFactor']).optional(),
  areChildrenStatic: z.boolean().optional(),
  /** The energy mix category of the activity (electricity*, energy* are not surcharged). */
  impactCategory: z.enum(IMPACT_CATEGORIES).optional(),
  /**
   * A Scope 3 option that applies a Scope 1 or 2 factor to someone else's activity (fuel burnt by sold
   * products, electricity of leased assets): the factor's scope is the emitter's, the result's is the section's.
   */
  reusesFactorOfScope: z.union([z.literal(1), z.literal(2)]).optional(),
};

const optionBaseSchema = z.strictObject(optionShape);
export type FormOption = z.infer<typeof optionBaseSchema> & { children?: FormOption[] };

/** A selectable activity with its inputs and factor; `children` are multiplied by the parent's data. */
export const formOptionSchema: z.ZodType<FormOption> = optionBaseSchema.extend({
  get children() {
    return z.array(formOptionSchema).optional();
  },
});

/** Rows of a section: static groups show every option as a fixed row, dynamic ones let the user add rows. */
export const optionGroupSchema = z.strictObject({
  id: kebabIdSchema,
  label: localizedTextSchema,
  description: localizedTextSchema.optional(),
  isStatic: z.boolean(),
  options: z.array(formOptionSchema).min(1),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** The GHG Protocol scope (and Scope 3 category) of a section; sub-sections inherit it. */
export const sectionGhgSchema = z.strictObject({
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  scope3Category: z.number().int().min(1).max(15).optional(),
});
export type SectionGhg = z.infer<typeof sectionGhgSchema>;

const sectionShape = {
  id: kebabIdSchema,
  label: localizedTextSchema,
  description: localizedTextSchema.optional(),
  icon: z.enum(SECTION_ICON_IDS).optional(),
  /** Hidden unless selected in `general.selectedVoluntarySectionIds` (spec section 4). */
  isVoluntary: z.boolean().optional(),
  /**
   * Filled by the calculator from other sections (Scope 3 category 3 from `upstream`); its own option
   * groups, if any, hold rows entered by hand for what cannot be computed.
   */
  isAutomatic: z.boolean().optional(),
  ghg: sectionGhgSchema.optional(),
  optionGroups: z.array(optionGroupSchema).optional(),
};

const sectionBaseSchema = z.strictObject(sectionShape);
export type FormSection = z.infer<typeof sectionBaseSchema> & { sections?: FormSection[] };

/** A form section; its id is the result's c1, c2 or c3 by depth. */
export const formSectionSchema: z.ZodType<FormSection> = sectionBaseSchema.extend({
  get sections() {
    return z.array(formSectionSchema).optional();
  },
});

/**
 * A versioned calculator form. Besides the shapes, `findFormDefinitionIssues` checks the cross-field rules
 * (unique ids, one quantity per option, unit categories, depth, scopes, required generic inputs).
 */
export const formDefinitionSchema = z
  .strictObject({
    type: z.enum(FORM_TYPES),
    version: formVersionSchema,
    sections: z.array(formSectionSchema),
  })
  .superRefine((form, ctx) => {
    for (const issue of findFormDefinitionIssues(form)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type ActivityInput = z.infer<typeof activityInputSchema>;
export type GenericInput = z.infer<typeof genericInputSchema>;
export type LocalizedText = z.infer<typeof localizedTextSchema>;
