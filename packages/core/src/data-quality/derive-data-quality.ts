import { DATA_QUALITY_FIELDS, type DataQualityFields } from './data-quality-fields.ts';
import {
  DATA_QUALITIES,
  DATA_SOURCE_DEFINITIONS,
  type DataQuality,
  getDataSourceQuality,
  isDataSourceType,
} from './data-sources.ts';

/** The quality of a row nobody assessed: no indicator rated and no source named. */
export const NOT_ASSESSED = 'not-assessed';
export type DerivedDataQuality = DataQuality | typeof NOT_ASSESSED;

/** Every derived quality, best first, "not assessed" last (the order of summaries). */
export const DERIVED_DATA_QUALITIES: readonly DerivedDataQuality[] = [...DATA_QUALITIES, NOT_ASSESSED];

/**
 * One source a user selected for a result: a known type or the name of another source
 * (`otherDataSources`), with its percent share if the user entered one.
 */
export type SelectedDataSource = {
  type: string;
  percentShare?: number | null;
};

/** The share of a selected source: the entered one, else the type's default (0 for other sources). */
export function getEffectivePercentShare(source: SelectedDataSource): number {
  const { percentShare } = source;
  if (typeof percentShare === 'number' && Number.isFinite(percentShare)) return percentShare;
  return isDataSourceType(source.type) ? DATA_SOURCE_DEFINITIONS[source.type].defaultPercentShare : 0;
}

/**
 * Derives a result's data quality from its selected sources (spec section 9: very-good for product and
 * tracking; good for hr-records, bills, documentation, survey; fair for estimation; poor for any other
 * source). Among sources with a share above 0 the one with the largest share decides; on equal shares the
 * better quality wins. When every named source is at 0 % (the default of estimation, survey, …) they all
 * weigh the same, so the best of them decides. No source named: not assessed.
 * The largest share decides, not the best-ranked source: the rank is a display order (documentation is
 * rank 1 but only 'good'), and a result that is 90 % estimation should not read 'very-good' because of a
 * 10 % tracked part.
 */
export function deriveDataQuality(sources: readonly SelectedDataSource[]): DerivedDataQuality {
  if (sources.length === 0) return NOT_ASSESSED;
  const hasShare = sources.some((source) => getEffectivePercentShare(source) > 0);
  let decidingShare = -1;
  let decidingQuality: DataQuality = 'poor';
  for (const source of sources) {
    const share = hasShare ? getEffectivePercentShare(source) : 0;
    if (hasShare && share <= 0) continue;
    const quality = getDataSourceQuality(source.type);
    const isLarger = share > decidingShare;
    const isBetterOnTie = share === decidingShare && compareQuality(quality, decidingQuality) < 0;
    if (isLarger || isBetterOnTie) {
      decidingShare = share;
      decidingQuality = quality;
    }
  }
  return decidingQuality;
}

/**
 * The quality the assessed indicators point to: their mean level read on the pedigree scale (up to 1.5
 * very good, 2.5 good, 3.5 fair, above that poor). Not assessed when no indicator is rated.
 */
export function deriveIndicatorQuality(
  indicators: Partial<DataQualityFields> | null | undefined,
): DerivedDataQuality {
  const levels = DATA_QUALITY_FIELDS.map((field) => indicators?.[field]).filter(
    (level): level is number => typeof level === 'number' && Number.isFinite(level),
  );
  if (levels.length === 0) return NOT_ASSESSED;
  const mean = levels.reduce((sum, level) => sum + level, 0) / levels.length;
  if (mean <= 1.5) return 'very-good';
  if (mean <= 2.5) return 'good';
  if (mean <= 3.5) return 'fair';
  return 'poor';
}

/**
 * A result's data quality from both what the user rated and where the data came from: the worse of the
 * two where both are given (a figure is only as good as its weakest side), either one alone otherwise,
 * and "not assessed" when neither is. Inputs, Analyze and the report all read it from here.
 */
export function deriveResultDataQuality(
  indicators: Partial<DataQualityFields> | null | undefined,
  sources: readonly SelectedDataSource[],
): DerivedDataQuality {
  const fromIndicators = deriveIndicatorQuality(indicators);
  const fromSources = deriveDataQuality(sources);
  if (fromIndicators === NOT_ASSESSED) return fromSources;
  if (fromSources === NOT_ASSESSED) return fromIndicators;
  return compareQuality(fromIndicators, fromSources) > 0 ? fromIndicators : fromSources;
}

/** The sources of a stored result as `deriveResultDataQuality` reads them (other sources count poor). */
export function toSelectedSources(
  sources:
    | { types?: readonly SelectedDataSource[] | null; otherDataSources?: string | null }
    | null
    | undefined,
): SelectedDataSource[] {
  const other = sources?.otherDataSources?.trim() ?? '';
  return [...(sources?.types ?? []), ...(other ? [{ type: other, percentShare: 0 }] : [])];
}

/** Negative when `a` is better than `b`. */
function compareQuality(a: DataQuality, b: DataQuality): number {
  return DATA_QUALITIES.indexOf(a) - DATA_QUALITIES.indexOf(b);
}
