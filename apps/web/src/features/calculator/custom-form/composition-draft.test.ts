import type { CustomFormComposition, FactorDetail } from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  createOptionDraft,
  createSectionDraft,
  findDraftErrors,
  moveItem,
  slugify,
  snapshotDraft,
  toComposition,
  toDraft,
} from './composition-draft.ts';
import { applyFactorMode, applyPickedFactor, pickDefaultUnit } from './factor-choice.ts';
import { describePlace, pickErrors, readInUse, toFieldErrors } from './form-errors.ts';

const STORED: CustomFormComposition = {
  version: '2026.3',
  sections: [
    {
      id: 'site',
      label: { en: 'Site', de: 'Standort' },
      icon: 'facility',
      ghg: { scope: 1 },
      options: [
        {
          id: 'site-gas',
          label: { en: 'Natural gas', de: 'Erdgas' },
          factor: { kind: 'library', lineageKey: 'desnz:1_100_1004_6_1' },
          quantity: { unitCategory: 'energy', defaultUnit: 'kWh' },
        },
      ],
    },
  ],
};

describe('the composition draft', () => {
  it('gives back the stored composition unchanged when nothing was edited', () => {
    const draft = toDraft(STORED);
    expect(toComposition(draft)).toEqual(STORED);
    expect(snapshotDraft(draft)).toBe(snapshotDraft(toDraft(STORED)));
  });

  it('names new sections and row types from their English label, unique in the form', () => {
    const draft = toDraft(STORED);
    const section = createSectionDraft();
    section.label = { en: 'Site', de: 'Standort 2' };
    section.options = [
      {
        ...createOptionDraft(),
        label: { en: 'Natural gas', de: 'Erdgas' },
        factor: { kind: 'userDefined', unitCategory: 'energy' },
      },
      {
        ...createOptionDraft(),
        label: { en: 'Heizöl & Co', de: 'Heizöl' },
        factor: { kind: 'userDefined', unitCategory: 'energy' },
      },
    ];
    draft.sections.push(section);
    const composition = toComposition(draft);
    expect(composition.sections[1]?.id).toBe('site-2');
    expect(composition.sections[1]?.options.map((option) => option.id)).toEqual(['natural-gas', 'heizol-co']);
  });

  it.each([
    ['Site A – gas', 'site-a-gas'],
    ['Straße', 'strasse'],
    ['  ', 'item'],
    ['Über 100 % Öl', 'uber-100-ol'],
  ])('slugifies %j as %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('finds blank labels, sections without rows and rows without a factor before sending', () => {
    const draft = toDraft(STORED);
    draft.sections.push({ ...createSectionDraft(), options: [] });
    draft.sections[0]?.options.push(createOptionDraft());
    expect(findDraftErrors(draft)).toEqual({
      'sections.0.options.1.label.en': 'required',
      'sections.0.options.1.label.de': 'required',
      'sections.0.options.1.factor': 'factorMissing',
      'sections.1.label.en': 'required',
      'sections.1.label.de': 'required',
      'sections.1.options': 'noRows',
    });
  });

  it('moves an item one place and keeps the list at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('choosing a factor', () => {
  const picked = (source: string, unitCategory: string, activityUnit: string) =>
    ({ source, unitCategory, activityUnit, lineageKey: `${source}:x` }) as unknown as FactorDetail;

  it('makes a USEEIO sector a spend factor in the company currency', () => {
    const option = applyPickedFactor(createOptionDraft(), picked('EPA_USEEIO', 'currency', 'USD2022'), 'CHF');
    expect(option.factor).toEqual({ kind: 'spend', lineageKey: 'EPA_USEEIO:x' });
    expect(option.quantity).toEqual({ unitCategory: 'currency', defaultUnit: 'CHF' });
  });

  it("lets the quantity follow a library factor's unit category and unit", () => {
    const option = applyPickedFactor(createOptionDraft(), picked('DESNZ', 'weight', 't'), 'EUR');
    expect(option.factor).toEqual({ kind: 'library', lineageKey: 'DESNZ:x' });
    expect(option.quantity).toEqual({ unitCategory: 'weight', defaultUnit: 't' });
  });

  it.each([
    ['energy', 'kWh', 'EUR', 'kWh'],
    ['weight', 'unknown', 'EUR', 'kg'],
    ['currency', undefined, 'XYZ', 'EUR'],
  ] as const)(
    'defaults %s amounts (factor unit %s, currency %s) to %s',
    (category, unit, currency, expected) => {
      expect(pickDefaultUnit(category, unit, currency)).toBe(expected);
    },
  );

  it('starts a typed factor with the unit already chosen', () => {
    const option = applyFactorMode(createOptionDraft(), 'userDefined', 'EUR');
    expect(option.factor).toEqual({ kind: 'userDefined', unitCategory: 'energy' });
  });
});

describe('server problems', () => {
  it('turns details into field errors and hands each editor its own', () => {
    const errors = toFieldErrors([
      { path: 'sections.0.options.1.factor', message: 'customForm.unitMismatch' },
      { path: 'sections.0.label.de', message: 'validation.required' },
    ]);
    expect(pickErrors(errors, 'sections.0.options.1')).toEqual({ factor: 'customForm.unitMismatch' });
    expect(pickErrors(errors, 'sections.0')).toEqual({
      'options.1.factor': 'customForm.unitMismatch',
      'label.de': 'validation.required',
    });
  });

  it('names the row types that hold results with the stored labels', () => {
    const entries = readInUse([{ path: 'removed.site.site-gas', message: 'customForm.inUse' }], STORED, 'de');
    expect(entries).toEqual([{ sectionId: 'site', optionId: 'site-gas', name: 'Erdgas (Standort)' }]);
  });

  it('says where a problem is: section, row type and field', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      values ? `${key}(${Object.values(values).join(', ')})` : key) as unknown as TFunction;
    const draft = toDraft(STORED);
    draft.sections[0]?.options.push(createOptionDraft());
    expect(describePlace(t, 'de', draft, 'sections.0.options.0.factor')).toBe(
      'calculatorCustomForm.errors.section(1, Standort) › calculatorCustomForm.errors.row(1, Erdgas) › calculatorCustomForm.fields.factor',
    );
    expect(describePlace(t, 'en', draft, 'sections.0.options.1.label.de')).toBe(
      'calculatorCustomForm.errors.section(1, Site) › calculatorCustomForm.errors.row(2, calculatorCustomForm.option.untitled) › calculatorCustomForm.fields.nameDe',
    );
    expect(describePlace(t, 'en', draft, 'version')).toBe('calculatorCustomForm.errors.form');
  });
});
