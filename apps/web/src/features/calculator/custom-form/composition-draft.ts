import type {
  CustomFormComposition,
  CustomOptionInput,
  CustomSectionInput,
  LocalizedText,
} from '@carbon-ledger/core';

/** The factor of a row type as the composer holds it: none chosen yet is allowed while editing. */
export type FactorDraft = CustomOptionInput['factor'] | undefined;

export type OptionDraft = {
  /** React key, stable while editing. */
  key: string;
  /** The stored id; null for a row type added in this session (named from its label on save). */
  id: string | null;
  label: LocalizedText;
  factor: FactorDraft;
  quantity: CustomOptionInput['quantity'];
};

export type SectionDraft = {
  key: string;
  id: string | null;
  label: LocalizedText;
  icon: CustomSectionInput['icon'];
  ghg: CustomSectionInput['ghg'];
  options: OptionDraft[];
  /** Fields of the section the composer does not edit (a description), kept as stored. */
  kept: Pick<CustomSectionInput, 'description'>;
};

export type CompositionDraft = { version: string; sections: SectionDraft[] };

/** Problems by field path (`sections.0.options.1.factor`): a key of the texts or a server message. */
export type FieldErrors = Record<string, string>;

let nextKey = 0;
const createKey = () => {
  nextKey += 1;
  return `draft-${nextKey}`;
};

export function toDraft(composition: CustomFormComposition): CompositionDraft {
  return {
    version: composition.version,
    sections: composition.sections.map((section) => ({
      key: createKey(),
      id: section.id,
      label: section.label,
      icon: section.icon,
      ghg: section.ghg,
      kept: section.description ? { description: section.description } : {},
      options: section.options.map((option) => ({
        key: createKey(),
        id: option.id,
        label: option.label,
        factor: option.factor,
        quantity: option.quantity,
      })),
    })),
  };
}

export function createSectionDraft(): SectionDraft {
  return {
    key: createKey(),
    id: null,
    label: { en: '', de: '' },
    icon: undefined,
    ghg: undefined,
    kept: {},
    options: [createOptionDraft()],
  };
}

export function createOptionDraft(): OptionDraft {
  return {
    key: createKey(),
    id: null,
    label: { en: '', de: '' },
    factor: undefined,
    quantity: { unitCategory: 'energy', defaultUnit: 'kWh' },
  };
}

/** Moves an item one place up (-1) or down (+1); the list as it was at either end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}

/** A kebab-case id from a label ('Site A – gas' → 'site-a-gas'), never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/** Ids for new sections and row types from their English label, unique in the form (ids are stored on results). */
function assignIds(draft: CompositionDraft) {
  const taken = new Set<string>();
  for (const section of draft.sections) {
    if (section.id) taken.add(section.id);
    for (const option of section.options) if (option.id) taken.add(option.id);
  }
  const claim = (label: string, suffix = '') => {
    const base = `${slugify(label)}${suffix}`;
    let id = base;
    // The section's rows are the option group `<section id>-rows`: keep clear of such names too.
    for (let number = 2; taken.has(id) || taken.has(`${id}-rows`); number += 1) id = `${base}-${number}`;
    taken.add(id);
    taken.add(`${id}-rows`);
    return id;
  };
  return draft.sections.map((section) => {
    const sectionId = section.id ?? claim(section.label.en);
    return {
      sectionId,
      optionIds: section.options.map((option) => option.id ?? claim(option.label.en)),
    };
  });
}

const isBlank = (text: string) => text.trim() === '';

/** What must be filled before a save is worth sending: labels in both languages, a factor per row type. */
export function findDraftErrors(draft: CompositionDraft): FieldErrors {
  const errors: FieldErrors = {};
  draft.sections.forEach((section, sectionIndex) => {
    const at = `sections.${sectionIndex}`;
    if (isBlank(section.label.en)) errors[`${at}.label.en`] = 'required';
    if (isBlank(section.label.de)) errors[`${at}.label.de`] = 'required';
    if (section.options.length === 0) errors[`${at}.options`] = 'noRows';
    section.options.forEach((option, optionIndex) => {
      const optionAt = `${at}.options.${optionIndex}`;
      if (isBlank(option.label.en)) errors[`${optionAt}.label.en`] = 'required';
      if (isBlank(option.label.de)) errors[`${optionAt}.label.de`] = 'required';
      if (!option.factor) errors[`${optionAt}.factor`] = 'factorMissing';
    });
  });
  return errors;
}

/** The composition a save sends; call after `findDraftErrors` found nothing (a row without factor is left out). */
export function toComposition(draft: CompositionDraft): CustomFormComposition {
  const ids = assignIds(draft);
  return {
    version: draft.version,
    sections: draft.sections.map((section, sectionIndex) => ({
      id: ids[sectionIndex]?.sectionId ?? '',
      label: { en: section.label.en.trim(), de: section.label.de.trim() },
      ...section.kept,
      ...(section.icon ? { icon: section.icon } : {}),
      ...(section.ghg ? { ghg: section.ghg } : {}),
      options: section.options.flatMap((option, optionIndex) =>
        option.factor
          ? [
              {
                id: ids[sectionIndex]?.optionIds[optionIndex] ?? '',
                label: { en: option.label.en.trim(), de: option.label.de.trim() },
                factor: option.factor,
                quantity: option.quantity,
              },
            ]
          : [],
      ),
    })),
  };
}

/** A comparable snapshot of the draft: unsaved changes are a snapshot unlike the loaded one. */
export function snapshotDraft(draft: CompositionDraft): string {
  return JSON.stringify(
    draft.sections.map((section) => [
      section.id,
      section.label,
      section.icon ?? null,
      section.ghg ?? null,
      section.options.map((option) => [option.id, option.label, option.factor ?? null, option.quantity]),
    ]),
  );
}
