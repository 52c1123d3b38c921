import { z } from 'zod';
import { INPUTS, quantityInput, SPEND_YEAR_INPUT, text } from './content/builders.ts';
import {
  formUnitCategorySchema,
  libraryFactorRefSchema,
  pickerFactorRefSchema,
  spendFactorRefSchema,
  userDefinedFactorRefSchema,
} from './factor-ref.ts';
import {
  type FormDefinition,
  type FormOption,
  formDefinitionSchema,
  formVersionSchema,
  kebabIdSchema,
  localizedTextSchema,
  SECTION_ICON_IDS,
  sectionGhgSchema,
} from './form-definition.ts';

/** The Custom form as shipped: empty, the company composes its sections from the factor library. */
export const CUSTOM_FORM: FormDefinition = { type: 'custom', version: '2025.1', sections: [] };

/** Most sections and rows a company may compose, to keep a form usable. */
export const CUSTOM_FORM_LIMITS = { sections: 50, optionsPerSection: 200 } as const;

/**
 * One row type of a company-defined section: a factor the company chose (a library factor, a USEEIO
 * sector, a factor picked per row, or its own factor) and the unit its amounts are entered in.
 */
export const customOptionInputSchema = z.strictObject({
  id: kebabIdSchema,
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  factor: z.discriminatedUnion('kind', [
    libraryFactorRefSchema,
    spendFactorRefSchema,
    pickerFactorRefSchema,
    userDefinedFactorRefSchema,
  ]),
  quantity: z.strictObject({ unitCategory: formUnitCategorySchema, defaultUnit: z.string().min(1) }),
});

/** A company-defined section; `ghg` places its results in a scope (and Scope 3 category). */
export const customSectionInputSchema = z.strictObject({
  id: kebabIdSchema,
  label: localizedTextSchema,
  description: localizedTextSchema.optional(),
  icon: z.enum(SECTION_ICON_IDS).optional(),
  ghg: sectionGhgSchema.optional(),
  options: z.array(customOptionInputSchema).min(1).max(CUSTOM_FORM_LIMITS.optionsPerSection),
});

/** What a company stores for its Custom form: a version of its own and the section list. */
export const customFormCompositionSchema = z.strictObject({
  version: formVersionSchema,
  sections: z.array(customSectionInputSchema).max(CUSTOM_FORM_LIMITS.sections),
});

export type CustomOptionInput = z.infer<typeof customOptionInputSchema>;
export type CustomSectionInput = z.infer<typeof customSectionInputSchema>;
export type CustomFormComposition = z.infer<typeof customFormCompositionSchema>;

/**
 * Builds the Custom form definition from a company's composition: one section per entry, each with one
 * dynamic option group `<section id>-rows`. Validates the result with `formDefinitionSchema`, so the
 * same rules hold as for shipped forms (throws a ZodError otherwise). The server still checks that a
 * library factor's unit category matches the chosen quantity, which needs the library.
 */
export function buildCustomFormDefinition(composition: CustomFormComposition): FormDefinition {
  const parsed = customFormCompositionSchema.parse(composition);
  return formDefinitionSchema.parse({
    type: 'custom',
    version: parsed.version,
    sections: parsed.sections.map((section) => ({
      id: section.id,
      label: section.label,
      ...(section.description ? { description: section.description } : {}),
      ...(section.icon ? { icon: section.icon } : {}),
      ...(section.ghg ? { ghg: section.ghg } : {}),
      optionGroups: [
        {
          id: `${section.id}-rows`,
          label: section.label,
          isStatic: false,
          options: section.options.map(buildCustomOption),
        },
      ],
    })),
  });
}

function buildCustomOption(input: CustomOptionInput): FormOption {
  const isSpend = input.quantity.unitCategory === 'currency';
  const quantity = isSpend
    ? { ...INPUTS.spend, defaultUnit: input.quantity.defaultUnit }
    : quantityInput(
        'amount',
        input.quantity.unitCategory,
        input.quantity.defaultUnit,
        text('Amount', 'Menge'),
      );
  return {
    id: input.id,
    label: input.label,
    ...(input.help ? { help: input.help } : {}),
    activityInputs: [quantity],
    factor: input.factor,
    ...(isSpend ? { genericInputs: [SPEND_YEAR_INPUT] } : {}),
  };
}
