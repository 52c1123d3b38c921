import type { ClaimRuleId } from './claim-rules.ts';
import { CLAIM_TERMS, isTargetContext } from './claim-terms.ts';
import { foldText } from './fold-text.ts';

/** One claim found in a text: which rule refuses it, and where it is, as written. */
export type ClaimFinding = {
  readonly rule: ClaimRuleId;
  /** The matched text exactly as written, soft hyphens and all: `text.slice(index, index + length)`. */
  readonly term: string;
  /** Where the term starts in the checked text (UTF-16 index, like `String.prototype.slice`). */
  readonly index: number;
  readonly length: number;
};

export type ClaimCheck = { readonly isAllowed: boolean; readonly findings: readonly ClaimFinding[] };

type Span = { rule: ClaimRuleId; start: number; end: number };

const LETTER = /\p{L}/u;

/**
 * Widens spans of folded text to the whole words they sit in, so a compound is named whole. The word
 * bounds are worked out once, so a long run of letters holding many matches costs one pass, not one each.
 */
function widenToWords(folded: string, spans: readonly Span[]): Span[] {
  if (spans.length === 0) return [];
  const isLetter = Array.from({ length: folded.length }, (_, at) => LETTER.test(folded[at] as string));
  const wordStarts = new Int32Array(folded.length + 1);
  for (let at = 0; at < folded.length; at += 1) {
    wordStarts[at] = at > 0 && isLetter[at - 1] ? (wordStarts[at - 1] as number) : at;
  }
  const wordEnds = new Int32Array(folded.length + 1);
  wordEnds[folded.length] = folded.length;
  for (let at = folded.length - 1; at >= 0; at -= 1) {
    wordEnds[at] = isLetter[at] ? (wordEnds[at + 1] as number) : at;
  }
  return spans.map((span) => ({
    ...span,
    start: wordStarts[span.start] as number,
    end: wordEnds[span.end] as number,
  }));
}

/** Keeps the first of overlapping spans ("net zero emissions" is one claim, not two); on a tie the longest. */
function dropOverlaps(spans: Span[]): Span[] {
  const ordered = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const span of ordered) {
    const previous = kept.at(-1);
    if (!previous || span.start >= previous.end) kept.push(span);
  }
  return kept;
}

/**
 * The one claims check for every text the product publishes (widget titles and captions, public
 * dashboards, labels, certificates), in German and English, under Directive (EU) 2024/825: claims of
 * neutrality, of zero emissions, neutrality targets and generic environmental claims are refused.
 *
 * Matching ignores case, Unicode form (NFKC: full-width letters, "CO₂"), soft hyphens and zero-width
 * characters, the kind of space or dash, and finds German compounds ("Klimaneutralitätsziel"). Each
 * finding names the term as written and where it is. A negation ("not climate neutral") is still a
 * finding: lawful texts say what was measured instead, and need no such term.
 */
export function checkPublicText(text: string): ClaimCheck {
  const folded = foldText(text);
  const spans: Span[] = [];
  for (const { rule, pattern } of CLAIM_TERMS) {
    for (const match of folded.text.matchAll(pattern)) {
      spans.push({ rule, start: match.index, end: match.index + match[0].length });
    }
  }
  const findings = dropOverlaps(widenToWords(folded.text, spans)).map(
    ({ rule, start, end }): ClaimFinding => {
      const isTarget = rule !== 'generic-claim' && isTargetContext(folded.text, start, end);
      const index = folded.starts[start] as number;
      const length = (folded.ends[end - 1] as number) - index;
      return {
        rule: isTarget ? 'neutrality-target' : rule,
        term: text.slice(index, index + length),
        index,
        length,
      };
    },
  );
  return { isAllowed: findings.length === 0, findings };
}
