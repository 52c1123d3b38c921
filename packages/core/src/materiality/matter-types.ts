import type { EsrsStandard } from '../esg/esrs/esrs-catalogue.ts';

/** A text in both languages of the product. */
export type MaterialityLabels = { readonly en: string; readonly de: string };

/**
 * A sustainability matter an assessment can find material: an ESRS 1 AR 16 sub-topic, or one of its
 * sub-sub-topics (then `subSubTopic` is set). Ids are ours and stable across list versions
 * (`E1.climate-change-mitigation`, `S1.working-conditions.working-time`).
 */
export type MaterialityMatter = {
  readonly id: string;
  readonly standard: EsrsStandard;
  readonly topic: MaterialityLabels;
  readonly subTopic: MaterialityLabels;
  readonly subSubTopic: MaterialityLabels | null;
};
