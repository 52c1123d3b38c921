import { type DisplayLocale, formatPercent } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { describeAnswer } from './AnswersSideBySide.tsx';
import { SUPPLIERS_PATH } from './supplier-access.ts';
import { useQuestionnaire } from './supplier-api.ts';

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** `/dashboard/assessments/suppliers/:questionnaireId`: one supplier's questionnaire with its answers. */
export function QuestionnairePage() {
  const { t, i18n } = useTranslation();
  const locale: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const id = useId();
  const { formatDate } = useDateFormat();
  const { questionnaireId = '' } = useParams();
  const questionnaire = useQuestionnaire(questionnaireId);
  const back = (
    <Link to={SUPPLIERS_PATH} className={linkClass}>
      {t('supplierAssessments.detail.back')}
    </Link>
  );
  if (questionnaire.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('supplierAssessments.loading')}
      </p>
    );
  if (questionnaire.isError)
    return (
      <div
        role="alert"
        className="space-y-2 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>
          {(questionnaire.error as { status?: number }).status === 404
            ? t('supplierAssessments.detail.notFound')
            : t('supplierAssessments.questionnaires.loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void questionnaire.refetch()}>
          {t('supplierAssessments.retry')}
        </Button>
        <p>{back}</p>
      </div>
    );
  const detail = questionnaire.data;
  const words = {
    yes: t('supplierAssessments.answers.yes'),
    no: t('supplierAssessments.answers.no'),
    declined: t('supplierAssessments.answers.declined'),
    file: t('supplierAssessments.answers.file'),
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <p className="text-sm">{back}</p>
      <div>
        <p className="text-sm font-medium text-brand-700">{detail.supplier.name}</p>
        <h1 id={`${id}-title`} className="mt-1 text-2xl font-semibold">
          {t('supplierAssessments.questionnaires.sentFor', {
            title: detail.title,
            year: detail.reportingYear,
            deadline: formatDate(detail.deadline),
          })}
        </h1>
        <p className="mt-2 text-slate-700" data-testid="questionnaire-summary">
          {t('supplierAssessments.detail.summary', {
            state: t(`supplierAssessments.questionnaires.states.${detail.state}`),
            completion: formatPercent(detail.completion * 100, locale, { maxDecimals: 0 }),
            score: detail.score,
            max: detail.maxScore,
          })}
        </p>
      </div>
      {detail.questionSet.sections.map((section) => (
        <section key={section.id} className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
          <h2 className="text-lg font-semibold">{section.title[locale]}</h2>
          <dl className="mt-3 divide-y divide-slate-100 text-sm">
            {section.questions.map((question) => (
              <div key={question.id} className="grid gap-1 py-2 sm:grid-cols-2">
                <dt className="text-slate-700">{question.label[locale]}</dt>
                <dd className="break-words font-medium">
                  {describeAnswer(detail, question.id, detail.answers?.[question.id], words, locale)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
