import type { ServedForm, ServedOption, ServedSection } from '@carbon-ledger/core';

export type FormLabels = { sections: Map<string, string>; options: Map<string, string> };

/** Labels of a served form's sections and options (children included) by id, for tables of rows. */
export function indexFormLabels(form: ServedForm): FormLabels {
  const labels: FormLabels = { sections: new Map(), options: new Map() };
  const addOption = (option: ServedOption) => {
    labels.options.set(option.id, option.label);
    for (const child of option.children ?? []) addOption(child);
  };
  const addSection = (section: ServedSection) => {
    labels.sections.set(section.id, section.label);
    for (const group of section.optionGroups) for (const option of group.options) addOption(option);
    for (const subsection of section.sections) addSection(subsection);
  };
  for (const section of form.sections) addSection(section);
  return labels;
}
