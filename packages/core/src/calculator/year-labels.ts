/** The fields of an instance that name its year. */
export type DatedInstance = { _id: string; startDate: string; endDate: string };

/**
 * The year label of an instance (spec section 4): the start year, or 'start - end' when the period
 * spans two calendar years (e.g. a financial year '2024 - 2025').
 */
export function getInstanceYearLabel(instance: Pick<DatedInstance, 'startDate' | 'endDate'>): string {
  const start = instance.startDate.slice(0, 4);
  const end = instance.endDate.slice(0, 4);
  return start === end ? start : `${start} - ${end}`;
}

export type YearOption = { label: string; instanceIds: string[]; startDate: string };

/**
 * The entries of the year picker, newest first. For one container each instance is its own entry; with a
 * group active, instances with the same label collapse into one entry that holds all of them.
 */
export function listYearOptions(instances: readonly DatedInstance[], isGroup: boolean): YearOption[] {
  const sorted = [...instances].sort((a, b) => b.startDate.localeCompare(a.startDate));
  if (!isGroup) {
    return sorted.map((instance) => ({
      label: getInstanceYearLabel(instance),
      instanceIds: [instance._id],
      startDate: instance.startDate,
    }));
  }
  const byLabel = new Map<string, YearOption>();
  for (const instance of sorted) {
    const label = getInstanceYearLabel(instance);
    const option = byLabel.get(label);
    if (option) option.instanceIds.push(instance._id);
    else byLabel.set(label, { label, instanceIds: [instance._id], startDate: instance.startDate });
  }
  return [...byLabel.values()];
}

/** The selected year, or the first available one when the selected label has no instance. */
export function pickYearOption(
  options: readonly YearOption[],
  label: string | undefined,
): YearOption | undefined {
  return options.find((option) => option.label === label) ?? options[0];
}

/** The newest instance by start date (picking a project loads it). */
export function findNewestInstance<T extends Pick<DatedInstance, 'startDate'>>(
  instances: readonly T[],
): T | undefined {
  let newest: T | undefined;
  for (const instance of instances) if (!newest || instance.startDate > newest.startDate) newest = instance;
  return newest;
}
