/**
 * Text folded for matching claim terms, with the way back: character `i` of `text` came from
 * `source.slice(starts[i], ends[i])`, so a match in the folded text is reported where it was written.
 */
export type FoldedText = {
  readonly text: string;
  readonly starts: readonly number[];
  readonly ends: readonly number[];
};

/**
 * Characters that do not show (soft hyphen, zero-width space and joiners, word joiner, byte order mark,
 * variation selectors …) and the hyphenation point: "klima\u00ADneutral" reads as "klimaneutral".
 */
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\u2027]$/u;
/** A base character with the combining marks after it, so NFKC can compose "a\u0308" to "ä". */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gsu;
const SPACE = /^\s$/u;
/** Dashes of every kind, the minus sign and the underscore count as one hyphen. */
const DASH = /^[\p{Pd}\u2212_]$/u;

/**
 * Cyrillic and Greek letters that look like Latin ones, so "сlimate" with a Cyrillic "с" is still read.
 * Only letters the claim terms use are listed.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  е: 'e',
  і: 'i',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
};

/**
 * Folds text for claim matching: NFKC (full-width letters, "₂" → "2", ligatures), lower case, look-alike
 * letters to Latin, invisible characters dropped, every space (non-breaking, narrow, ideographic, line
 * breaks) to one " ", every dash to "-". Runs of spaces become one.
 */
export function foldText(source: string): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const cluster of source.matchAll(CLUSTER)) {
    const start = cluster.index;
    const end = start + cluster[0].length;
    for (const char of cluster[0].normalize('NFKC').toLowerCase()) {
      if (INVISIBLE.test(char)) continue;
      let folded = LOOK_ALIKES[char] ?? char;
      if (SPACE.test(folded)) folded = ' ';
      else if (DASH.test(folded)) folded = '-';
      if (folded === ' ' && text.endsWith(' ')) continue;
      text += folded;
      // One entry per UTF-16 unit, the unit regular expressions count indexes in.
      for (let unit = 0; unit < folded.length; unit += 1) {
        starts.push(start);
        ends.push(end);
      }
    }
  }
  return { text, starts, ends };
}
