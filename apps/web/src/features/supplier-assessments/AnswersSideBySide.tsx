import {
  type DisplayLocale,
  formatNumber,
  listQuestions,
  type QuestionnaireDetail,
  type QuestionnaireSummary,
  type SurveyAnswer,
} from '@carbon-ledger/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useQuestionnaireDetails } from './supplier-api.ts';

/** An answer as text: a number with its unit, yes or no, the chosen options, declined, or a dash. */
export function describeAnswer(
  detail: QuestionnaireDetail,
  questionId: string,
  answer: SurveyAnswer | undefined,
  words: { yes: string; no: string; declined: string; file: string },
  locale: DisplayLocale,
): string {
  if (!answer) return '–';
  const question = listQuestions(detail.questionSet).find((candidate) => candidate.id === questionId);
  const optionLabel = (optionId: string) =>
    question && 'options' in question
      ? (question.options.find((option) => option.id === optionId)?.label[locale] ?? optionId)
      : optionId;
  switch (answer.type) {
    case 'number':
      // A year reads as written (2030), not as an amount (2,030).
      if (question?.type === 'number' && question.unit === 'year') return String(answer.value);
      return `${formatNumber(answer.value, locale)}${question?.type === 'number' ? ` ${question.unit}` : ''}`;
    case 'days-per-week':
      return formatNumber(answer.days, locale, 1);
    case 'yes-no':
      return answer.isYes ? words.yes : words.no;
    case 'choice':
      return optionLabel(answer.choice);
    case 'multi-choice':
      return answer.choices.map((choice) => optionLabel(choice.id)).join(', ');
    case 'text':
      return answer.text;
    case 'file':
      return words.file;
    case 'declined':
      return words.declined;
  }
}

/**
 * The answers of the suppliers who answered one template, side by side: a row per question, a column
 * per supplier, in the ranking's order.
 */
export function AnswersSideBySide({ questionnaires }: { questionnaires: readonly QuestionnaireSummary[] }) {
  const { t, i18n } = useTranslation();
  const locale: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const id = useId();
  const answered = questionnaires.filter((questionnaire) => questionnaire.state !== 'sent');
  const templates = [...new Set(answered.map((questionnaire) => questionnaire.templateId))];
  const [templateId, setTemplateId] = useState(templates[0] ?? '');
  const chosen = answered.filter(
    (questionnaire) => questionnaire.templateId === (templateId || templates[0]),
  );
  const details = useQuestionnaireDetails(chosen.map((questionnaire) => questionnaire._id));
  if (templates.length === 0) return null;
  const words = {
    yes: t('supplierAssessments.answers.yes'),
    no: t('supplierAssessments.answers.no'),
    declined: t('supplierAssessments.answers.declined'),
    file: t('supplierAssessments.answers.file'),
  };
  const first = details.data?.[0];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('supplierAssessments.answers.title')}
      </h3>
      {templates.length > 1 && (
        <SelectField
          label={t('supplierAssessments.send.template')}
          value={templateId || templates[0]}
          onChange={(event) => setTemplateId(event.target.value)}
          options={templates.map((value) => ({
            value,
            label:
              value === 'climate-basics' || value === 'vsme-value-chain'
                ? t(`supplierAssessments.templates.${value}`)
                : value,
          }))}
          className="max-w-sm"
        />
      )}
      {details.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('supplierAssessments.loading')}
        </p>
      ) : details.isError || !details.data || !first ? (
        <p role="alert" className="text-sm text-red-800">
          {t('supplierAssessments.questionnaires.loadFailed')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="answers-side-by-side">
            <caption className="sr-only">{t('supplierAssessments.answers.title')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('supplierAssessments.answers.question')}
                </th>
                {details.data.map((detail) => (
                  <th key={detail._id} scope="col" className="px-3 py-2">
                    {detail.supplier.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {listQuestions(first.questionSet).map((question) => (
                <tr key={question.id}>
                  <th scope="row" className="px-3 py-2 font-normal text-slate-700">
                    {question.label[locale]}
                  </th>
                  {details.data.map((detail) => (
                    <td key={detail._id} className="px-3 py-2 break-words">
                      {describeAnswer(detail, question.id, detail.answers?.[question.id], words, locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
