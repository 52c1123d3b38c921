import { describe, expect, it } from 'vitest';
import { convertSpendToUsd2022 } from '../currency/spend-deflation.ts';
import { buildCustomFormDefinition, CUSTOM_FORM, type CustomFormComposition } from './custom-form.ts';
import { listFormOptions } from './form-walk.ts';
import { buildSpendAmount } from './spend-amount.ts';

const label = { en: 'Site A', de: 'Standort A' };

const COMPOSITION: CustomFormComposition = {
  version: '2025.2',
  sections: [
    {
      id: 'site-a',
      label,
      icon: 'facility',
      ghg: { scope: 1 },
      options: [
        {
          id: 'site-a-gas',
          label: { en: 'Natural gas', de: 'Erdgas' },
          factor: { kind: 'library', lineageKey: 'desnz:1_100_1004_6_1' },
          quantity: { unitCategory: 'energy', defaultUnit: 'kWh' },
        },
      ],
    },
    {
      id: 'suppliers',
      label: { en: 'Suppliers', de: 'Lieferanten' },
      ghg: { scope: 3, scope3Category: 1 },
      options: [
        {
          id: 'supplier-spend',
          label: { en: 'Consulting', de: 'Beratung' },
          factor: { kind: 'spend', lineageKey: 'epa-useeio:541611' },
          quantity: { unitCategory: 'currency', defaultUnit: 'CHF' },
        },
        {
          id: 'supplier-own',
          label: { en: 'Parts', de: 'Teile' },
          factor: { kind: 'userDefined', unitCategory: 'piece' },
          quantity: { unitCategory: 'piece', defaultUnit: 'piece' },
        },
      ],
    },
  ],
};

describe('the Custom form', () => {
  it('ships empty', () => {
    expect(CUSTOM_FORM).toEqual({ type: 'custom', version: '2025.1', sections: [] });
  });

  it("builds a company's sections into a valid definition, one dynamic group each", () => {
    const form = buildCustomFormDefinition(COMPOSITION);
    expect(
      form.sections.map((section) => [
        section.id,
        section.optionGroups?.map((group) => [group.id, group.isStatic]),
      ]),
    ).toEqual([
      ['site-a', [['site-a-rows', false]]],
      ['suppliers', [['suppliers-rows', false]]],
    ]);
    const spend = listFormOptions(form).find((entry) => entry.option.id === 'supplier-spend')?.option;
    expect(spend?.activityInputs).toEqual([
      expect.objectContaining({
        fieldId: 'spend',
        unitCategory: 'currency',
        defaultUnit: 'CHF',
        role: 'quantity',
      }),
    ]);
    expect(spend?.genericInputs?.map((input) => input.id)).toEqual(['spendYear']);
  });

  it.each<[string, CustomFormComposition]>([
    [
      'a repeated option id',
      { ...COMPOSITION, sections: [COMPOSITION.sections[0]!, { ...COMPOSITION.sections[0]!, id: 'site-b' }] },
    ],
    [
      'a unit that does not fit the factor',
      {
        ...COMPOSITION,
        sections: [
          {
            ...COMPOSITION.sections[1]!,
            options: [
              {
                ...COMPOSITION.sections[1]!.options[1]!,
                quantity: { unitCategory: 'weight', defaultUnit: 'kg' },
              },
            ],
          },
        ],
      },
    ],
    [
      'a spend factor in Scope 1',
      {
        ...COMPOSITION,
        sections: [
          { ...COMPOSITION.sections[1]!, ghg: { scope: 1 }, options: [COMPOSITION.sections[1]!.options[0]!] },
        ],
      },
    ],
    [
      'an unknown currency',
      {
        ...COMPOSITION,
        sections: [
          {
            ...COMPOSITION.sections[1]!,
            options: [
              {
                ...COMPOSITION.sections[1]!.options[0]!,
                quantity: { unitCategory: 'currency', defaultUnit: 'XYZ' },
              },
            ],
          },
        ],
      },
    ],
  ])('rejects %s', (_case, composition) => {
    expect(() => buildCustomFormDefinition(composition)).toThrow();
  });
});

describe('buildSpendAmount', () => {
  it('restates a spend in 2022 USD through its conversion factor', () => {
    const { amount, working } = buildSpendAmount({
      fieldId: 'spend',
      value: 2500,
      currency: 'eur',
      year: 2024,
    });
    expect(amount).toEqual({
      fieldId: 'spend',
      value: 2500,
      unit: 'EUR',
      unitCategory: 'currency',
      unitBase: 'USD2022',
      conversionFactor: working.amountUsd2022,
    });
    expect(amount.value * amount.conversionFactor).toBeCloseTo(
      convertSpendToUsd2022(2500, 'EUR', 2024).amountUsd2022,
      9,
    );
  });

  it('leaves US dollars of 2022 unchanged', () => {
    expect(buildSpendAmount({ value: 100, currency: 'USD', year: 2022 }).amount.conversionFactor).toBe(1);
  });

  it('throws for a currency it cannot convert', () => {
    expect(() => buildSpendAmount({ value: 1, currency: 'XYZ', year: 2024 })).toThrow();
  });
});
