/**
 * Typed unit texts of one language, keyed by unit id. Texts are written naturally ("cubic metres",
 * "Kilowattstunden"); matching normalises them (case, spacing, dots, accents, superscripts), so a
 * table never needs variants that differ only in those. `deliveries` and `trips` name the piece units;
 * `matchUnit(text, 'intensity')` finds their intensity twins by the same texts.
 */
export type SynonymTable = Readonly<Record<string, readonly string[]>>;
