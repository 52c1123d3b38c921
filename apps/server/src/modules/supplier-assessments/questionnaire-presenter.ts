import { type QuestionnaireSummary, summarizeQuestionnaire } from '@carbon-ledger/core';
import type { QuestionnaireRow } from './questionnaire-queries.ts';

export function presentQuestionnaire(row: QuestionnaireRow): QuestionnaireSummary {
  const result = summarizeQuestionnaire(row.questionSet, row.answers);
  return {
    _id: row.id,
    supplier: { _id: row.supplierId, name: row.supplierName },
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    title: row.title,
    reportingYear: row.reportingYear,
    deadline: row.deadline,
    sentAt: row.sentAt.toISOString(),
    remindedAt: row.remindedAt?.toISOString() ?? null,
    reminderCount: row.reminderCount,
    capVersion: row.capVersion,
    state: row.revokedAt ? 'revoked' : (row.responseState ?? 'sent'),
    ...result,
    emissionsAcceptedAt: row.emissionsAcceptedAt?.toISOString() ?? null,
  };
}

export function presentQuestionnaireDetail(row: QuestionnaireRow) {
  return { ...presentQuestionnaire(row), questionSet: row.questionSet, answers: row.answers };
}
