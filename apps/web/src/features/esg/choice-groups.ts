/** A choice as a picker lists it, with the heading of its group where the list groups its items. */
export type ChoiceOption = { id: string; label: string; groupLabel?: string };

/** Consecutive options of one group together, in list order; options without a group stand alone. */
export function groupChoiceOptions(
  options: readonly ChoiceOption[],
): { label?: string; options: ChoiceOption[] }[] {
  const groups: { label?: string; options: ChoiceOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.label === option.groupLabel) last.options.push(option);
    else
      groups.push(
        option.groupLabel === undefined
          ? { options: [option] }
          : { label: option.groupLabel, options: [option] },
      );
  }
  return groups;
}
