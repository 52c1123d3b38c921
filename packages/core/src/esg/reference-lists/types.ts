/** The languages every reference list is labelled in. */
export type ReferenceLanguage = 'en' | 'de';

/** One choice of a reference list: a stable id (stored in answers) and its label per language. */
export type ReferenceItem = {
  readonly id: string;
  readonly label: Readonly<Record<ReferenceLanguage, string>>;
  /** A heading the item is shown under (scope-category: the scope; ESRS sectors: the sector group). */
  readonly group?: string;
};

/**
 * A versioned list of choices an ESG datapoint can refer to (spec section 3). The version changes
 * whenever an item is added, removed or relabelled, so a stored answer can say which list it chose from.
 */
export type ReferenceList = {
  readonly id: string;
  readonly version: string;
  readonly items: readonly ReferenceItem[];
  /** The headings of the items' groups, by group id, so a picker can show them (every group used has one). */
  readonly groups?: Readonly<Record<string, Readonly<Record<ReferenceLanguage, string>>>>;
  /** Shown sorted by label in the page's language (countries), not in the list's order. */
  readonly isSortedByLabel?: boolean;
};

/** Shorthand for the lists written by hand: `[id, en, de]` or `[id, en, de, group]`. */
export type ItemTuple = readonly [id: string, en: string, de: string, group?: string];

export function toItems(tuples: readonly ItemTuple[]): ReferenceItem[] {
  return tuples.map(([id, en, de, group]) =>
    group ? { id, label: { en, de }, group } : { id, label: { en, de } },
  );
}
