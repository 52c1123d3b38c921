import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../countries/countries.generated.ts';
import {
  findReferenceItem,
  isReferenceListId,
  presentReferenceList,
  REFERENCE_LIST_IDS,
  REFERENCE_LISTS,
} from './index.ts';
import type { ReferenceList } from './types.ts';

describe('the ESG reference lists', () => {
  it('has every list the spec names, each under its own id', () => {
    expect(REFERENCE_LIST_IDS).toEqual(
      expect.arrayContaining([
        'country',
        'energy-source-types',
        'energy-efficiency-class',
        'employee-types',
        'esrs-sectors',
        'fossil-energy-source-types',
        'ghg-category',
        'ghg-scopes',
        'scope-category',
        'human-right-categories',
        'percentage-category',
        'gender',
        'market-location',
        'contract-type',
        'practices-policies-targets',
        'energy-consumption',
        'yes-no',
        'positive-negative',
        'actual-potential',
        'time-horizon',
        'score',
        'value-chain',
        'risk-opportunity',
        'removal-storage-activities',
        'source-type',
      ]),
    );
    for (const [key, list] of Object.entries(REFERENCE_LISTS)) expect(list.id).toBe(key);
  });

  it.each(REFERENCE_LIST_IDS)('%s: unique ids, a version, and a label in both languages', (id) => {
    const list = REFERENCE_LISTS[id];
    expect(list.version).toMatch(/^\d{4}\.\d+$/);
    expect(list.items.length).toBeGreaterThan(1);
    expect(new Set(list.items.map((item) => item.id)).size).toBe(list.items.length);
    for (const item of list.items) {
      expect(item.label.en.trim()).not.toBe('');
      expect(item.label.de.trim()).not.toBe('');
    }
  });

  it('keeps the spec fixed lists exactly', () => {
    const ids = (id: keyof typeof REFERENCE_LISTS) => REFERENCE_LISTS[id].items.map((item) => item.id);
    expect(ids('energy-efficiency-class')).toEqual(['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(ids('employee-types')).toEqual([
      'permanent',
      'temporary',
      'non-guaranteed-hours',
      'non-employee',
      'other',
    ]);
    expect(ids('ghg-category')).toEqual(['co2', 'ch4', 'n2o', 'hfc', 'sf6', 'nf3', 'other']);
    expect(ids('ghg-scopes')).toEqual(['scope-1', 'scope-2', 'scope-3']);
    expect(ids('percentage-category')).toEqual(['0-19', '20-39', '40-59', '60-79', '80-100']);
    expect(ids('gender')).toEqual(['female', 'male', 'other', 'not-reported']);
    expect(ids('time-horizon')).toEqual(['short-term', 'mid-term', 'long-term']);
    expect(ids('score')).toEqual(['1', '2', '3', '4', '5']);
    expect(REFERENCE_LISTS.score.items[0]?.label.en).toBe('1 – very low');
    expect(REFERENCE_LISTS.score.items[4]?.label.en).toBe('5 – very high');
  });

  it('splits the scope categories into 5 Scope 1 kinds, 2 Scope 2 kinds and the 15 Scope 3 categories', () => {
    const items = REFERENCE_LISTS['scope-category'].items;
    const inGroup = (group: string) => items.filter((item) => item.group === group);
    expect(inGroup('scope-1')).toHaveLength(5);
    expect(inGroup('scope-2')).toHaveLength(2);
    expect(inGroup('scope-3').map((item) => item.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => `scope-3-${index + 1}`),
    );
    expect(findReferenceItem('scope-category', 'scope-3-6')?.label).toEqual({
      en: 'Category 6: Business travel',
      de: 'Kategorie 6: Geschäftsreisen',
    });
  });

  it('offers about forty ESRS sectors in groups', () => {
    const sectors = REFERENCE_LISTS['esrs-sectors'].items;
    expect(sectors.length).toBeGreaterThanOrEqual(38);
    expect(sectors.length).toBeLessThanOrEqual(45);
    expect(sectors.every((sector) => sector.group)).toBe(true);
  });

  it('labels every ISO country in English and German', () => {
    const countries = REFERENCE_LISTS.country.items;
    expect(countries).toHaveLength(COUNTRIES.length);
    expect(findReferenceItem('country', 'DE')?.label).toEqual({ en: 'Germany', de: 'Deutschland' });
    expect(findReferenceItem('country', 'CH')?.label.de).toBe('Schweiz');
    expect(countries.filter((country) => country.label.de === country.label.en).length).toBeLessThan(
      countries.length / 2,
    );
  });

  it('answers undefined for an item or a list it does not have', () => {
    expect(findReferenceItem('yes-no', 'maybe')).toBeUndefined();
    expect(findReferenceItem('yes-no', '__proto__')).toBeUndefined();
    expect(isReferenceListId('substances')).toBe(false);
    expect(isReferenceListId('toString')).toBe(false);
    expect(isReferenceListId('gender')).toBe(true);
  });

  it('presents a list in the page language, groups kept', () => {
    expect(presentReferenceList('yes-no', 'de')).toEqual({
      id: 'yes-no',
      version: '2026.1',
      items: [
        { id: 'yes', label: 'Ja' },
        { id: 'no', label: 'Nein' },
      ],
    });
    expect(presentReferenceList('scope-category', 'en').items[0]).toEqual({
      id: 'scope-1-fuels',
      label: 'Fuels',
      group: 'scope-1',
      groupLabel: 'Scope 1',
    });
    expect(presentReferenceList('esrs-sectors', 'de').items[0]).toMatchObject({ groupLabel: 'Urproduktion' });
  });

  it("presents countries sorted by their name in the page's language, not by ISO code", () => {
    const english = presentReferenceList('country', 'en').items.map((item) => item.label);
    const german = presentReferenceList('country', 'de').items.map((item) => item.label);
    expect(english[0]).toBe('Afghanistan');
    expect(english.indexOf('Germany')).toBeLessThan(english.indexOf('Ghana'));
    expect(english.indexOf('Austria')).toBeLessThan(english.indexOf('Belgium'));
    // German order: umlauts sort with their letter (Ägypten among the A's, Österreich after Oman).
    expect(german.indexOf('Ägypten')).toBeLessThan(german.indexOf('Albanien'));
    expect(german.indexOf('Oman')).toBeLessThan(german.indexOf('Österreich'));
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Pakistan'));
    expect(german.indexOf('Deutschland')).toBeLessThan(german.indexOf('Frankreich'));
    expect(german.indexOf('Schweiz')).toBeLessThan(german.indexOf('Spanien'));
  });

  it('gives every group an item uses a heading in English and German', () => {
    for (const list of Object.values(REFERENCE_LISTS) as ReferenceList[]) {
      for (const item of list.items) {
        if (!item.group) continue;
        const heading = list.groups?.[item.group];
        expect(heading?.en.trim(), `${list.id} ${item.group}`).toBeTruthy();
        expect(heading?.de.trim(), `${list.id} ${item.group}`).toBeTruthy();
      }
    }
  });
});
