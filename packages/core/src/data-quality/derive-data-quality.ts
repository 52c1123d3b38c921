import {
  DATA_QUALITIES,
  DATA_SOURCE_DEFINITIONS,
  type DataQuality,
  getDataSourceQuality,
  isDataSourceType,
} from './data-sources.ts';

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
 * Derives a result's data quality from its selected sources. Rule: among sources with a share above 0,
 * the one with the largest share decides; on equal shares the better quality wins. With no source above
 * 0 (none selected, or only 0 % ones) the quality is 'poor'. Shares need not add up to 100 (the defaults
 * do not), so they are compared, not summed.
 * The largest share decides, not the best-ranked source: the rank is a display order (documentation is
 * rank 1 but only 'good'), and a result that is 90 % estimation should not read 'very-good' because of a
 * 10 % tracked part.
 */
export function deriveDataQuality(sources: readonly SelectedDataSource[]): DataQuality {
  let decidingShare = 0;
  let decidingQuality: DataQuality = 'poor';
  for (const source of sources) {
    const share = getEffectivePercentShare(source);
    if (share <= 0) continue;
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

/** Negative when `a` is better than `b`. */
function compareQuality(a: DataQuality, b: DataQuality): number {
  return DATA_QUALITIES.indexOf(a) - DATA_QUALITIES.indexOf(b);
}
