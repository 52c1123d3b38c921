import { describe, expect, it } from 'vitest';
import {
  type FormDefinition,
  type FormOption,
  type FormSection,
  formDefinitionSchema,
} from './form-definition.ts';
import { findFormDefinitionIssues } from './form-rules.ts';
import { findFormOption, getResultGhgScope, getResultSectionIds } from './form-walk.ts';

const label = { en: 'Label', de: 'Bezeichnung' };
const kwh = {
  fieldId: 'energy',
  label,
  unitCategory: 'energy',
  defaultUnit: 'kWh',
  role: 'quantity',
} as const;
const grid = { kind: 'gridElectricity', basis: 'location' } as const;

function option(overrides: Partial<FormOption> = {}): FormOption {
  return {
    id: 'gas',
    label,
    activityInputs: [kwh],
    factor: { kind: 'library', lineageKey: 'desnz:x' },
    ...overrides,
  };
}

function form(options: FormOption[], ghg: FormSection['ghg'] = { scope: 1 }): FormDefinition {
  return {
    type: 'company',
    version: '2025.1',
    sections: [{ id: 'scope', label, ghg, optionGroups: [{ id: 'rows', label, isStatic: false, options }] }],
  };
}

function messages(definition: FormDefinition): string[] {
  return findFormDefinitionIssues(definition).map((issue) => issue.message);
}

describe('findFormDefinitionIssues', () => {
  it('accepts a minimal valid form', () => {
    expect(messages(form([option()]))).toEqual([]);
    expect(formDefinitionSchema.safeParse(form([option()])).success).toBe(true);
  });

  it.each<[string, FormDefinition, string]>([
    ['a repeated option id', form([option(), option()]), 'option id "gas" is not unique'],
    [
      'two quantities',
      form([option({ activityInputs: [kwh, { ...kwh, fieldId: 'other' }] })]),
      'an option has exactly one quantity input',
    ],
    [
      'no quantity',
      form([option({ activityInputs: [{ ...kwh, role: 'multiplier' }] })]),
      'an option has exactly one quantity input',
    ],
    [
      'a unit of another category',
      form([option({ activityInputs: [{ ...kwh, defaultUnit: 'kg' }] })]),
      '"kg" is not a energy unit',
    ],
    [
      'a multiplier that is not a count',
      form([
        option({
          activityInputs: [
            kwh,
            { ...kwh, fieldId: 'mass', unitCategory: 'weight', defaultUnit: 'kg', role: 'multiplier' },
          ],
        }),
      ]),
      'a multiplier is a count (piece, person, employee, time)',
    ],
    [
      'grid electricity on litres',
      form(
        [option({ activityInputs: [{ ...kwh, unitCategory: 'volume', defaultUnit: 'l' }], factor: grid })],
        { scope: 2 },
      ),
      'the quantity is volume but the factor is per energy',
    ],
    [
      'grid electricity in Scope 1',
      form([option({ factor: grid })]),
      'a grid or market electricity factor is Scope 2, not Scope 1',
    ],
    [
      'a market option without location-based factor',
      form([option({ factor: { kind: 'marketElectricity', instrument: 'supplierSpecific' } })], { scope: 2 }),
      'a market-based option also reports location-based',
    ],
    [
      'certificates without evidence',
      form(
        [
          option({
            factor: { kind: 'marketElectricity', instrument: 'energyAttributeCertificate' },
            locationBasedFactor: grid,
          }),
        ],
        { scope: 2 },
      ),
      'the instrument energyAttributeCertificate needs the generic input "certificateType"',
    ],
    [
      'a user-selected region without its input',
      form([option({ factor: { ...grid, region: 'userSelected' } })], { scope: 2 }),
      'a user-selected grid region needs the generic input "region"',
    ],
    [
      'grid upstream on a fuel',
      form([option({ upstream: [{ kind: 'gridElectricityUpstream' }] })]),
      'grid upstream belongs to electricity options',
    ],
    [
      'a spend without its year',
      form(
        [
          option({
            activityInputs: [{ ...kwh, unitCategory: 'currency', defaultUnit: 'EUR' }],
            factor: { kind: 'spend', lineageKey: 'epa-useeio:541511' },
          }),
        ],
        { scope: 3 },
      ),
      'a spend amount needs the generic input "spendYear"',
    ],
    [
      'a spend factor in Scope 1',
      form([
        option({
          activityInputs: [{ ...kwh, unitCategory: 'currency', defaultUnit: 'EUR' }],
          factor: { kind: 'spend', lineageKey: 'epa-useeio:541511' },
          genericInputs: [{ id: 'spendYear', type: 'number', label }],
        }),
      ]),
      'spend factors are Scope 3',
    ],
    [
      'a picker of another scope',
      form([option({ factor: { kind: 'picker', filter: { scope: 3, unitCategory: 'energy' } } })]),
      'the picker offers Scope 3 factors in a Scope 1 place',
    ],
    [
      'reuse outside Scope 3',
      form([option({ reusesFactorOfScope: 1 })]),
      'only Scope 3 options reuse a Scope 1 or 2 factor',
    ],
    [
      'a category in Scope 1',
      form([option()], { scope: 1, scope3Category: 4 }),
      'only Scope 3 sections have a category',
    ],
  ])('reports %s', (_case, definition, message) => {
    expect(messages(definition)).toContain(message);
    expect(formDefinitionSchema.safeParse(definition).success).toBe(false);
  });

  it('checks the section tree: depth, scopes, empty and automatic sections', () => {
    const leaf: FormSection = {
      id: 'd',
      label,
      optionGroups: [{ id: 'g', label, isStatic: true, options: [option()] }],
    };
    const deep: FormDefinition = {
      type: 'company',
      version: '2025.1',
      sections: [
        {
          id: 'a',
          label,
          ghg: { scope: 3, scope3Category: 1 },
          sections: [{ id: 'b', label, sections: [{ id: 'c', label, sections: [leaf] }] }],
        },
        {
          id: 'e',
          label,
          ghg: { scope: 1 },
          sections: [{ id: 'f', label, ghg: { scope: 2 }, optionGroups: [] }],
        },
        {
          id: 'h',
          label,
          ghg: { scope: 3, scope3Category: 1 },
          sections: [{ id: 'i', label, ghg: { scope: 3, scope3Category: 2 }, isAutomatic: true }],
        },
        {
          id: 'j',
          label,
          isAutomatic: true,
          // Rows entered by hand are allowed; sub-sections are not.
          optionGroups: [{ id: 'g2', label, isStatic: true, options: [option({ id: 'x' })] }],
          sections: [
            {
              id: 'k',
              label,
              optionGroups: [{ id: 'g3', label, isStatic: true, options: [option({ id: 'y' })] }],
            },
          ],
        },
      ],
    };
    expect(messages(deep)).toEqual([
      'sections nest at most 3 deep',
      'Scope 2 inside a Scope 1 section',
      'a section needs option groups or sub-sections',
      'a sub-section keeps its parent Scope 3 category',
      'an automatic section has no sub-sections',
    ]);
  });

  it('needs sections except in the Custom form', () => {
    expect(messages({ type: 'company', version: '2025.1', sections: [] })).toEqual([
      'a company form needs at least one section',
    ]);
    expect(messages({ type: 'custom', version: '2025.1', sections: [] })).toEqual([]);
  });

  it.each([
    ['a version without running number', { version: '2025' }],
    ['a running number 0', { version: '2025.0' }],
    ['an id that is not kebab-case', { sections: [{ ...form([option()]).sections[0], id: 'Scope_1' }] }],
    [
      'a blank German label',
      { sections: [{ ...form([option()]).sections[0], label: { en: 'Scope', de: ' ' } }] },
    ],
    ['an unknown icon', { sections: [{ ...form([option()]).sections[0], icon: 'rocket' }] }],
  ])('rejects %s', (_case, change) => {
    expect(formDefinitionSchema.safeParse({ ...form([option()]), ...change }).success).toBe(false);
  });

  it.each([
    null,
    'form',
    { type: 'company' },
    { type: 'company', version: '2025.1', sections: [{ id: 'x' }] },
  ])('rejects malformed input %j without throwing', (input) => {
    expect(formDefinitionSchema.safeParse(input).success).toBe(false);
  });
});

describe('walking a form', () => {
  const leaf: FormSection = {
    id: 'c',
    label,
    optionGroups: [
      { id: 'g', label, isStatic: true, options: [option({ children: [option({ id: 'child' })] })] },
    ],
  };
  const definition: FormDefinition = {
    type: 'company',
    version: '2025.1',
    sections: [
      {
        id: 'a',
        label,
        ghg: { scope: 3 },
        sections: [{ id: 'b', label, ghg: { scope: 3, scope3Category: 6 }, sections: [leaf] }],
      },
    ],
  };

  it('gives c1, c2, c3 and the inherited scope of an option, children included', () => {
    const child = findFormOption(definition, 'child');
    expect(child?.parentOptions.map((parent) => parent.id)).toEqual(['gas']);
    expect(child && getResultSectionIds(child)).toEqual({ c1: 'a', c2: 'b', c3: 'c' });
    expect(child?.sectionEntry.ghg).toEqual({ scope: 3, scope3Category: 6 });
    expect(child && getResultGhgScope(child, { scope: 1 })).toEqual({ scope: 3, category: 6 });
    expect(findFormOption(definition, 'missing')).toBeUndefined();
  });
});
