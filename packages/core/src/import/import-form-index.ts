import { listServedSections, presentForm } from '../calculator/present-form.ts';
import type { ServedForm, ServedOption, ServedSection } from '../contracts/calculator.ts';
import { FORM_DEFINITIONS } from '../forms/form-registry.ts';

/** A row type of the form with the sections it sits in, outermost first (their ids are c1, c2, c3). */
export type OptionPlace = { option: ServedOption; sectionPath: ServedSection[] };

/** How a lookup by id or label ended: found, or why not. */
export type Lookup<T> = { found: T } | { problem: 'unknown' | 'ambiguous' };

/** Labels compare without case and with runs of spaces as one. */
export function normalizeLabel(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Lists the form's top-level options (not sub-row types) with their section paths. */
export function listOptionPlaces(form: Pick<ServedForm, 'sections'>): OptionPlace[] {
  return listServedSections(form).flatMap(({ section, path }) =>
    section.optionGroups.flatMap((group) => group.options.map((option) => ({ option, sectionPath: path }))),
  );
}

/**
 * The same form in every language available: the forms passed, and the shipped definition when the
 * served form is one (same type and version), so labels in English and German both match.
 */
function listFormsInAllLanguages(form: ServedForm, alternateForms: readonly ServedForm[]): ServedForm[] {
  const forms = [form, ...alternateForms];
  const shipped = Object.hasOwn(FORM_DEFINITIONS, form.type)
    ? FORM_DEFINITIONS[form.type as keyof typeof FORM_DEFINITIONS]
    : undefined;
  if (shipped && shipped.version === form.version && shipped.sections.length > 0) {
    forms.push(presentForm(shipped, 'en'), presentForm(shipped, 'de'));
  }
  return forms;
}

function addLabel(labels: Map<string, Set<string>>, id: string, label: string): void {
  const known = labels.get(id) ?? new Set<string>();
  known.add(normalizeLabel(label));
  labels.set(id, known);
}

type CandidateLookups = {
  byLowerCaseId: Map<string, { id: string }>;
  byLabel: Map<string, { id: string }[]>;
};

/** Finds sections and row types by id or by label in either language (ids never change, labels may). */
export class ImportFormIndex {
  private readonly sectionLabels = new Map<string, Set<string>>();
  private readonly optionLabels = new Map<string, Set<string>>();
  private readonly optionsBySection = new Map<ServedSection, ServedOption[]>();
  private readonly lookups = new WeakMap<readonly { id: string }[], CandidateLookups>();

  constructor(
    readonly form: ServedForm,
    alternateForms: readonly ServedForm[] = [],
  ) {
    for (const labelled of listFormsInAllLanguages(form, alternateForms)) {
      for (const { section } of listServedSections(labelled))
        addLabel(this.sectionLabels, section.id, section.label);
      const visit = (option: ServedOption) => {
        addLabel(this.optionLabels, option.id, option.label);
        for (const child of option.children ?? []) visit(child);
      };
      for (const { option } of listOptionPlaces(labelled)) visit(option);
    }
  }

  /** A top-level section (no parent) or a sub-section of `parent`, by id or label. */
  findSection(parent: ServedSection | undefined, text: string): Lookup<ServedSection> {
    const candidates = parent ? parent.sections : this.form.sections;
    return this.pick(candidates, text, this.sectionLabels);
  }

  /** A row type of the section or of any section inside it, by id or label. */
  findOption(section: ServedSection, text: string): Lookup<ServedOption> {
    let options = this.optionsBySection.get(section);
    if (!options) {
      options = listOptionPlaces({ sections: [section] }).map((place) => place.option);
      this.optionsBySection.set(section, options);
    }
    return this.pick(options, text, this.optionLabels);
  }

  /** A sub-row type of the option, by id or label. */
  findChildOption(parent: ServedOption, text: string): Lookup<ServedOption> {
    return this.pick(parent.children ?? [], text, this.optionLabels);
  }

  private pick<T extends { id: string }>(
    candidates: readonly T[],
    text: string,
    labels: Map<string, Set<string>>,
  ): Lookup<T> {
    const wanted = normalizeLabel(text);
    const lookups = this.lookupsOf(candidates, labels);
    const byId = lookups.byLowerCaseId.get(wanted) as T | undefined;
    if (byId) return { found: byId };
    const byLabel = lookups.byLabel.get(wanted) ?? [];
    if (byLabel.length === 1 && byLabel[0]) return { found: byLabel[0] as T };
    return { problem: byLabel.length > 1 ? 'ambiguous' : 'unknown' };
  }

  /**
   * The candidates of one lookup by lower-case id (the first of an id) and by label, built once per
   * list: every line of a file looks up its section and row type among the same lists.
   */
  private lookupsOf(
    candidates: readonly { id: string }[],
    labels: Map<string, Set<string>>,
  ): CandidateLookups {
    const cached = this.lookups.get(candidates);
    if (cached) return cached;
    const built: CandidateLookups = { byLowerCaseId: new Map(), byLabel: new Map() };
    for (const candidate of candidates) {
      const lowerCaseId = candidate.id.toLowerCase();
      if (!built.byLowerCaseId.has(lowerCaseId)) built.byLowerCaseId.set(lowerCaseId, candidate);
      for (const label of labels.get(candidate.id) ?? []) {
        const same = built.byLabel.get(label) ?? [];
        if (!same.includes(candidate)) same.push(candidate);
        built.byLabel.set(label, same);
      }
    }
    this.lookups.set(candidates, built);
    return built;
  }
}

/**
 * Every generic input of the form's row types and sub-row types, by id, with the first label seen and,
 * for a list, the values it takes.
 */
export function listGenericInputs(
  form: Pick<ServedForm, 'sections'>,
): { id: string; label: string; values?: string[] }[] {
  const inputs = new Map<string, { id: string; label: string; values?: string[] }>();
  const visit = (option: ServedOption) => {
    for (const input of option.genericInputs) {
      if (inputs.has(input.id)) continue;
      const values = input.choices?.map((choice) => choice.value);
      inputs.set(input.id, { id: input.id, label: input.label, ...(values ? { values } : {}) });
    }
    for (const child of option.children ?? []) visit(child);
  };
  for (const { option } of listOptionPlaces(form)) visit(option);
  return [...inputs.values()];
}
