import { describe, expect, it } from 'vitest';
import { CLAIM_RULE_IDS, describeClaimFinding, describeClaimRule, isClaimRuleId } from './claim-rules.ts';

describe('describeClaimRule', () => {
  it.each(CLAIM_RULE_IDS)(
    'names the directive and what to write instead for %s, in both languages',
    (rule) => {
      const en = describeClaimRule(rule, 'en');
      const de = describeClaimRule(rule, 'de');
      expect(en.reason).toContain('Directive (EU) 2024/825');
      expect(de.reason).toContain('Richtlinie (EU) 2024/825');
      expect(en.reason).toContain('“Measured footprint 2025: 1,234.57 t CO2e (Scopes 1, 2 and 3)”');
      expect(de.reason).toContain('„Gemessener Fußabdruck 2025: 1.234,57 t CO2e (Scope 1, 2 und 3)“');
      expect(en.title).not.toBe(de.title);
    },
  );

  it('quotes the financed projects beside the footprint for offsetting claims', () => {
    expect(describeClaimRule('offset-neutrality', 'en').reason).toContain(
      '“Financed climate projects in 2025: 120 t CO2e, reported beside the footprint and not subtracted from it”',
    );
    expect(describeClaimRule('offset-neutrality', 'de').reason).toContain(
      '„Finanzierte Klimaschutzprojekte 2025: 120 t CO2e, neben dem Fußabdruck ausgewiesen und nicht davon abgezogen“',
    );
  });

  it.each([
    ['offset-neutrality', 'Annex I point 4c', 'Anhang I Nummer 4c'],
    ['zero-emissions', 'Annex I point 4c', 'Anhang I Nummer 4c'],
    ['neutrality-target', 'Article 6(2)(d)', 'Artikel 6 Absatz 2 Buchstabe d'],
    ['generic-claim', 'Annex I point 4a', 'Anhang I Nummer 4a'],
  ] as const)('cites the provision that bans %s', (rule, en, de) => {
    expect(describeClaimRule(rule, 'en').reason).toContain(en);
    expect(describeClaimRule(rule, 'de').reason).toContain(de);
  });

  it('has titles in both languages', () => {
    expect(CLAIM_RULE_IDS.map((rule) => describeClaimRule(rule, 'en').title)).toEqual([
      'Neutrality claim based on offsetting',
      'Zero-emissions claim',
      'Neutrality or zero-emissions target',
      'Generic environmental claim',
    ]);
    expect(CLAIM_RULE_IDS.map((rule) => describeClaimRule(rule, 'de').title)).toEqual([
      'Neutralitätsaussage auf Grundlage von Kompensation',
      'Aussage über null Emissionen',
      'Ziel der Neutralität oder von null Emissionen',
      'Allgemeine Umweltaussage',
    ]);
  });
});

describe('describeClaimFinding', () => {
  it('names the term as written, then the reason', () => {
    const finding = { rule: 'generic-claim', term: 'umweltfreundlich' } as const;
    expect(describeClaimFinding(finding, 'de')).toBe(
      `„umweltfreundlich“ kann nicht veröffentlicht werden: ${describeClaimRule('generic-claim', 'de').reason}`,
    );
    expect(describeClaimFinding({ rule: 'zero-emissions', term: 'zero emissions' }, 'en')).toBe(
      `“zero emissions” cannot be published: ${describeClaimRule('zero-emissions', 'en').reason}`,
    );
  });
});

describe('isClaimRuleId', () => {
  it.each([
    ['offset-neutrality', true],
    ['generic-claim', true],
    ['validation.invalid', false],
    [4, false],
  ])('tells %j → %s', (value, expected) => {
    expect(isClaimRuleId(value)).toBe(expected);
  });
});
