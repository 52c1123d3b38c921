import { ESRS_STANDARDS, type EsrsStandard } from '../esg/esrs/esrs-catalogue.ts';
import { ESRS_AR16_MATTERS } from './esrs-matters.generated.ts';
import type { MaterialityLabels, MaterialityMatter } from './matter-types.ts';

/**
 * A version of the matter list. Version 1 ships with the product (ESRS 1 AR 16); sitewide admins add
 * later versions, and each assessment keeps the version it started with, so editing the list never
 * changes a running assessment.
 */
export type MatterList = { version: number; matters: readonly MaterialityMatter[]; note: string };

export const SHIPPED_MATTER_LIST: MatterList = {
  version: 1,
  matters: ESRS_AR16_MATTERS,
  note: 'ESRS 1 AR 16 (Commission Delegated Regulation (EU) 2023/2772)',
};

/** A matter the assessment adds for itself (ESRS 1 AR 16: entity-specific matters), optionally under a standard. */
export type EntitySpecificMatter = { id: string; standard: EsrsStandard | null; name: string };
export const ENTITY_MATTER_PREFIX = 'entity.';
export const MAX_ENTITY_SPECIFIC_MATTERS = 50;

/** The matters an assessment can score: the list's, then its own. */
export function assessmentMatterIds(
  list: MatterList,
  entitySpecific: readonly EntitySpecificMatter[],
): string[] {
  return [...list.matters.map((matter) => matter.id), ...entitySpecific.map((matter) => matter.id)];
}

/** Names a matter in a language: "Topic – sub-topic – sub-sub-topic", or the entity-specific name. */
export function nameMatter(
  list: MatterList,
  entitySpecific: readonly EntitySpecificMatter[],
  matterId: string,
  language: 'en' | 'de',
): string {
  const own = entitySpecific.find((matter) => matter.id === matterId);
  if (own) return own.name;
  const matter = list.matters.find((candidate) => candidate.id === matterId);
  if (!matter) return matterId;
  const parts: MaterialityLabels[] = [matter.subTopic, ...(matter.subSubTopic ? [matter.subSubTopic] : [])];
  return `${matter.standard} ${parts.map((part) => part[language]).join(' – ')}`;
}

export function standardOfMatter(
  list: MatterList,
  entitySpecific: readonly EntitySpecificMatter[],
  matterId: string,
): EsrsStandard | null {
  const own = entitySpecific.find((matter) => matter.id === matterId);
  if (own) return own.standard;
  return list.matters.find((matter) => matter.id === matterId)?.standard ?? null;
}

export type MatterListProblem = { index: number; field: 'id' | 'standard' | 'labels'; message: string };

/** Checks an edited list: ids unique and of the list's shape, standards known, labels in both languages. */
export function checkMatterList(matters: readonly MaterialityMatter[]): MatterListProblem[] {
  const seen = new Set<string>();
  return matters.flatMap((matter, index): MatterListProblem[] => {
    const problems: MatterListProblem[] = [];
    if (!(ESRS_STANDARDS as readonly string[]).includes(matter.standard))
      problems.push({ index, field: 'standard', message: 'validation.invalid' });
    if (!/^[A-Z][0-9]\.[a-z0-9.-]+$/.test(matter.id) || !matter.id.startsWith(`${matter.standard}.`))
      problems.push({ index, field: 'id', message: 'validation.invalid' });
    else if (seen.has(matter.id)) problems.push({ index, field: 'id', message: 'validation.invalid' });
    seen.add(matter.id);
    const labels = [matter.topic, matter.subTopic, ...(matter.subSubTopic ? [matter.subSubTopic] : [])];
    if (labels.some((label) => label.en.trim() === '' || label.de.trim() === ''))
      problems.push({ index, field: 'labels', message: 'validation.required' });
    return problems;
  });
}
