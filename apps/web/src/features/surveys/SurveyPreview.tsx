import {
  buildCommuteQuestionSet,
  type DisplayLocale,
  estimateAnswerSeconds,
  listQuestions,
  type SurveyAnswers,
} from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionField } from '../forms/QuestionField.tsx';

/** The public page as respondents will see it, every question at once (the page shows one per screen). */
export function SurveyPreview({
  title,
  weeksPerYear,
  lang,
}: {
  title: string;
  weeksPerYear: number;
  lang: DisplayLocale;
}) {
  const { t } = useTranslation();
  const set = buildCommuteQuestionSet({ weeksPerYear });
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  return (
    <section
      aria-label={t('forms.preview')}
      className="rounded-xl border border-dashed border-slate-300 bg-white p-4"
      lang={lang}
      data-testid="survey-preview"
    >
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('forms.preview')}</p>
      <h2 className="mt-2 text-lg font-semibold">{title}</h2>
      <p className="text-sm">{t('forms.expectedTime', { seconds: estimateAnswerSeconds(set) })}</p>
      <p className="mt-2 text-sm text-slate-700">{t('forms.commutePrivacy')}</p>
      <div className="mt-4 space-y-6">
        {listQuestions(set).map((question) => (
          <QuestionField
            key={`${question.id}-${weeksPerYear}`}
            question={question}
            lang={lang}
            answer={answers[question.id]}
            onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer as never }))}
          />
        ))}
      </div>
    </section>
  );
}
