import { describe, expect, it } from 'vitest';
import { SPEND_YEAR_INPUT_ID } from './factor-ref.ts';
import { FORM_TYPES, formDefinitionSchema, type LocalizedText } from './form-definition.ts';
import { FORM_DEFINITIONS, getFormDefinition } from './form-registry.ts';
import { findFormDefinitionIssues } from './form-rules.ts';
import { listFormOptions, listFormSections } from './form-walk.ts';

const FORMS = Object.values(FORM_DEFINITIONS);

/** Every localized text anywhere in a value (labels, help, descriptions). */
function collectTexts(value: unknown, found: LocalizedText[] = []): LocalizedText[] {
  if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && typeof record.en === 'string' && typeof record.de === 'string') {
      found.push({ en: record.en, de: record.de });
    } else {
      for (const key of keys) collectTexts(record[key], found);
    }
  }
  return found;
}

describe('shipped form definitions', () => {
  it('has one definition per form type, each of its own type', () => {
    expect(Object.keys(FORM_DEFINITIONS).sort()).toEqual([...FORM_TYPES].sort());
    for (const type of FORM_TYPES) expect(FORM_DEFINITIONS[type].type).toBe(type);
  });

  it.each(FORMS.map((form) => [form.type, form] as const))(
    '%s validates against the schema',
    (_type, form) => {
      expect(findFormDefinitionIssues(form)).toEqual([]);
      expect(formDefinitionSchema.safeParse(form).success).toBe(true);
    },
  );

  it.each(FORMS.map((form) => [form.type, form] as const))(
    '%s has unique section, group and option ids',
    (_type, form) => {
      const sectionIds = listFormSections(form).map((entry) => entry.section.id);
      const groupIds = listFormSections(form).flatMap((entry) =>
        (entry.section.optionGroups ?? []).map((g) => g.id),
      );
      const optionIds = listFormOptions(form).map((entry) => entry.option.id);
      expect(new Set(sectionIds).size).toBe(sectionIds.length);
      expect(new Set(groupIds).size).toBe(groupIds.length);
      expect(new Set(optionIds).size).toBe(optionIds.length);
    },
  );

  it.each(FORMS.map((form) => [form.type, form] as const))(
    '%s has every text in English and German',
    (_type, form) => {
      const texts = collectTexts(form);
      for (const { en, de } of texts) {
        expect(en.trim()).not.toBe('');
        expect(de.trim()).not.toBe('');
        // Identical texts are names (R-410A, Costa Rica, PET); a longer identical text is an untranslated one.
        if (en === de) expect(en.split(/\s+/).length, en).toBeLessThanOrEqual(3);
      }
    },
  );

  it('asks for the spend year wherever an amount is spent', () => {
    for (const form of FORMS) {
      for (const { option } of listFormOptions(form)) {
        const isSpend = option.activityInputs.some((input) => input.unitCategory === 'currency');
        const hasYear = option.genericInputs?.some((input) => input.id === SPEND_YEAR_INPUT_ID) ?? false;
        expect(hasYear, option.id).toBe(isSpend);
      }
    }
  });

  it('treats an unknown container type as Custom', () => {
    expect(getFormDefinition('company')).toBe(FORM_DEFINITIONS.company);
    expect(getFormDefinition('esg-search').type).toBe('custom');
    expect(getFormDefinition('toString').type).toBe('custom');
  });
});

describe('the Corporate form', () => {
  const form = FORM_DEFINITIONS.company;
  const sections = listFormSections(form);

  it('has Scope 1, 2 and 3 as its top-level sections', () => {
    expect(form.sections.map((section) => [section.id, section.ghg?.scope])).toEqual([
      ['scope-1', 1],
      ['scope-2', 2],
      ['scope-3', 3],
    ]);
  });

  it('has all 15 Scope 3 categories in order, category 3 filled automatically', () => {
    const categories = sections
      .filter((entry) => entry.section.ghg?.scope3Category !== undefined)
      .map((entry) => [entry.section.ghg?.scope3Category, entry.section.isAutomatic === true]);
    expect(categories).toEqual(Array.from({ length: 15 }, (_, index) => [index + 1, index + 1 === 3]));
  });

  it('has rows in every category (3 only by hand), and upstream factors that feed category 3', () => {
    const kindsByCategory = new Map<number, Set<string>>();
    for (const entry of listFormOptions(form)) {
      const category = entry.sectionEntry.ghg?.scope3Category;
      if (category === undefined) continue;
      const kinds = kindsByCategory.get(category) ?? new Set<string>();
      kinds.add(entry.option.factor.kind);
      kindsByCategory.set(category, kinds);
    }
    for (let category = 1; category <= 15; category += 1) {
      expect(kindsByCategory.has(category), `category ${category}`).toBe(true);
    }
    // Category 3 is computed from upstream factors; its own rows are the user's factors for the rest.
    expect([...(kindsByCategory.get(3) ?? [])]).toEqual(['userDefined']);
    const scope12WithUpstream = listFormOptions(form).filter(
      (entry) => (entry.sectionEntry.ghg?.scope ?? 3) < 3 && (entry.option.upstream?.length ?? 0) > 0,
    );
    expect(scope12WithUpstream.length).toBeGreaterThan(50);
  });

  it('reports both Scope 2 bases from one row, never from two', () => {
    const electricity = listFormOptions(form).filter((entry) => entry.group.id === 'electricity');
    expect(
      electricity.map((entry) => [entry.option.factor.kind, entry.option.locationBasedFactor?.kind]),
    ).toEqual([
      ['gridElectricity', undefined],
      ['marketElectricity', 'gridElectricity'],
      ['marketElectricity', 'gridElectricity'],
    ]);
  });

  it('uses only spec icon ids and at most three levels', () => {
    for (const entry of sections) expect(entry.sectionPath.length).toBeLessThanOrEqual(3);
  });
});
