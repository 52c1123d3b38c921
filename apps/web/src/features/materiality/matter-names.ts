import type { Assessment } from '@carbon-ledger/core';

/** "E1 Climate change mitigation", "S1 Working conditions – Working time", or an entity-specific name. */
export function nameMatterOf(
  assessment: Pick<Assessment, 'matters' | 'entitySpecificMatters'>,
  lang: 'en' | 'de',
) {
  const byId = new Map(assessment.matters.map((matter) => [matter.id, matter]));
  const own = new Map(assessment.entitySpecificMatters.map((matter) => [matter.id, matter]));
  return (matterId: string): string => {
    const entity = own.get(matterId);
    if (entity) return entity.standard ? `${entity.standard} ${entity.name}` : entity.name;
    const matter = byId.get(matterId);
    if (!matter) return matterId;
    const parts = [matter.subTopic[lang], ...(matter.subSubTopic ? [matter.subSubTopic[lang]] : [])];
    return `${matter.standard} ${parts.join(' – ')}`;
  };
}
