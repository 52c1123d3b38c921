// Characters that never change what a unit text means: spaces, dots ("t.km", "Mio."), joiners
// ("tonne-km", "t·km", "t*km", "m^3") and the Arabic tatweel that only stretches a word.
const IGNORED_CHARACTERS = /[\s.\-_·⋅*×^\u2010-\u2015\u0640]/gu;
const COMBINING_MARKS = /\p{M}/gu;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/gu;

/**
 * Reduces a typed unit text to the form synonyms are compared in: compatibility forms unfolded
 * (m³ → m3, ligatures), accents and Arabic vowel/hamza marks dropped (kilómetro → kilometro,
 * أطنان → اطنان), ß → ss, Arabic ى → ي and ة → ه, Arabic-Indic digits → 0-9, ignored characters
 * removed and, unless `preserveCase`, lower-cased. Parentheses and slashes are kept: they carry meaning.
 */
export function normalizeUnitText(text: string, { preserveCase = false } = {}): string {
  const folded = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(/[ßẞ]/g, 'ss')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(IGNORED_CHARACTERS, '');
  return preserveCase ? folded : folded.toLowerCase();
}
