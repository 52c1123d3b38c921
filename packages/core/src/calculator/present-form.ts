import type { ServedForm, ServedOption, ServedSection } from '../contracts/calculator.ts';
import { getOptionFactorSource } from '../forms/factor-source.ts';
import type { FormDefinition, FormOption, FormSection, LocalizedText } from '../forms/form-definition.ts';

export type FormLanguage = 'en' | 'de';

const pick = (text: LocalizedText, lang: FormLanguage) => text[lang];
const pickOptional = (text: LocalizedText | undefined, lang: FormLanguage) => (text ? text[lang] : undefined);

function presentOption(option: FormOption, lang: FormLanguage): ServedOption {
  const { factor } = option;
  const help = pickOptional(option.help, lang);
  const factorSource = getOptionFactorSource(option);
  return {
    id: option.id,
    label: pick(option.label, lang),
    ...(help ? { help } : {}),
    activityInputs: option.activityInputs.map((input) => ({
      fieldId: input.fieldId,
      label: pick(input.label, lang),
      unitCategory: input.unitCategory,
      defaultUnit: input.defaultUnit,
      role: input.role,
    })),
    genericInputs: (option.genericInputs ?? []).map((input) => {
      const inputHelp = pickOptional(input.help, lang);
      return {
        id: input.id,
        type: input.type,
        label: pick(input.label, lang),
        ...(inputHelp ? { help: inputHelp } : {}),
        ...(input.choices
          ? {
              choices: input.choices.map((choice) => ({
                value: choice.value,
                label: pick(choice.label, lang),
              })),
            }
          : {}),
      };
    }),
    factor: {
      kind: factor.kind,
      ...(factor.kind === 'userDefined' ? { unitCategory: factor.unitCategory } : {}),
      ...(factor.kind === 'picker' ? { filter: factor.filter } : {}),
    },
    hasLocationBasedFactor: option.locationBasedFactor !== undefined,
    ...(factorSource ? { factorSource } : {}),
    ...(option.parentDataToMultiplyBy ? { parentDataToMultiplyBy: option.parentDataToMultiplyBy } : {}),
    ...(option.areChildrenStatic !== undefined ? { areChildrenStatic: option.areChildrenStatic } : {}),
    ...(option.children ? { children: option.children.map((child) => presentOption(child, lang)) } : {}),
  };
}

function presentSection(section: FormSection, lang: FormLanguage): ServedSection {
  const description = pickOptional(section.description, lang);
  return {
    id: section.id,
    label: pick(section.label, lang),
    ...(description ? { description } : {}),
    ...(section.icon ? { icon: section.icon } : {}),
    isVoluntary: section.isVoluntary === true,
    isAutomatic: section.isAutomatic === true,
    ...(section.ghg ? { ghg: section.ghg } : {}),
    optionGroups: (section.optionGroups ?? []).map((group) => {
      const groupDescription = pickOptional(group.description, lang);
      return {
        id: group.id,
        label: pick(group.label, lang),
        ...(groupDescription ? { description: groupDescription } : {}),
        isStatic: group.isStatic,
        options: group.options.map((option) => presentOption(option, lang)),
      };
    }),
    sections: (section.sections ?? []).map((child) => presentSection(child, lang)),
  };
}

/**
 * A form definition in one language, as the Inputs page receives it: labels picked, factor references
 * reduced to what the page needs to know (how the factor is chosen), never a factor value.
 */
export function presentForm(definition: FormDefinition, lang: FormLanguage): ServedForm {
  return {
    type: definition.type,
    version: definition.version,
    lang,
    sections: definition.sections.map((section) => presentSection(section, lang)),
  };
}

/** Lists every served section depth-first with its path of ids (c1, c2, c3). */
export function listServedSections(
  form: Pick<ServedForm, 'sections'>,
): { section: ServedSection; path: ServedSection[] }[] {
  const entries: { section: ServedSection; path: ServedSection[] }[] = [];
  const visit = (sections: readonly ServedSection[], ancestors: ServedSection[]) => {
    for (const section of sections) {
      const path = [...ancestors, section];
      entries.push({ section, path });
      visit(section.sections, path);
    }
  };
  visit(form.sections, []);
  return entries;
}

/**
 * The sections shown in Inputs: voluntary sections only when selected for the instance
 * (`general.selectedVoluntarySectionIds`); a hidden section hides its sub-sections.
 */
export function filterVisibleSections(
  sections: readonly ServedSection[],
  selectedVoluntarySectionIds: readonly string[],
): ServedSection[] {
  const selected = new Set(selectedVoluntarySectionIds);
  return sections
    .filter((section) => !section.isVoluntary || selected.has(section.id))
    .map((section) => ({
      ...section,
      sections: filterVisibleSections(section.sections, selectedVoluntarySectionIds),
    }));
}
