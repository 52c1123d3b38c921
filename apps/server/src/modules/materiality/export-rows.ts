import {
  type Assessment,
  ESRS_STANDARD_NAMES,
  formatDateTime,
  formatNumber,
  resolveDateLocale,
  STAKEHOLDER_TYPES,
} from '@carbon-ledger/core';
import { EXPORT_TEXTS, HORIZON_NAMES, IRO_TYPE_NAMES, LOCATION_NAMES, STATE_NAMES } from './export-texts.ts';

export type Language = 'en' | 'de';

/** The tables both exports write, as rows of text (numbers kept as numbers for the workbook). */
export function buildExportTables(assessment: Assessment, language: Language) {
  const words = EXPORT_TEXTS[language];
  const columns = words.columns;
  const byId = new Map(assessment.matters.map((matter) => [matter.id, matter]));
  const own = new Map(assessment.entitySpecificMatters.map((matter) => [matter.id, matter]));
  const matterName = (matterId: string) => {
    const entity = own.get(matterId);
    if (entity) return entity.name;
    const matter = byId.get(matterId);
    if (!matter) return matterId;
    return [matter.standard, matter.subTopic[language], matter.subSubTopic?.[language]]
      .filter(Boolean)
      .join(' – ');
  };
  const score = (value: number | null) => (value === null ? '' : value);
  const dateLocale = resolveDateLocale(language, null);
  const typeName = (id: string) => STAKEHOLDER_TYPES.find((type) => type.id === id)?.label[language] ?? id;

  return {
    words,
    matterName,
    summary: [
      [words.title, assessment.name],
      [words.year, assessment.year],
      [words.state, STATE_NAMES[language][assessment.state]],
      [words.matterList, assessment.matterListVersion],
      [words.formula, assessment.formula.version],
      [`${words.thresholds}: ${columns.impact}`, assessment.thresholds.impact],
      [`${words.thresholds}: ${columns.financial}`, assessment.thresholds.financial],
    ] as (string | number)[][],
    context: [
      [words.businessModel, assessment.context.businessModel],
      [words.upstream, assessment.context.upstream],
      [words.ownOperations, assessment.context.ownOperations],
      [words.downstream, assessment.context.downstream],
      [words.geographies, assessment.context.geographies.join(', ')],
      [words.group, assessment.groupCompanies.map((company) => company.name).join(', ')],
    ],
    stakeholders: {
      header: [columns.name, columns.stakeholderType, columns.proxy],
      rows: assessment.context.stakeholders.map((s) => [s.name, typeName(s.type), s.proxy]),
    },
    iros: {
      header: [
        columns.matter,
        columns.type,
        columns.valueChain,
        columns.horizons,
        columns.humanRights,
        columns.description,
        columns.status,
        columns.impact,
        columns.financial,
      ],
      rows: assessment.iros.map((iro) => [
        matterName(iro.matterId),
        IRO_TYPE_NAMES[language][iro.type],
        iro.valueChain.map((location) => LOCATION_NAMES[language][location]).join(', '),
        iro.timeHorizons.map((horizon) => HORIZON_NAMES[language][horizon]).join(', '),
        iro.humanRights ? words.yes : words.no,
        iro.description,
        iro.status,
        score(iro.impactScore),
        score(iro.financialScore),
      ]),
    },
    decisions: {
      header: [columns.matter, columns.impact, columns.financial, columns.decision, columns.reason],
      rows: assessment.decisions.map((decision) => [
        matterName(decision.matterId),
        score(decision.impact),
        score(decision.financial),
        decision.isMaterial ? words.material : words.notMaterial,
        decision.reason[language],
      ]),
    },
    standards: {
      header: [columns.standard, columns.decision, columns.reason],
      rows: assessment.standards.map((decision) => [
        `${decision.standard} ${ESRS_STANDARD_NAMES[decision.standard][language]}`,
        decision.isMaterial ? words.material : words.notMaterial,
        decision.reason[language],
      ]),
    },
    thresholdHistory: {
      header: [columns.impact, columns.financial, columns.reasonForChange, columns.at],
      rows: assessment.thresholdChanges.map((change) => [
        formatNumber(change.impact, language),
        formatNumber(change.financial, language),
        change.reason || words.initial,
        formatDateTime(change.at, dateLocale),
      ]),
    },
  };
}
