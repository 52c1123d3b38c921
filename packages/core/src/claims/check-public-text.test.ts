import { describe, expect, it } from 'vitest';
import { checkPublicText } from './check-public-text.ts';
import type { ClaimRuleId } from './claim-rules.ts';

type Expected = readonly [rule: ClaimRuleId, term: string, index: number];

/** A text and each claim in it: the rule, the term exactly as written, where it starts. */
const CLAIMS: readonly { text: string; found: readonly Expected[] }[] = [
  // English: neutrality, positive and negative impact, compensation.
  { text: 'We are climate neutral.', found: [['offset-neutrality', 'climate neutral', 7]] },
  { text: 'A climate-neutral company', found: [['offset-neutrality', 'climate-neutral', 2]] },
  { text: 'climateneutral shipping', found: [['offset-neutrality', 'climateneutral', 0]] },
  { text: 'Carbon Neutral since 2020', found: [['offset-neutrality', 'Carbon Neutral', 0]] },
  { text: 'carbon-neutral delivery', found: [['offset-neutrality', 'carbon-neutral', 0]] },
  { text: 'carbon dioxide neutral', found: [['offset-neutrality', 'carbon dioxide neutral', 0]] },
  { text: 'CO2 neutral products', found: [['offset-neutrality', 'CO2 neutral', 0]] },
  { text: 'Our CO₂-neutral products', found: [['offset-neutrality', 'CO₂-neutral', 4]] },
  { text: 'CO2e-neutral', found: [['offset-neutrality', 'CO2e-neutral', 0]] },
  { text: 'CO2-eq neutral', found: [['offset-neutrality', 'CO2-eq neutral', 0]] },
  { text: 'CO 2-neutral', found: [['offset-neutrality', 'CO 2-neutral', 0]] },
  { text: 'C02-neutral', found: [['offset-neutrality', 'C02-neutral', 0]] },
  { text: 'GHG-neutral operations', found: [['offset-neutrality', 'GHG-neutral', 0]] },
  { text: 'greenhouse gas neutral', found: [['offset-neutrality', 'greenhouse gas neutral', 0]] },
  { text: 'emissions-neutral', found: [['offset-neutrality', 'emissions-neutral', 0]] },
  { text: 'Our climate neutrality', found: [['offset-neutrality', 'climate neutrality', 4]] },
  { text: 'Carbon neutrality', found: [['offset-neutrality', 'Carbon neutrality', 0]] },
  { text: 'carbon-neutralised deliveries', found: [['offset-neutrality', 'carbon-neutralised', 0]] },
  { text: 'a climate positive company', found: [['offset-neutrality', 'climate positive', 2]] },
  { text: 'climate-positive', found: [['offset-neutrality', 'climate-positive', 0]] },
  { text: 'We are carbon negative', found: [['offset-neutrality', 'carbon negative', 7]] },
  { text: 'CO2-compensated shipping', found: [['offset-neutrality', 'CO2-compensated', 0]] },
  { text: 'carbon compensated', found: [['offset-neutrality', 'carbon compensated', 0]] },
  { text: 'Emissions 100% compensated', found: [['offset-neutrality', '100% compensated', 10]] },
  { text: 'fully neutralised', found: [['offset-neutrality', 'fully neutralised', 0]] },
  { text: 'We are net zero.', found: [['offset-neutrality', 'net zero', 7]] },
  { text: 'A Net-Zero company', found: [['offset-neutrality', 'Net-Zero', 2]] },
  { text: 'netzero', found: [['offset-neutrality', 'netzero', 0]] },
  { text: 'net-0 operations', found: [['offset-neutrality', 'net-0', 0]] },
  // German.
  { text: 'Wir sind klimaneutral.', found: [['offset-neutrality', 'klimaneutral', 9]] },
  { text: 'klimaneutrale Produkte', found: [['offset-neutrality', 'klimaneutrale', 0]] },
  { text: 'mit klimaneutralen Versand', found: [['offset-neutrality', 'klimaneutralen', 4]] },
  { text: 'ein klimaneutrales Unternehmen', found: [['offset-neutrality', 'klimaneutrales', 4]] },
  { text: 'klimaneutraler Strom', found: [['offset-neutrality', 'klimaneutraler', 0]] },
  { text: 'Klimaneutralität seit 2020', found: [['offset-neutrality', 'Klimaneutralität', 0]] },
  { text: 'Klima-neutral', found: [['offset-neutrality', 'Klima-neutral', 0]] },
  { text: 'Klima neutral', found: [['offset-neutrality', 'Klima neutral', 0]] },
  { text: 'CO2-neutral', found: [['offset-neutrality', 'CO2-neutral', 0]] },
  { text: 'CO₂-neutrale Lieferung', found: [['offset-neutrality', 'CO₂-neutrale', 0]] },
  { text: 'CO2e-neutral', found: [['offset-neutrality', 'CO2e-neutral', 0]] },
  { text: 'CO2-Äq-neutral', found: [['offset-neutrality', 'CO2-Äq-neutral', 0]] },
  { text: 'kohlenstoffneutral', found: [['offset-neutrality', 'kohlenstoffneutral', 0]] },
  { text: 'treibhausgasneutral', found: [['offset-neutrality', 'treibhausgasneutral', 0]] },
  { text: 'Treibhausgasneutralität', found: [['offset-neutrality', 'Treibhausgasneutralität', 0]] },
  { text: 'THG-neutral', found: [['offset-neutrality', 'THG-neutral', 0]] },
  { text: 'emissionsneutral', found: [['offset-neutrality', 'emissionsneutral', 0]] },
  { text: 'klimapositiv', found: [['offset-neutrality', 'klimapositiv', 0]] },
  { text: 'klimapositive Mitarbeitende', found: [['offset-neutrality', 'klimapositive', 0]] },
  { text: 'CO2-negativ', found: [['offset-neutrality', 'CO2-negativ', 0]] },
  { text: 'klimakompensiert', found: [['offset-neutrality', 'klimakompensiert', 0]] },
  { text: 'CO2-kompensierter Versand', found: [['offset-neutrality', 'CO2-kompensierter', 0]] },
  { text: 'vollständig kompensiert', found: [['offset-neutrality', 'vollständig kompensiert', 0]] },
  { text: 'Wir sind Netto-Null.', found: [['offset-neutrality', 'Netto-Null', 9]] },
  { text: 'Unternehmensklimaneutralität', found: [['offset-neutrality', 'Unternehmensklimaneutralität', 0]] },
  // Zero emissions.
  { text: 'zero emissions', found: [['zero-emissions', 'zero emissions', 0]] },
  { text: 'zero-emission vehicles', found: [['zero-emissions', 'zero-emission', 0]] },
  { text: 'Zero-Emissions delivery', found: [['zero-emissions', 'Zero-Emissions', 0]] },
  { text: 'zero CO2 emissions', found: [['zero-emissions', 'zero CO2 emissions', 0]] },
  { text: 'zero carbon', found: [['zero-emissions', 'zero carbon', 0]] },
  { text: 'emission-free', found: [['zero-emissions', 'emission-free', 0]] },
  { text: 'emissions free', found: [['zero-emissions', 'emissions free', 0]] },
  { text: 'emissionfree', found: [['zero-emissions', 'emissionfree', 0]] },
  { text: 'CO2-free electricity', found: [['zero-emissions', 'CO2-free', 0]] },
  { text: 'carbon-free', found: [['zero-emissions', 'carbon-free', 0]] },
  { text: 'emissionsfrei', found: [['zero-emissions', 'emissionsfrei', 0]] },
  { text: 'emissionsfreie Lieferung', found: [['zero-emissions', 'emissionsfreie', 0]] },
  { text: 'CO2-emissionsfrei', found: [['zero-emissions', 'CO2-emissionsfrei', 0]] },
  { text: 'Null-Emissionen', found: [['zero-emissions', 'Null-Emissionen', 0]] },
  { text: 'mit null Emissionen', found: [['zero-emissions', 'null Emissionen', 4]] },
  { text: '0 Emissionen', found: [['zero-emissions', '0 Emissionen', 0]] },
  { text: 'Nullemissionsfahrzeuge', found: [['zero-emissions', 'Nullemissionsfahrzeuge', 0]] },
  { text: 'CO2-frei', found: [['zero-emissions', 'CO2-frei', 0]] },
  { text: 'kohlenstofffrei', found: [['zero-emissions', 'kohlenstofffrei', 0]] },
  { text: 'treibhausgasfreie Produktion', found: [['zero-emissions', 'treibhausgasfreie', 0]] },
  { text: 'THG-frei', found: [['zero-emissions', 'THG-frei', 0]] },
  // Generic claims.
  { text: 'climate friendly', found: [['generic-claim', 'climate friendly', 0]] },
  { text: 'a climate-friendly choice', found: [['generic-claim', 'climate-friendly', 2]] },
  { text: 'eco-friendly packaging', found: [['generic-claim', 'eco-friendly', 0]] },
  { text: 'eco friendly', found: [['generic-claim', 'eco friendly', 0]] },
  { text: 'ecofriendly', found: [['generic-claim', 'ecofriendly', 0]] },
  { text: 'environmentally friendly', found: [['generic-claim', 'environmentally friendly', 0]] },
  { text: 'environment-friendly', found: [['generic-claim', 'environment-friendly', 0]] },
  { text: 'environmentally-friendly', found: [['generic-claim', 'environmentally-friendly', 0]] },
  { text: 'klimafreundlich', found: [['generic-claim', 'klimafreundlich', 0]] },
  { text: 'klimafreundliche Anreise', found: [['generic-claim', 'klimafreundliche', 0]] },
  { text: 'Klimafreundlichkeit', found: [['generic-claim', 'Klimafreundlichkeit', 0]] },
  { text: 'umweltfreundlich', found: [['generic-claim', 'umweltfreundlich', 0]] },
  { text: 'umweltfreundlicher Versand', found: [['generic-claim', 'umweltfreundlicher', 0]] },
  { text: 'klimaschonend', found: [['generic-claim', 'klimaschonend', 0]] },
  { text: 'umweltschonende Verpackung', found: [['generic-claim', 'umweltschonende', 0]] },
  // Targets are refused too, for their own reason.
  { text: 'Net zero by 2045', found: [['neutrality-target', 'Net zero', 0]] },
  { text: 'net-zero by the end of 2040', found: [['neutrality-target', 'net-zero', 0]] },
  { text: 'Our net-zero target', found: [['neutrality-target', 'net-zero', 4]] },
  { text: 'on our way to net zero', found: [['neutrality-target', 'net zero', 14]] },
  { text: 'We aim to become climate neutral', found: [['neutrality-target', 'climate neutral', 17]] },
  { text: 'zero emissions by 2035', found: [['neutrality-target', 'zero emissions', 0]] },
  { text: 'Netto-Null bis 2045', found: [['neutrality-target', 'Netto-Null', 0]] },
  { text: 'klimaneutral bis 2045', found: [['neutrality-target', 'klimaneutral', 0]] },
  { text: 'klimaneutral bis spätestens 2040', found: [['neutrality-target', 'klimaneutral', 0]] },
  { text: 'Klimaneutralitätsziel 2045', found: [['neutrality-target', 'Klimaneutralitätsziel', 0]] },
  { text: 'Ziel: klimaneutral 2040', found: [['neutrality-target', 'klimaneutral', 6]] },
  { text: 'Wir wollen bis 2040 klimaneutral werden', found: [['neutrality-target', 'klimaneutral', 20]] },
  { text: 'Klimaneutralität erreichen', found: [['neutrality-target', 'Klimaneutralität', 0]] },
  { text: 'bis 2045 treibhausgasneutral', found: [['neutrality-target', 'treibhausgasneutral', 9]] },
  // Several claims in one text, in order; overlapping terms are one claim.
  {
    text: 'Klimaneutral und umweltfreundlich: null Emissionen',
    found: [
      ['offset-neutrality', 'Klimaneutral', 0],
      ['generic-claim', 'umweltfreundlich', 17],
      ['zero-emissions', 'null Emissionen', 35],
    ],
  },
  { text: 'net zero emissions', found: [['offset-neutrality', 'net zero', 0]] },
  {
    text: 'Since 2020 net zero. Our goal: remain climate positive.',
    found: [
      ['offset-neutrality', 'net zero', 11],
      ['neutrality-target', 'climate positive', 38],
    ],
  },
];

/** The same claim written to slip past a plain search: case, Unicode forms, invisible characters. */
const DISGUISED: readonly { text: string; found: readonly Expected[] }[] = [
  { text: 'KLIMANEUTRAL', found: [['offset-neutrality', 'KLIMANEUTRAL', 0]] },
  { text: 'KlImAnEuTrAl', found: [['offset-neutrality', 'KlImAnEuTrAl', 0]] },
  {
    text: 'kli\u00ADma\u00ADneu\u00ADtral',
    found: [['offset-neutrality', 'kli\u00ADma\u00ADneu\u00ADtral', 0]],
  },
  { text: 'klima\u200Bneutral', found: [['offset-neutrality', 'klima\u200Bneutral', 0]] },
  { text: 'climate\u200D\u2060 neutral', found: [['offset-neutrality', 'climate\u200D\u2060 neutral', 0]] },
  { text: '\uFEFFcarbon neutral', found: [['offset-neutrality', 'carbon neutral', 1]] },
  { text: 'climate\u00A0neutral', found: [['offset-neutrality', 'climate\u00A0neutral', 0]] },
  { text: 'CO2\u202Fneutral', found: [['offset-neutrality', 'CO2\u202Fneutral', 0]] },
  { text: 'climate\u2002\u2003neutral', found: [['offset-neutrality', 'climate\u2002\u2003neutral', 0]] },
  { text: 'climate\nneutral', found: [['offset-neutrality', 'climate\nneutral', 0]] },
  { text: 'CO2\u2011neutral', found: [['offset-neutrality', 'CO2\u2011neutral', 0]] },
  { text: 'CO2\u2013neutral', found: [['offset-neutrality', 'CO2\u2013neutral', 0]] },
  { text: 'CO2 \u2212 neutral', found: [['offset-neutrality', 'CO2 \u2212 neutral', 0]] },
  { text: 'climate_neutral', found: [['offset-neutrality', 'climate_neutral', 0]] },
  { text: 'ＣＯ２－ｎｅｕｔｒａｌ', found: [['offset-neutrality', 'ＣＯ２－ｎｅｕｔｒａｌ', 0]] },
  { text: 'ｋｌｉｍａｎｅｕｔｒａｌ', found: [['offset-neutrality', 'ｋｌｉｍａｎｅｕｔｒａｌ', 0]] },
  { text: 'CLIMATE\u3000NEUTRAL', found: [['offset-neutrality', 'CLIMATE\u3000NEUTRAL', 0]] },
  { text: 'CO\u2082e-neutral', found: [['offset-neutrality', 'CO\u2082e-neutral', 0]] },
  { text: 'Klimaneutralita\u0308t', found: [['offset-neutrality', 'Klimaneutralita\u0308t', 0]] },
  { text: '\u0441limate neutral', found: [['offset-neutrality', '\u0441limate neutral', 0]] },
  { text: '🌍 climate neutral', found: [['offset-neutrality', 'climate neutral', 3]] },
  {
    text: 'um\u00ADwelt\u00ADfreund\u00ADlich',
    found: [['generic-claim', 'um\u00ADwelt\u00ADfreund\u00ADlich', 0]],
  },
  { text: 'emissions\u00A0free', found: [['zero-emissions', 'emissions\u00A0free', 0]] },
];

const expectFindings = (found: readonly Expected[]) =>
  found.map(([rule, term, index]) => ({ rule, term, index, length: term.length }));

describe('checkPublicText', () => {
  it.each(CLAIMS)('finds the claims in "$text"', ({ text, found }) => {
    expect(checkPublicText(text)).toEqual({ isAllowed: false, findings: expectFindings(found) });
  });

  it.each(DISGUISED)('finds the disguised claim in $text', ({ text, found }) => {
    expect(checkPublicText(text)).toEqual({ isAllowed: false, findings: expectFindings(found) });
  });

  it('reports each term where it was written, so slicing the text gives the term', () => {
    for (const { text } of [...CLAIMS, ...DISGUISED]) {
      for (const finding of checkPublicText(text).findings) {
        expect(text.slice(finding.index, finding.index + finding.length)).toBe(finding.term);
      }
    }
  });

  it('checks a long run of letters full of claims in one pass, naming it once', () => {
    // Widening each match to its word one by one took minutes here; it must stay linear.
    const text = 'klimaneutral'.repeat(20_000);
    const startedAt = performance.now();
    const check = checkPublicText(text);
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    expect(check.findings).toEqual([
      { rule: 'offset-neutrality', term: text, index: 0, length: text.length },
    ]);
  });
});
