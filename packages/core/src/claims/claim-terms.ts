import type { ClaimRuleId } from './claim-rules.ts';

/**
 * The claim terms, written for text folded by `foldText` (lower case, one " " for any space, "-" for
 * any dash, "₂" as "2"). Each term is a subject and a predicate: "climate" + "neutral".
 *
 * - A subject and a predicate written apart ("climate neutral", "CO2 - neutral") count only when the
 *   subject starts a word, so "Betriebsklima positiv" (a good working atmosphere) is no claim.
 * - Written as one word they count inside German compounds too: "Unternehmensklimaneutralität".
 * - A match runs on to the end of its word, so the finding names "Klimaneutralitätsziel" whole.
 */
export type ClaimTerm = {
  readonly rule: ClaimRuleId;
  readonly pattern: RegExp;
};

/** Hyphen, space, or a hyphen with spaces around it, between a subject and its predicate. */
const SEP = '(?: ?- ?| )';
const OPTIONAL_SEP = `${SEP}?`;
/** Not inside a word or a number. */
const WORD_START = '(?<![\\p{L}\\p{N}])';
/** Not inside a word or a number, nor after a decimal point ("1.0 emissions" is no claim). */
const NUMBER_START = '(?<![\\p{L}\\p{N}.,])';

/** CO2 with a zero for the O, a space before the 2, and the equivalents: CO2e, CO2-eq, CO2-Äq. */
const CO2 = `c[o0] ?2(?:${OPTIONAL_SEP}(?:e|eq|äq|aeq))?`;
const GREENHOUSE_GAS = `greenhouse${OPTIONAL_SEP}gas(?:es)?|treibhausgas(?:e)?|ghg|thg`;
/** "emissions", also "CO2 emissions" and "Treibhausgasemissions-" as the first part of a compound. */
const EMISSIONS = `(?:(?:${CO2}|carbon|${GREENHOUSE_GAS})${OPTIONAL_SEP})?emissions?`;

/** A subject and a predicate apart (the subject starting a word) or as one word (anywhere). */
function compound(subjects: string, predicate: string): string {
  return `(?:${WORD_START}(?:${subjects})${SEP}|(?:${subjects}))(?:${predicate})`;
}

function term(rule: ClaimRuleId, source: string): ClaimTerm {
  return { rule, pattern: new RegExp(source, 'gu') };
}

const NEUTRAL_SUBJECTS = [
  'climate',
  'klima',
  `carbon(?:${SEP}dioxide)?`,
  'kohlenstoff(?:dioxid)?',
  GREENHOUSE_GAS,
  EMISSIONS,
  CO2,
].join('|');

/**
 * "frei" with its endings only, so "CO2 freisetzen" (to release CO2) is no claim; "free" as a word, so
 * "emissions freely" is none.
 */
const FREE = 'free(?!\\p{L})|frei(?:e[mnrs]?|heit)?(?!\\p{L})';

/**
 * "zero emission factors", "0 Emissionsquellen", "null Emissionsdaten": counts of what this product is
 * full of, never a claim.
 */
const NOT_A_COUNT = `(?!(?:en|s)?${OPTIONAL_SEP}(?:fa[ck]tor|sources?|quelle|data|daten))`;

export const CLAIM_TERMS: readonly ClaimTerm[] = [
  // Neutral, positive or negative impact: in practice always reached by offsetting (Annex I 4c).
  term('offset-neutrality', compound(NEUTRAL_SUBJECTS, 'neutral')),
  term('offset-neutrality', compound(`climate|klima|carbon|kohlenstoff|${CO2}`, 'positiv')),
  term('offset-neutrality', compound(`carbon|kohlenstoff|${CO2}|${GREENHOUSE_GAS}`, 'negativ')),
  term('offset-neutrality', compound(`climate|klima|carbon|${CO2}`, 'compensated|kompensiert')),
  term(
    'offset-neutrality',
    `${NUMBER_START}(?:fully|completely|entirely|100 ?%|vollständig|vollstaendig|komplett)${SEP}(?:compensated|kompensiert|neutrali[sz]ed|neutralisiert)`,
  ),
  term('offset-neutrality', `${WORD_START}net(?:to)?${OPTIONAL_SEP}(?:zero|null|0(?![.,]?\\p{N}))`),
  // No emissions at all.
  term(
    'zero-emissions',
    `${NUMBER_START}(?:zero|null|0)${OPTIONAL_SEP}(?:(?:${CO2}|carbon|${GREENHOUSE_GAS})${OPTIONAL_SEP})?emission(?:en|s)?${NOT_A_COUNT}`,
  ),
  term('zero-emissions', `${WORD_START}zero${OPTIONAL_SEP}(?:carbon|${CO2})`),
  term('zero-emissions', compound(`${EMISSIONS}|carbon|kohlenstoff?|${CO2}|${GREENHOUSE_GAS}`, FREE)),
  // Generic claims (Annex I 4a).
  term(
    'generic-claim',
    compound(
      'climate|klima|umwelt|environment(?:al(?:ly)?)?|eco|öko|oeko|planet|nature|natur',
      'friendly|freundlich',
    ),
  ),
  term('generic-claim', compound('klima|umwelt', 'schonend')),
];

/** After a neutrality or zero-emissions term: what makes it a target ("… by 2045", "… werden"). */
const TARGET_AFTER = new RegExp(
  [
    '^(?:[ -](?:emissions?|emissionen|company|unternehmen|status|operations|betrieb))?[ -]?',
    '(?:target|goal|ziel|pledge|commitment|roadmap|pathway|pfad|ambition',
    '|(?:by|until|before|bis|no later than|spätestens)(?: (?:the )?(?:year|jahr|end of|ende|zum|spätestens|des jahres))* (?:19|20)\\d\\d(?!\\d)',
    '|(?:zu )?werden|(?:zu )?erreichen)',
  ].join(''),
  'u',
);

/** Before such a term, in the same sentence and at most three words earlier: "aim to become …". */
const TARGET_BEFORE = new RegExp(
  [
    '(?:^|[^\\p{L}])',
    '(?:target|goal|ziel|aim(?:s|ing)?(?: to| for| at)?|plan(?:s|ning)? to|pledge[sd]?(?: to)?',
    '|commit(?:s|ted|ment)?(?: to)?|striv(?:e|es|ing) (?:to|for)|become|becoming|reach|reaching|achieve|achieving',
    '|will be|will become|wollen|möchten|werden wir|auf dem weg|on (?:the|our|its) (?:way|path|road) to',
    '|bis (?:zum jahr |spätestens |ende )?(?:19|20)\\d\\d)',
    '(?:[^\\p{L}]+\\p{L}+){0,3}[^\\p{L}]*$',
  ].join(''),
  'u',
);
const TARGET_IN_TERM = /ziel|target|goal|pfad|pathway/u;
/** The end of a sentence: what comes before it says nothing about this one. */
const SENTENCE_END = /[.!?]\s(?!.*[.!?]\s)/su;
const TARGET_CONTEXT_LENGTH = 80;

/**
 * Tells whether a neutrality or zero-emissions term in folded text (from `start` to `end`) states a
 * target rather than a present claim: "net zero by 2045", "Klimaneutralitätsziel", "become climate
 * neutral". Targets are refused too, for their own reason.
 */
export function isTargetContext(folded: string, start: number, end: number): boolean {
  if (TARGET_IN_TERM.test(folded.slice(start, end))) return true;
  if (TARGET_AFTER.test(folded.slice(end, end + TARGET_CONTEXT_LENGTH))) return true;
  const before = folded.slice(Math.max(0, start - TARGET_CONTEXT_LENGTH), start);
  const sentenceEnd = SENTENCE_END.exec(before);
  return TARGET_BEFORE.test(sentenceEnd ? before.slice(sentenceEnd.index + 2) : before);
}
