import type { DisplayLocale } from '../format/display-locale.ts';
import { describeFinancedContributions, describeMeasuredFootprint } from './lawful-texts.ts';

/**
 * Why a public text is refused (Directive (EU) 2024/825, amending Directive 2005/29/EC):
 * - `offset-neutrality`: a neutral, reduced or positive climate impact that rests on offsetting
 *   ("climate neutral", "net zero", "klimapositiv", "CO2-kompensiert"), banned by Annex I point 4c;
 * - `zero-emissions`: no emissions at all ("zero emissions", "emissionsfrei"), which a company or
 *   product only reaches by leaving emissions out or by offsetting them (point 4c);
 * - `neutrality-target`: either of those as a target ("net zero by 2045", "Klimaneutralitätsziel"),
 *   a claim about future performance that Article 6(2)(d) allows only with a detailed, independently
 *   verified implementation plan, which a short public text cannot carry;
 * - `generic-claim`: a generic environmental claim ("eco-friendly", "klimafreundlich") without
 *   recognised excellent environmental performance, banned by Annex I point 4a.
 */
export const CLAIM_RULE_IDS = [
  'offset-neutrality',
  'zero-emissions',
  'neutrality-target',
  'generic-claim',
] as const;
export type ClaimRuleId = (typeof CLAIM_RULE_IDS)[number];

/** Tells whether a value is one of the claim rules. */
export function isClaimRuleId(value: unknown): value is ClaimRuleId {
  return typeof value === 'string' && (CLAIM_RULE_IDS as readonly string[]).includes(value);
}

export type ClaimRuleDescription = { readonly title: string; readonly reason: string };

/** The examples the reasons quote are the lawful templates themselves, so they can never disagree. */
function quoteExamples(locale: DisplayLocale): { footprint: string; financed: string } {
  const footprint = describeMeasuredFootprint({ kg: 1_234_567, year: 2025, scopes: [1, 2, 3] }, locale);
  const financed = describeFinancedContributions({ tonnes: 120, year: 2025 }, locale);
  return locale === 'de'
    ? { footprint: `„${footprint}“`, financed: `„${financed}“` }
    : { footprint: `“${footprint}”`, financed: `“${financed}”` };
}

function describeInEnglish(rule: ClaimRuleId): ClaimRuleDescription {
  const { footprint, financed } = quoteExamples('en');
  switch (rule) {
    case 'offset-neutrality':
      return {
        title: 'Neutrality claim based on offsetting',
        reason: `Since 27 September 2026, Directive (EU) 2024/825 bans claims that a company or product has a neutral, reduced or positive impact on the climate because emissions are offset (Annex I point 4c of Directive 2005/29/EC). Say what was measured and, separately, what was financed, each with its year, for example ${footprint} and ${financed}.`,
      };
    case 'zero-emissions':
      return {
        title: 'Zero-emissions claim',
        reason: `A company or product causes emissions; saying it causes none leaves emissions out or offsets them, and Directive (EU) 2024/825 bans such claims since 27 September 2026 (Annex I point 4c of Directive 2005/29/EC). Give the measured emissions with the year and the scopes, and financed climate projects separately, for example ${footprint}.`,
      };
    case 'neutrality-target':
      return {
        title: 'Neutrality or zero-emissions target',
        reason: `A target of neutrality or zero emissions is a claim about future environmental performance: under Directive (EU) 2024/825 (Article 6(2)(d) of Directive 2005/29/EC) it misleads unless a detailed, realistic implementation plan verified by an independent expert backs it, which a short public text cannot carry. Name the reduction target with its scopes, base year and target year instead, for example “Target: reduce Scope 1 and 2 emissions by 42 % by 2030 compared with 2020”, beside the latest measured footprint, such as ${footprint}.`,
      };
    case 'generic-claim':
      return {
        title: 'Generic environmental claim',
        reason: `Since 27 September 2026, Directive (EU) 2024/825 bans generic environmental claims, such as calling a company or product friendly to the climate or the environment, unless a recognised excellent environmental performance (the EU Ecolabel, for example) backs them (Annex I point 4a of Directive 2005/29/EC). Name the specific measured fact with its year instead, for example ${footprint}.`,
      };
  }
}

function describeInGerman(rule: ClaimRuleId): ClaimRuleDescription {
  const { footprint, financed } = quoteExamples('de');
  switch (rule) {
    case 'offset-neutrality':
      return {
        title: 'Neutralitätsaussage auf Grundlage von Kompensation',
        reason: `Seit dem 27. September 2026 verbietet die Richtlinie (EU) 2024/825 Aussagen, ein Unternehmen oder Produkt habe eine neutrale, verringerte oder positive Wirkung auf das Klima, weil Emissionen kompensiert werden (Anhang I Nummer 4c der Richtlinie 2005/29/EG). Nenne, was gemessen wurde, und getrennt davon, was finanziert wurde, jeweils mit dem Jahr, zum Beispiel ${footprint} und ${financed}.`,
      };
    case 'zero-emissions':
      return {
        title: 'Aussage über null Emissionen',
        reason: `Ein Unternehmen oder Produkt verursacht Emissionen; wer sagt, es verursache keine, lässt Emissionen weg oder kompensiert sie, und die Richtlinie (EU) 2024/825 verbietet solche Aussagen seit dem 27. September 2026 (Anhang I Nummer 4c der Richtlinie 2005/29/EG). Nenne die gemessenen Emissionen mit dem Jahr und den Scopes und finanzierte Klimaschutzprojekte getrennt davon, zum Beispiel ${footprint}.`,
      };
    case 'neutrality-target':
      return {
        title: 'Ziel der Neutralität oder von null Emissionen',
        reason: `Ein Ziel der Neutralität oder von null Emissionen ist eine Aussage über künftige Umweltleistung: Nach der Richtlinie (EU) 2024/825 (Artikel 6 Absatz 2 Buchstabe d der Richtlinie 2005/29/EG) ist sie irreführend, wenn kein ausführlicher, realistischer und von einer unabhängigen Sachverständigenstelle geprüfter Umsetzungsplan sie stützt, und den kann ein kurzer öffentlicher Text nicht tragen. Nenne stattdessen das Minderungsziel mit Scopes, Basisjahr und Zieljahr, zum Beispiel „Ziel: Emissionen in Scope 1 und 2 bis 2030 um 42 % gegenüber 2020 senken“, neben dem zuletzt gemessenen Fußabdruck, etwa ${footprint}.`,
      };
    case 'generic-claim':
      return {
        title: 'Allgemeine Umweltaussage',
        reason: `Seit dem 27. September 2026 verbietet die Richtlinie (EU) 2024/825 allgemeine Umweltaussagen, etwa ein Unternehmen oder Produkt als freundlich für Klima oder Umwelt zu bezeichnen, wenn keine anerkannte hervorragende Umweltleistung (zum Beispiel das EU-Umweltzeichen) sie belegt (Anhang I Nummer 4a der Richtlinie 2005/29/EG). Nenne stattdessen die konkrete gemessene Tatsache mit dem Jahr, zum Beispiel ${footprint}.`,
      };
  }
}

/**
 * The title of a claim rule and its reason: the directive that refuses the text, and what to write
 * instead (what was measured, what was financed, with the year).
 */
export function describeClaimRule(rule: ClaimRuleId, locale: DisplayLocale): ClaimRuleDescription {
  return locale === 'de' ? describeInGerman(rule) : describeInEnglish(rule);
}

/**
 * The sentence shown for a refused text: the term as written, then the reason.
 * "“climate neutral” cannot be published: …" / "„klimaneutral“ kann nicht veröffentlicht werden: …"
 */
export function describeClaimFinding(
  finding: { readonly rule: ClaimRuleId; readonly term: string },
  locale: DisplayLocale,
): string {
  const { reason } = describeClaimRule(finding.rule, locale);
  return locale === 'de'
    ? `„${finding.term}“ kann nicht veröffentlicht werden: ${reason}`
    : `“${finding.term}” cannot be published: ${reason}`;
}
