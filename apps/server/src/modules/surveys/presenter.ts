import {
  estimateAnswerSeconds,
  type QuestionSet,
  type Survey,
  type SurveyLanguage,
} from '@carbon-ledger/core';
import type { FormLinkCounts } from '../forms/queries.ts';
import type { SurveyWithForm } from './queries.ts';

export type SurveyCounts = { links: FormLinkCounts; responses: number };

/** responses per invited employee, or per head count for an open link; null before anything was sent. */
export function computeResponseRate(row: SurveyWithForm, counts: SurveyCounts): number | null {
  if (!row.survey.sentAt) return null;
  const base = row.survey.audience === 'open' ? (row.survey.headCount ?? 0) : counts.links.personal;
  return base === 0 ? null : Math.min(1, counts.responses / base);
}

export function presentSurvey(row: SurveyWithForm, counts: SurveyCounts, openLink: string | null): Survey {
  const { survey, form } = row;
  const questionSet = form.questionSet as QuestionSet;
  return {
    _id: survey.id,
    name: survey.name,
    periodStart: survey.periodStart,
    periodEnd: survey.periodEnd,
    languages: form.languages as SurveyLanguage[],
    audience: survey.audience as Survey['audience'],
    teamIds: survey.teamIds,
    headCount: survey.headCount,
    weeksPerYear: survey.weeksPerYear,
    state: form.state as Survey['state'],
    invited: survey.audience === 'open' ? (survey.headCount ?? 0) : counts.links.personal,
    responses: counts.responses,
    responseRate: computeResponseRate(row, counts),
    sentAt: survey.sentAt?.toISOString() ?? null,
    remindedAt: survey.remindedAt?.toISOString() ?? null,
    openLink,
    questionSet,
    estimatedSeconds: estimateAnswerSeconds(questionSet),
    inventoryInstanceIds: Object.keys((survey.inventoryRows as Record<string, unknown>) ?? {}),
    createdAt: survey.createdAt.toISOString(),
  };
}
