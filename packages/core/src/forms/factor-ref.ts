import { z } from 'zod';
import { factorSourceSchema, factorUnitCategorySchema } from '../factors/factor-schema.ts';
import { isNaceA64Code } from '../spend-factors/nace-a64.ts';
import { UNIT_CATEGORY_IDS } from '../units/unit-types.ts';

/**
 * Unit categories an activity input may use: the units module's categories plus `currency`, a spend
 * amount (value + currency + spend year) that is restated in 2022 USD for USEEIO (see `buildSpendAmount`).
 */
export const FORM_UNIT_CATEGORIES = [...UNIT_CATEGORY_IDS, 'currency'] as const;
export const formUnitCategorySchema = z.enum(FORM_UNIT_CATEGORIES);
export type FormUnitCategory = z.infer<typeof formUnitCategorySchema>;

/**
 * A fixed factor of the committed library, named by its `lineageKey` (stable across editions). The server
 * picks the edition whose year is the instance's year, otherwise the newest (`pickEditionForYear`).
 */
export const libraryFactorRefSchema = z.strictObject({
  kind: z.literal('library'),
  lineageKey: z.string().min(1),
});

/**
 * The location-based grid factor of a region (`resolveGridElectricity`): GB → DESNZ UK grid, US-<eGRID
 * subregion> → eGRID total output, other ISO countries → the generation part of Ember/OWID's intensity.
 * `region` 'instance' (the default when absent) uses the instance's `general.electricityEmissionFactor.region`;
 * 'userSelected' reads the row's generic input `region` (a data centre's or a customer's country).
 */
export const gridElectricityRefSchema = z.strictObject({
  kind: z.literal('gridElectricity'),
  basis: z.literal('location'),
  region: z.enum(['instance', 'userSelected']).optional(),
});

/** The generic input that holds a row's grid region when `region` is 'userSelected'. */
export const GRID_REGION_INPUT_ID = 'region';

/**
 * Contractual instruments of the Scope 2 market-based method (GHG Protocol Scope 2 Guidance):
 * - `energyAttributeCertificate`: green tariff backed by certificates (GO, REGO, REC, I-REC): 0 kg/kWh,
 *   only with the certificate documented in the row's generic inputs;
 * - `supplierSpecific`: the supplier's disclosed factor, typed with its source.
 * Electricity without an instrument is a `gridElectricity` option: no residual mix is shipped (none is
 * openly licensed), so its market-based figure falls back to the location-based factor, and says so.
 */
export const MARKET_INSTRUMENTS = ['energyAttributeCertificate', 'supplierSpecific'] as const;
export type MarketInstrument = (typeof MARKET_INSTRUMENTS)[number];

export const marketElectricityRefSchema = z.strictObject({
  kind: z.literal('marketElectricity'),
  instrument: z.enum(MARKET_INSTRUMENTS),
});

/** Generic inputs each instrument needs, so the evidence travels with the number. */
export const MARKET_INSTRUMENT_INPUT_IDS: Readonly<Record<MarketInstrument, readonly string[]>> = {
  energyAttributeCertificate: ['certificateType', 'certificateReference'],
  supplierSpecific: ['supplierEmissionFactor', 'supplierFactorSource'],
};

/**
 * A spend factor: USEEIO v1.3 (kg CO2e per 2022 USD, purchaser price) named by its NAICS code, and/or
 * FIGARO (kg CO2e per 1000 EUR of the spend year) named by its NACE A64 code, or `userSelected` for the
 * row's generic input `naceIndustry`. Which one a row uses is its `spendSource` (default: the year's).
 */
export const spendFactorRefSchema = z
  .strictObject({
    kind: z.literal('spend'),
    lineageKey: z
      .string()
      .regex(/^epa-useeio:\d{6}$/, 'must be epa-useeio:<6-digit NAICS code>')
      .optional(),
    nace: z
      .string()
      .refine(
        (code) => code === 'userSelected' || isNaceA64Code(code),
        'must be a NACE A64 code or userSelected',
      )
      .optional(),
  })
  .refine((ref) => ref.lineageKey !== undefined || ref.nace !== undefined, 'needs a NAICS or a NACE code');

/** The generic input that holds a spend amount's year (the price year before deflation to 2022). */
export const SPEND_YEAR_INPUT_ID = 'spendYear';

/** The generic input that picks a spend row's factor source (FIGARO or EPA_USEEIO; empty: the year's). */
export const SPEND_SOURCE_INPUT_ID = 'spendSource';

/** The generic input naming a spend row's supplier country (a FIGARO country; empty: unknown). */
export const SUPPLIER_COUNTRY_INPUT_ID = 'supplierCountry';

/** The generic input holding the NACE A64 industry of an "other purchase by NACE industry" row. */
export const NACE_INDUSTRY_INPUT_ID = 'naceIndustry';

/**
 * A factor the user types with its source (supplier-specific, product carbon footprint, a study):
 * kg CO2e per base unit of `unitCategory`. Stored with `emissions.direct.source`.
 */
export const userDefinedFactorRefSchema = z.strictObject({
  kind: z.literal('userDefined'),
  unitCategory: formUnitCategorySchema,
});

/** The user chooses a factor from the library; the filter narrows the list (and must fit the option). */
export const pickerFactorRefSchema = z.strictObject({
  kind: z.literal('picker'),
  filter: z.strictObject({
    source: factorSourceSchema.optional(),
    level1: z.string().min(1).optional(),
    unitCategory: factorUnitCategorySchema.optional(),
    scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /** Library sections never offered here (vehicle fuels are mobile combustion, never stationary). */
    excludeLevel1: z.array(z.string().min(1)).optional(),
  }),
});

/** Where an option's emission factor comes from. */
export const factorRefSchema = z.discriminatedUnion('kind', [
  libraryFactorRefSchema,
  gridElectricityRefSchema,
  marketElectricityRefSchema,
  spendFactorRefSchema,
  userDefinedFactorRefSchema,
  pickerFactorRefSchema,
]);

/**
 * A documented stand-in for an upstream factor the main factor's source does not publish: the EPA Hub has no
 * well-to-tank factors, so an EPA fuel's upstream is the DESNZ well-to-tank factor of the same fuel. The
 * figure is labelled as a proxy on the row (`FactorUsed.proxyFor`) and wherever the row is reported.
 */
function proxyUpstreamRefSchema() {
  return z.strictObject({ kind: z.literal('proxy'), lineageKey: z.string().min(1) });
}

/**
 * An upstream factor (well-to-tank, transmission and distribution) computed on the same amounts and
 * stored as `emissions.indirect`: Scope 3 category 3 for Scope 1/2 options (`classifyEmissionsByScope`).
 * `gridElectricityUpstream` is the grid region's own set (GB: DESNZ WTT generation, T&D, WTT of T&D; US:
 * T&D losses from the eGRID subregion's grid gross loss; Ember: the upstream part of its intensity, and
 * T&D losses at the year's loss percentage, see `resolveGridElectricity`).
 */
export const upstreamFactorRefSchema = z.discriminatedUnion('kind', [
  libraryFactorRefSchema,
  z.strictObject({ kind: z.literal('gridElectricityUpstream') }),
  proxyUpstreamRefSchema(),
]);

export type LibraryFactorRef = z.infer<typeof libraryFactorRefSchema>;
export type GridElectricityRef = z.infer<typeof gridElectricityRefSchema>;
export type MarketElectricityRef = z.infer<typeof marketElectricityRefSchema>;
export type SpendFactorRef = z.infer<typeof spendFactorRefSchema>;
export type UserDefinedFactorRef = z.infer<typeof userDefinedFactorRefSchema>;
export type PickerFactorRef = z.infer<typeof pickerFactorRefSchema>;
export type FactorRef = z.infer<typeof factorRefSchema>;
export type UpstreamFactorRef = z.infer<typeof upstreamFactorRefSchema>;
