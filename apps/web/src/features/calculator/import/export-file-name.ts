/** A part of a file name: letters (umlauts too), digits and `.`/`-`; anything else becomes one `-`. */
function toFileNamePart(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}.]+/gu, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'export'
  );
}

/**
 * The name of a results CSV export: the project (or group), the year and the kind, so two exports never
 * share a name: "Werk-Köln_2025_results.csv", "Werk-Köln_2025_results-advanced.csv".
 */
export function buildResultsExportFileName(
  title: string,
  yearLabel: string,
  variant: 'simple' | 'advanced',
): string {
  const kind = variant === 'advanced' ? 'results-advanced' : 'results';
  return `${toFileNamePart(title)}_${toFileNamePart(yearLabel)}_${kind}.csv`;
}
