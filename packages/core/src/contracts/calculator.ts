import { z } from 'zod';
import { dataQualityFieldsSchema } from '../data-quality/data-quality-fields.ts';
import { DATA_SOURCE_TYPES } from '../data-quality/data-sources.ts';
import { emissionsSchema } from '../emissions/emission-schemas.ts';
import { ghgScopeSchema } from '../emissions/ghg-scope.ts';
import { factorNoteSchema } from '../factors/factor-notes.ts';
import { factorSourcesSchema } from '../factors/factor-sources.ts';
import { findFactorSourceConflicts } from '../factors/year-factor-sources.ts';
import { FORM_TYPES } from '../forms/form-definition.ts';
import { resultFileSchema } from './evidence-files.ts';
import { reductionTargetSchema } from './reduction.ts';
import { NO_ASSURANCE, yearAssuranceSchema } from './review.ts';
import { EMPTY_YEAR_DISCLOSURES, yearDisclosuresSchema } from './year-disclosures.ts';

/**
 * Contracts of the carbon calculator (`/api/company/calculator/...`, spec sections 3 and 7).
 * Every id is a uuid string `_id`; dates are calendar dates 'YYYY-MM-DD'.
 */

/** Types a project can be created with here: those with a calculator form, and ESG (the VSME form). */
export const CREATABLE_CONTAINER_TYPES = [...FORM_TYPES, 'esg'] as const;
export type CreatableContainerType = (typeof CREATABLE_CONTAINER_TYPES)[number];

/** Most results one `results/manage` call may carry (spec section 9: save batch size 1000). */
export const RESULTS_BATCH_SIZE = 1000;
/** Results per page of `results/list` (spec section 9: export chunk size 1000). */
export const RESULTS_PAGE_SIZE = 1000;
/** Top sources listed by `instances/setup` for Analyze. */
export const TOP_SOURCES_LIMIT = 10;
/** Default names (spec section 9). */
export const DEFAULT_GROUP_NAME = 'Untitled Group';
export const ALL_ENTITIES_GROUP_NAME = 'All entities';

const id = z.uuid({ error: 'validation.invalid' });
const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(120, { error: 'validation.tooLong' });
const isoDate = z.iso.date({ error: 'validation.invalid' });
const lang = z.enum(['en', 'de']).default('en');
const optionalText = (max: number) => z.string().max(max, { error: 'validation.tooLong' }).optional();

/** A region for grid electricity: ISO 3166-1 alpha-2 or 'US-<eGRID subregion>'. */
export const electricityRegionSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[A-Z]{2}(-[A-Z0-9]{2,6})?$/, { error: 'validation.invalid' });

/** `general` of an instance. */
export const instanceGeneralSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  surchargePercent: z.number().min(0).max(1000),
  isFrozen: z.boolean(),
  selectedVoluntarySectionIds: z.array(z.string()),
  electricityEmissionFactor: z.object({ region: z.string() }),
  /** The factor source per kind of activity in force for the year. */
  factorSources: factorSourcesSchema,
  /** True while the year follows its region's default sources (none chosen for it). */
  hasRegionDefaultFactorSources: z.boolean(),
});
export type InstanceGeneral = z.infer<typeof instanceGeneralSchema>;

/** The editable part of `general` (isFrozen changes through freeze/unfreeze only). */
export const instanceGeneralInputSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    surchargePercent: z
      .number({ error: 'validation.invalid' })
      .min(0, { error: 'validation.notNegative' })
      .max(1000, { error: 'validation.surchargeTooLarge' })
      .default(0),
    selectedVoluntarySectionIds: z.array(z.string().max(80)).max(100).default([]),
    electricityEmissionFactor: z.object({ region: electricityRegionSchema }),
    /**
     * The year's factor sources: null follows the region's defaults (`defaultFactorSources`); absent
     * keeps what the year has (a new year follows its region).
     */
    factorSources: factorSourcesSchema.nullable().optional(),
  })
  .refine((general) => general.endDate >= general.startDate, {
    path: ['endDate'],
    error: 'validation.endBeforeStart',
  })
  .superRefine((general, context) => {
    if (!general.factorSources) return;
    for (const conflict of findFactorSourceConflicts(
      general.factorSources,
      general.electricityEmissionFactor.region,
    )) {
      context.addIssue({ code: 'custom', path: ['factorSources', conflict.kind], message: conflict.message });
    }
  });
export type InstanceGeneralInput = z.infer<typeof instanceGeneralInputSchema>;

/** Which views a form group hides for its instances (spec: hiddenUI redirects to inputs). */
export const hiddenUiSchema = z.object({ analyze: z.boolean(), impact: z.boolean(), engage: z.boolean() });

/** A form group: the form an instance is entered with. `_id` is the form type (or `custom`). */
export const formGroupSchema = z.object({
  _id: z.string(),
  isStatic: z.boolean(),
  type: z.string(),
  hiddenUI: hiddenUiSchema,
});
export type FormGroup = z.infer<typeof formGroupSchema>;

/** An instance as listed under its container. */
export const instanceSummarySchema = z.object({
  _id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isFrozen: z.boolean(),
});
export type InstanceSummary = z.infer<typeof instanceSummarySchema>;

export const containerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  instances: z.array(instanceSummarySchema),
  updatedAssociationsAt: z.string(),
});
export type Container = z.infer<typeof containerSchema>;

export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  containers: z.array(z.string()),
});
export type Group = z.infer<typeof groupSchema>;

/** A dated instance (a reporting period) of a container. */
export const instanceSchema = z.object({
  _id: z.string(),
  container: z.object({ _id: z.string(), name: z.string(), type: z.string() }),
  general: instanceGeneralSchema,
  formGroup: formGroupSchema,
  formState: z.object({ sectionIdsMarkedAsExcluded: z.array(z.string()) }),
  /** Net revenue, residual mix and the reasons of Scope 3 categories at zero (ESRS E1). */
  disclosures: yearDisclosuresSchema.default(EMPTY_YEAR_DISCLOSURES),
  /** The assurance the year's figures were given (spec section 4). */
  assurance: yearAssuranceSchema.default(NO_ASSURANCE),
  /** The form version the instance's results were computed with. */
  formVersion: z.string(),
  invite: z.null(),
  updatedAt: z.string(),
});
export type Instance = z.infer<typeof instanceSchema>;

/** `GET /api/company/calculator/setup`. */
export const calculatorSetupResponseSchema = z.object({
  containers: z.array(containerSchema),
  groups: z.array(groupSchema),
  formGroupTypes: z.array(formGroupSchema),
});
export type CalculatorSetupResponse = z.infer<typeof calculatorSetupResponseSchema>;

// ——— Forms as served (localized) ———

export const servedActivityInputSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  unitCategory: z.string(),
  defaultUnit: z.string(),
  role: z.enum(['quantity', 'multiplier']),
});
export type ServedActivityInput = z.infer<typeof servedActivityInputSchema>;

export const servedGenericInputSchema = z.object({
  id: z.string(),
  type: z.enum(['number', 'string', 'select']),
  label: z.string(),
  help: z.string().optional(),
  /** `select`: the values offered, labelled in the page's language. */
  choices: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});

/** How a row's factor is chosen, as the Inputs page needs to know it. */
export const servedFactorSchema = z.object({
  kind: z.enum(['library', 'gridElectricity', 'marketElectricity', 'spend', 'userDefined', 'picker']),
  /** `userDefined`: the unit category the typed factor is per (kg CO2e per base unit). */
  unitCategory: z.string().optional(),
  /** `picker`: the filter for the factor picker. */
  filter: z
    .object({
      source: z.string().optional(),
      level1: z.string().optional(),
      unitCategory: z.string().optional(),
      scope: z.number().optional(),
      excludeLevel1: z.array(z.string()).optional(),
    })
    .optional(),
});

export type ServedOption = {
  id: string;
  label: string;
  help?: string;
  activityInputs: ServedActivityInput[];
  genericInputs: z.infer<typeof servedGenericInputSchema>[];
  factor: z.infer<typeof servedFactorSchema>;
  hasLocationBasedFactor: boolean;
  /** The regional source of the option's factor (DESNZ or US EPA); absent where the option has none. */
  factorSource?: 'DESNZ' | 'EPA';
  parentDataToMultiplyBy?: 'amounts' | 'emissionFactor';
  areChildrenStatic?: boolean;
  children?: ServedOption[];
};
export const servedOptionSchema: z.ZodType<ServedOption> = z.object({
  id: z.string(),
  label: z.string(),
  help: z.string().optional(),
  activityInputs: z.array(servedActivityInputSchema),
  genericInputs: z.array(servedGenericInputSchema),
  factor: servedFactorSchema,
  hasLocationBasedFactor: z.boolean(),
  factorSource: z.enum(['DESNZ', 'EPA']).optional(),
  parentDataToMultiplyBy: z.enum(['amounts', 'emissionFactor']).optional(),
  areChildrenStatic: z.boolean().optional(),
  get children() {
    return z.array(servedOptionSchema).optional();
  },
});

export const servedOptionGroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().optional(),
  isStatic: z.boolean(),
  options: z.array(servedOptionSchema),
});
export type ServedOptionGroup = z.infer<typeof servedOptionGroupSchema>;

export type ServedSection = {
  id: string;
  label: string;
  description?: string;
  icon?: string;
  isVoluntary: boolean;
  isAutomatic: boolean;
  ghg?: { scope: 1 | 2 | 3; scope3Category?: number };
  optionGroups: ServedOptionGroup[];
  sections: ServedSection[];
};
export const servedSectionSchema: z.ZodType<ServedSection> = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().optional(),
  icon: z.string().optional(),
  isVoluntary: z.boolean(),
  isAutomatic: z.boolean(),
  ghg: z
    .object({
      scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      scope3Category: z.number().optional(),
    })
    .optional(),
  optionGroups: z.array(servedOptionGroupSchema),
  get sections() {
    return z.array(servedSectionSchema);
  },
});

/** A calculator form in one language. */
export const servedFormSchema = z.object({
  type: z.string(),
  version: z.string(),
  lang: z.enum(['en', 'de']),
  sections: z.array(servedSectionSchema),
});
export type ServedForm = z.infer<typeof servedFormSchema>;

/**
 * `POST …/forms/retrieve`. A Custom project's form is its own: with `container` (a project of the
 * company) the form of that project is answered, without it the form group's shipped form.
 */
export const retrieveFormRequestSchema = z.object({
  formGroup: z.string().min(1).max(80),
  lang,
  container: id.optional(),
});
export const retrieveFormResponseSchema = z.object({ form: servedFormSchema });

// ——— Results ———

/** The sources a result's data came from (spec section 3); `percentShare` per selected type. */
export const resultSourcesSchema = z.object({
  types: z.array(
    z.object({ type: z.enum(DATA_SOURCE_TYPES), percentShare: z.number().min(0).max(100).optional() }),
  ),
  otherDataSources: z.string().max(500).optional(),
});
export type ResultSources = z.infer<typeof resultSourcesSchema>;

export const dataQualityInputSchema = dataQualityFieldsSchema;

/** An amount as the client sends it: the server resolves category, base and conversion factor. */
export const activityInputValueSchema = z.object({
  fieldId: z.string().min(1).max(60),
  value: z.number({ error: 'validation.number' }).finite().nullable(),
  unit: z.string().min(1).max(40),
});
export type ActivityInputValue = z.infer<typeof activityInputValueSchema>;

/** A factor the user typed (userDefined options): kg CO2e per base unit, with its source. */
export const userFactorInputSchema = z.object({
  factor: z.number({ error: 'validation.number' }).finite().min(0),
  source: z.string().trim().min(1, { error: 'validation.required' }).max(300),
});

const resultFieldsShape = {
  formOptionId: z.string().min(1).max(80),
  name: optionalText(200),
  assumptions: optionalText(4000),
  notes: optionalText(4000),
  csvId: optionalText(200),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  isReviewed: z.boolean().optional(),
  isExcluded: z.boolean().optional(),
  isMarkedComplete: z.boolean().optional(),
  emissionActivityInputs: z.array(activityInputValueSchema).max(5).default([]),
  genericInputs: z
    .record(z.string().max(60), z.union([z.string().max(2000), z.number().finite()]))
    .default({}),
  /** `picker` options: the library factor the user chose. */
  pickedFactorId: z.string().max(300).optional(),
  /** `userDefined` options. */
  userFactor: userFactorInputSchema.optional(),
  sources: resultSourcesSchema.optional(),
  dataQuality: dataQualityInputSchema.optional(),
  /** Share (0–100) of the result counted in its instance; absent means 100. */
  distributionPercent: z.number().min(0).max(100).optional(),
  generatedFromFile: optionalText(300),
};

/** A child row (spec: children with a parent link) as sent by the client. */
export const childResultInputSchema = z.object({ _id: id.optional(), ...resultFieldsShape });

/** A result as sent by the client. Emissions are never taken from the client: the server computes them. */
export const resultInputSchema = z.object({
  instance: id,
  ...resultFieldsShape,
  children: z.array(childResultInputSchema).max(50).default([]),
});
export type ResultInput = z.input<typeof resultInputSchema>;
export type ParsedResultInput = z.output<typeof resultInputSchema>;

export const resultUpdateSchema = resultInputSchema.extend({ _id: id });
export type ResultUpdate = z.input<typeof resultUpdateSchema>;

/** The factor a figure was computed with, frozen on the result so it can be reproduced. */
export const factorUsedSchema = z.object({
  part: z.enum(['direct', 'directLocationBased', 'indirect', 'biogenic']),
  /** Library factor id, or null for a factor typed by the user or a certificate (0 kg/kWh). */
  factorId: z.string().nullable(),
  lineageKey: z.string().nullable(),
  source: z.string(),
  edition: z.string().nullable(),
  licence: z.string().nullable(),
  value: z.number(),
  valueUnit: z.string(),
  /**
   * A proxy: this factor of another source stands in for one the main factor's source does not publish
   * (the EPA Hub has no well-to-tank factors); the lineage key of the main factor it stands in for.
   */
  proxyFor: z.string().optional(),
  /** How the value was derived from the cited factor row (T&D losses from eGRID's grid gross loss). */
  derivation: z.string().optional(),
  /** What a reader must know beside the value: another year's data, losses or margins left out, … */
  notes: z.array(factorNoteSchema).optional(),
});
export type FactorUsed = z.infer<typeof factorUsedSchema>;

/** The kg CO2e of a result by scope (distribution not applied), stored for aggregation. */
export const resultFiguresSchema = z.object({
  scope1: z.number(),
  scope2MarketBased: z.number(),
  scope2LocationBased: z.number(),
  scope3: z.number(),
  /** Scope 3 category of the result's own part (null for none). */
  scope3Category: z.number().nullable(),
  /** Upstream of a Scope 1/2 result: Scope 3 category 3. */
  fuelAndEnergyUpstream: z.number(),
  unscoped: z.number(),
  /** Market-based total of the result. */
  total: z.number(),
  locationBasedTotal: z.number(),
  /** The company's own energy consumption of a Scope 1 or 2 result, kWh on a gross calorific value basis. */
  energyKwh: z.number(),
  /** Its ESRS E1-5 breakdown; electricity by the grid mix (location-based). */
  energyFossilKwh: z.number().default(0),
  energyNuclearKwh: z.number().default(0),
  energyRenewableKwh: z.number().default(0),
  /** Market-based: certificates count renewable; the rest of the electricity follows the grid mix. */
  energyMarketBasedNuclearKwh: z.number().default(0),
  energyMarketBasedRenewableKwh: z.number().default(0),
  /** kg CO2 of burnt biomass, reported outside the scopes and in no total. */
  biogenicCo2: z.number().default(0),
});
export type ResultFigures = z.infer<typeof resultFiguresSchema>;

export const storedAmountSchema = z.object({
  fieldId: z.string().optional(),
  value: z.number().nullable(),
  unit: z.string(),
  unitCategory: z.string(),
  unitBase: z.string(),
  conversionFactor: z.number(),
});

const resultOutputShape = {
  _id: z.string(),
  instance: z.string(),
  parent: z.string().nullable(),
  formOptionId: z.string(),
  c1: z.string(),
  c2: z.string().nullable(),
  c3: z.string().nullable(),
  name: z.string(),
  assumptions: z.string(),
  notes: z.string(),
  csvId: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isReviewed: z.boolean(),
  isExcluded: z.boolean(),
  isMarkedComplete: z.boolean(),
  emissionActivityInputs: z.array(storedAmountSchema),
  genericInputs: z.record(z.string(), z.union([z.string(), z.number()])),
  pickedFactorId: z.string().nullable(),
  userFactor: userFactorInputSchema.nullable(),
  files: z.array(resultFileSchema),
  generatedFromFile: z.string().nullable(),
  sources: resultSourcesSchema,
  dataQuality: dataQualityInputSchema,
  timePeriodFactor: z.number(),
  emissions: emissionsSchema,
  ghgScope: ghgScopeSchema.nullable(),
  figures: resultFiguresSchema,
  factorsUsed: z.array(factorUsedSchema),
  /** Why no figure could be computed (missing amount, no factor for the region), else null. */
  calculationIssue: z.string().nullable(),
  distributionPercent: z.number().nullable(),
  formVersion: z.string(),
  updatedAt: z.string(),
};
export const resultSchema = z.object(resultOutputShape);
export type Result = z.infer<typeof resultSchema>;

export const pageSchema = z.object({ position: z.number().int(), canLoadMore: z.boolean() });

/** `POST …/results/list` (query `skip`). */
export const listResultsRequestSchema = z.object({ instances: z.array(id).min(1).max(200) });
export const listResultsQuerySchema = z.object({ skip: z.coerce.number().int().min(0).default(0) });
export const listResultsResponseSchema = z.object({ results: z.array(resultSchema), pagination: pageSchema });

/** `POST …/results/form/list`: a section's rows and their children. */
export const listFormResultsRequestSchema = z.object({
  instances: z.array(id).min(1).max(200),
  query: z
    .object({
      c1: z.string().max(80).optional(),
      c2: z.string().max(80).optional(),
      c3: z.string().max(80).optional(),
    })
    .default({}),
});
export const listFormResultsResponseSchema = z.object({
  parentResults: z.array(resultSchema),
  childResults: z.array(resultSchema),
});

export const formSectionAggregationsSchema = z.record(z.string(), z.object({ totalCo2: z.number() }));
export type FormSectionAggregations = z.infer<typeof formSectionAggregationsSchema>;

/** `POST …/results/manage`: one batch of at most 1000 changes, applied whole or not at all. */
export const manageResultsRequestSchema = z.object({
  results: z.object({
    toCreate: z.array(resultInputSchema).default([]),
    toUpdate: z.array(resultUpdateSchema).default([]),
    toDelete: z.array(id).default([]),
  }),
  aggregateFormSectionsForInstances: z.array(id).max(200).default([]),
});
export type ManageResultsRequest = z.input<typeof manageResultsRequestSchema>;
export const manageResultsResponseSchema = z.object({
  results: z.array(resultSchema),
  deleted: z.array(z.string()),
  formSectionAggregations: formSectionAggregationsSchema,
});
export type ManageResultsResponse = z.infer<typeof manageResultsResponseSchema>;

// ——— Aggregation and setup ———

const energySourceGroupsSchema = z.object({ fossil: z.number(), nuclear: z.number(), renewable: z.number() });
export const energyMixTotalsSchema = z.object({
  locationBased: energySourceGroupsSchema,
  marketBased: energySourceGroupsSchema,
});
export type EnergyMixTotals = z.infer<typeof energyMixTotalsSchema>;
export const EMPTY_ENERGY_MIX_TOTALS: EnergyMixTotals = {
  locationBased: { fossil: 0, nuclear: 0, renewable: 0 },
  marketBased: { fossil: 0, nuclear: 0, renewable: 0 },
};

/** The sum of two energy breakdowns (years or entities added together). */
export function addEnergyMixTotals(a: EnergyMixTotals, b: EnergyMixTotals): EnergyMixTotals {
  const add = (x: EnergyMixTotals['locationBased'], y: EnergyMixTotals['locationBased']) => ({
    fossil: x.fossil + y.fossil,
    nuclear: x.nuclear + y.nuclear,
    renewable: x.renewable + y.renewable,
  });
  return {
    locationBased: add(a.locationBased, b.locationBased),
    marketBased: add(a.marketBased, b.marketBased),
  };
}

export const totalsSchema = z.object({
  numResults: z.number(),
  totalCo2InKg: z.number(),
  totalCo2InKgPerScope: z.object({ 1: z.number(), 2: z.number(), 3: z.number() }),
  totalEnergyConsumptionInKwh: z.number(),
  totalLocationBasedCo2InKg: z.number(),
  /** Scope 3 kg per category 1–15 (category 3 includes the upstream of Scope 1 and 2 rows). */
  scope3PerCategory: z.record(z.string(), z.number()),
  /** Emissions of results whose factor has no scope (footprint forms): counted in the total only. */
  unscopedCo2InKg: z.number(),
  /** Biogenic CO2 of burnt biomass (kg), outside the scopes: never part of a total above. */
  biogenicCo2InKg: z.number().default(0),
  /** `totalEnergyConsumptionInKwh` by ESRS E1-5 source group, on each Scope 2 basis (kWh, gross CV). */
  energyMixInKwh: energyMixTotalsSchema.default(EMPTY_ENERGY_MIX_TOTALS),
});
export type Totals = z.infer<typeof totalsSchema>;

export const aggregatedResultsSchema = totalsSchema.extend({
  /** The same totals per instance id. */
  instances: z.record(z.string(), totalsSchema),
});
export type CalculatorAggregatedResults = z.infer<typeof aggregatedResultsSchema>;

export const topSourceSchema = z.object({
  resultId: z.string(),
  instance: z.string(),
  name: z.string(),
  formOptionId: z.string(),
  c1: z.string(),
  c2: z.string().nullable(),
  c3: z.string().nullable(),
  totalCo2InKg: z.number(),
  /** The name of the factor the user picked (a spend row's sector), else null. */
  pickedFactorName: z.string().nullable().default(null),
  /**
   * The same kg by scope (market-based Scope 2; distribution applied), so a row whose emissions fall in
   * two scopes (electricity and its category 3 upstream) is shown split and the shares match the scopes.
   */
  perScope: z
    .object({ scope1: z.number(), scope2: z.number(), scope3: z.number(), unscoped: z.number() })
    .default({ scope1: 0, scope2: 0, scope3: 0, unscoped: 0 }),
  /** Evidence files attached to the row (Analyze shows a paperclip with the count). */
  fileCount: z.number().int().default(0),
});
export type TopSource = z.infer<typeof topSourceSchema>;

/** Per section: kg and the counts for the completion marks of the Inputs navigation. */
export const sectionProgressSchema = z.record(
  z.string(),
  z.object({ numResults: z.number(), numMarkedComplete: z.number() }),
);

/** `POST …/instances/setup`. */
export const instancesSetupRequestSchema = z.object({ instances: z.array(id).min(1).max(200), lang });
export const instancesSetupResponseSchema = z.object({
  aggregatedResults: aggregatedResultsSchema,
  formSectionAggregations: formSectionAggregationsSchema,
  /** Same per section, location-based (scope 2 dual reporting). */
  formSectionLocationBasedAggregations: formSectionAggregationsSchema,
  sectionProgress: sectionProgressSchema,
  topSources: z.array(topSourceSchema),
  instances: z.array(instanceSchema),
  invitedOptionGroupIds: z.array(z.string()),
  invitedSectionIds: z.array(z.string()),
  /** Reduction targets of the instances' projects (Impact tab). */
  targets: z.array(reductionTargetSchema),
  serviceConnectors: z.array(z.never()),
  form: servedFormSchema,
});
export type InstancesSetupResponse = z.infer<typeof instancesSetupResponseSchema>;

/** `POST …/instances/list`. */
export const listInstancesRequestSchema = z
  .object({ instances: z.array(id).max(200).optional(), containers: z.array(id).max(200).optional() })
  .refine((body) => (body.instances?.length ?? 0) + (body.containers?.length ?? 0) > 0, {
    error: 'validation.required',
    path: ['instances'],
  });
export const listInstancesResponseSchema = z.object({ instances: z.array(instanceSchema) });

/** `POST …/instances`: a new year of a container, or a new project with its first year. */
export const createInstanceRequestSchema = z.union([
  z.object({ container: id, general: instanceGeneralInputSchema }),
  z.object({
    container: z.object({ name, type: z.enum(CREATABLE_CONTAINER_TYPES, { error: 'validation.invalid' }) }),
    general: instanceGeneralInputSchema,
  }),
]);
export type CreateInstanceRequest = z.input<typeof createInstanceRequestSchema>;
export const createInstanceResponseSchema = z.object({
  instance: instanceSchema,
  container: containerSchema,
  formSectionAggregations: formSectionAggregationsSchema,
});

/** `PATCH …/instances/:id`: period, surcharge, region, factor sources, voluntary sections (results are recomputed). */
export const updateInstanceRequestSchema = z.object({ general: instanceGeneralInputSchema });
/** `PUT …/instances/:id/form-state`. */
export const updateFormStateRequestSchema = z.object({
  sectionIdsMarkedAsExcluded: z.array(z.string().max(80)).max(200),
});
export const instanceResponseSchema = z.object({ instance: instanceSchema });

/** `POST …/instances/:id/recompute/preview`: the change per section if recomputed with today's library. */
export const recomputePreviewResponseSchema = z.object({
  numResults: z.number(),
  numChanged: z.number(),
  sections: z.array(z.object({ sectionId: z.string(), before: z.number(), after: z.number() })),
  totalBefore: z.number(),
  totalAfter: z.number(),
  editionsBefore: z.array(z.string()),
  editionsAfter: z.array(z.string()),
});
export type RecomputePreview = z.infer<typeof recomputePreviewResponseSchema>;
export const recomputeResponseSchema = z.object({ numResults: z.number(), numChanged: z.number() });

/** Containers (projects). */
export const renameContainerRequestSchema = z.object({ name });
export const containerResponseSchema = z.object({ container: containerSchema });

/** Groups. */
export const groupInputSchema = z.object({
  name: z.string().trim().max(120, { error: 'validation.tooLong' }).optional(),
  containers: z.array(id).min(1, { error: 'validation.required' }).max(200),
});
export const groupResponseSchema = z.object({ group: groupSchema });
export const groupsSetupRequestSchema = z.object({ _id: id, lang });
export const groupsSetupResponseSchema = z.object({
  group: groupSchema,
  /** Section id → its header (label) in the requested language, over the forms of the group's containers. */
  formSectionIdToHeaderMap: z.record(z.string(), z.string()),
});

export const calculatorOkSchema = z.object({ ok: z.literal(true) });
