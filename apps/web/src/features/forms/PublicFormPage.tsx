import {
  applyDefaultAnswers,
  type DisplayLocale,
  isValidationMessageKey,
  listShownQuestions,
  type PublicFormResponse,
  type SurveyAnswer,
  type SurveyAnswers,
  type ValidationMessageKey,
  validateAnswers,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useValidationText } from '../../components/form/field-errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { fetchPublicForm, saveFormDraft, submitFormAnswers } from './forms-api.ts';
import { QuestionField } from './QuestionField.tsx';

type Step = 'intro' | number | 'done' | 'closed';

/** The language the form is read in: the page's when the form has it, else the form's first. */
function pickLanguage(form: PublicFormResponse['form'], pageLanguage: string): DisplayLocale {
  const page = pageLanguage.startsWith('de') ? 'de' : 'en';
  return form.languages.includes(page) ? page : (form.languages[0] ?? 'en');
}

/**
 * `/forms/:token`: a survey or public form, for anyone with the link, no account. The first page says
 * how long it takes and what is stored; then one question per screen (a phone shows nothing else), a
 * personal link saving the answers so far at each step; the last step sends them.
 */
export function PublicFormPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation();
  const loaded = useQuery({
    queryKey: ['public-form', token],
    queryFn: async () => {
      const result = await fetchPublicForm(token);
      if (result.data) return result.data;
      throw Object.assign(new Error(result.error?.message ?? 'failed'), { status: result.error?.status });
    },
    retry: false,
  });
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [step, setStep] = useState<Step>('intro');
  const [issue, setIssue] = useState<ValidationMessageKey | undefined>();
  const [failure, setFailure] = useState<ValidationMessageKey | null>(null);
  const [isSending, setIsSending] = useState(false);
  const heading = useRef<HTMLDivElement>(null);
  const validationText = useValidationText();

  useEffect(() => {
    const data = loaded.data;
    if (!data) return;
    if (data.response?.state === 'submitted') setStep('done');
    else if (data.form.state === 'closed') setStep('closed');
    setAnswers(applyDefaultAnswers(data.form.questionSet, data.response?.answers ?? {}));
  }, [loaded.data]);
  useEffect(() => {
    // Each new screen is announced: focus moves to its question.
    if (typeof step === 'number' || step === 'done')
      heading.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [step]);

  if (loaded.isPending)
    return (
      <p role="status" className="p-6 text-slate-700">
        {t('forms.loading')}
      </p>
    );
  if (loaded.isError) {
    const isDead = (loaded.error as { status?: number }).status === 404;
    return (
      <div className="mx-auto max-w-xl p-6">
        <p role="alert" className="text-slate-800">
          {isDead ? t('forms.notFound') : t('forms.loadFailed')}
        </p>
        {isDead ? null : (
          <Button className="mt-4" onClick={() => loaded.refetch()}>
            {t('forms.retry')}
          </Button>
        )}
      </div>
    );
  }
  const { form } = loaded.data;
  const lang = pickLanguage(form, i18n.language);
  const questions = listShownQuestions(form.questionSet, answers);
  const shell = (content: React.ReactNode) => (
    <div
      ref={heading}
      className="mx-auto flex min-h-screen w-full max-w-xl flex-col px-4 py-6 sm:py-10"
      lang={lang}
    >
      <p className="text-sm font-medium text-brand-700">{form.title}</p>
      {content}
    </div>
  );

  if (step === 'done' || step === 'closed')
    return shell(
      <div className="mt-6">
        <h1 tabIndex={-1} className="text-2xl font-semibold">
          {step === 'done' ? t('forms.thanksTitle') : t('forms.closedTitle')}
        </h1>
        <p className="mt-2 text-slate-700">{step === 'done' ? t('forms.thanks') : t('forms.closed')}</p>
      </div>,
    );

  if (step === 'intro')
    return shell(
      <div className="mt-6 space-y-4">
        <h1 className="text-2xl font-semibold">{form.title}</h1>
        <p className="text-lg" data-testid="form-expected-time">
          {t('forms.expectedTime', { seconds: form.estimatedSeconds })}
        </p>
        {form.purpose === 'commute-survey' ? (
          <section
            aria-labelledby="privacy-title"
            className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800"
          >
            <h2 id="privacy-title" className="font-semibold">
              {t('forms.privacyTitle')}
            </h2>
            <p className="mt-1">{t('forms.commutePrivacy')}</p>
          </section>
        ) : null}
        {loaded.data.response?.state === 'draft' ? (
          <p className="text-sm text-slate-700">{t('forms.draftSaved')}</p>
        ) : null}
        <Button onClick={() => setStep(0)}>{t('forms.start')}</Button>
      </div>,
    );

  const index = Math.min(step, questions.length - 1);
  const question = questions[index];
  if (!question) return null;
  const isLast = index === questions.length - 1;
  const setAnswer = (answer: SurveyAnswer | undefined) => {
    setIssue(undefined);
    setAnswers((current) => {
      const next = { ...current };
      if (answer) next[question.id] = answer;
      else delete next[question.id];
      return next;
    });
  };
  const goNext = async () => {
    const issues = validateAnswers(form.questionSet, answers, { mode: 'submit' });
    const own = issues[question.id];
    if (own) return setIssue(own);
    setFailure(null);
    if (!isLast) {
      if (form.linkKind === 'personal') void saveFormDraft(token, answers);
      return setStep(index + 1);
    }
    setIsSending(true);
    const result = await submitFormAnswers(token, answers);
    setIsSending(false);
    if (result.data) return setStep('done');
    const detail = result.error?.details?.[0];
    if (detail?.path === 'form' && detail.message === 'validation.survey.submitted') return setStep('done');
    if (detail?.path === 'form' && detail.message === 'validation.survey.closed') return setStep('closed');
    const questionIssue = result.error?.details?.find((candidate) => candidate.path.startsWith('answers.'));
    if (questionIssue && isValidationMessageKey(questionIssue.message)) {
      const at = questions.findIndex((candidate) => `answers.${candidate.id}` === questionIssue.path);
      if (at >= 0) setStep(at);
      return setIssue(questionIssue.message);
    }
    setFailure(detail && isValidationMessageKey(detail.message) ? detail.message : 'validation.invalid');
  };

  return shell(
    <form
      className="mt-4 flex flex-1 flex-col"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void goNext();
      }}
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('forms.progress', { current: index + 1, total: questions.length })}
      </p>
      <div className="mt-4 flex-1 [&_h1]:outline-none">
        <QuestionField
          key={question.id}
          question={question}
          lang={lang}
          answer={answers[question.id]}
          onChange={setAnswer}
          error={issue}
          isPageHeading
        />
        {failure ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {validationText(failure)}
          </p>
        ) : null}
      </div>
      <div className="sticky bottom-0 mt-6 flex gap-3 bg-white py-3">
        {index > 0 ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setIssue(undefined);
              setStep(index - 1);
            }}
          >
            {t('forms.back')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSending} className="flex-1 sm:flex-none">
          {isLast ? (isSending ? t('forms.sending') : t('forms.submit')) : t('forms.next')}
        </Button>
      </div>
    </form>,
  );
}
