import {
  DEFAULT_WEEKS_PER_YEAR,
  isValidationMessageKey,
  MAX_SURVEY_NAME_LENGTH,
  parseLocalizedNumber,
  type Survey,
  type SurveyAudience,
  type SurveyInput,
  type SurveyLanguage,
  type ValidationMessageKey,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../api/http-client.ts';
import { useValidationText } from '../../components/form/field-errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { useTeams } from '../workforce/workforce-api.ts';
import { SurveyPreview } from './SurveyPreview.tsx';
import { SurveyLoadError } from './SurveysLayout.tsx';
import { toLocale } from './survey-format.ts';
import {
  createSurvey,
  SURVEYS_HOME,
  SURVEYS_KEY,
  sendSurvey,
  surveyPath,
  updateSurvey,
  useSurvey,
} from './surveys-api.ts';

type Draft = {
  name: string;
  periodStart: string;
  periodEnd: string;
  languages: SurveyLanguage[];
  audience: SurveyAudience;
  teamIds: string[];
  headCount: string;
  weeksPerYear: string;
};

const year = new Date().getUTCFullYear() - 1;
const EMPTY: Draft = {
  name: '',
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
  languages: ['de', 'en'],
  audience: 'all',
  teamIds: [],
  headCount: '',
  weeksPerYear: String(DEFAULT_WEEKS_PER_YEAR),
};
const fromSurvey = (survey: Survey): Draft => ({
  name: survey.name,
  periodStart: survey.periodStart,
  periodEnd: survey.periodEnd,
  languages: survey.languages,
  audience: survey.audience,
  teamIds: survey.teamIds,
  headCount: survey.headCount === null ? '' : String(survey.headCount),
  weeksPerYear: String(survey.weeksPerYear),
});
const AUDIENCE_LABELS = {
  all: 'surveys.editor.audienceAll',
  teams: 'surveys.editor.audienceTeams',
  open: 'surveys.editor.audienceOpen',
} as const;
type Errors = Partial<Record<keyof Draft, ValidationMessageKey>>;

/** `/dashboard/surveys/generate/:id?`: builds a commute survey or edits a draft, beside a preview of its public page. */
export function SurveyEditorPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const validationText = useValidationText();
  const existing = useSurvey(id);
  const teams = useTeams();
  const locale = toLocale(i18n.language);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => {
    if (existing.data) setDraft(fromSurvey(existing.data));
  }, [existing.data]);

  if (id && existing.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('surveys.loading')}
      </p>
    );
  if (id && existing.isError)
    return (
      <SurveyLoadError
        onRetry={() => existing.refetch()}
        isNotFound={(existing.error as { status?: number }).status === 404}
      />
    );
  const isSent = Boolean(existing.data?.sentAt);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const readInput = (): SurveyInput | undefined => {
    const found: Errors = {};
    const readNumber = (key: 'headCount' | 'weeksPerYear') => {
      if (draft[key].trim() === '') return null;
      const parsed = parseLocalizedNumber(draft[key], locale);
      if (!parsed.isOk) found[key] = 'validation.number';
      return parsed.isOk ? parsed.value : null;
    };
    const headCount = readNumber('headCount');
    const weeks = readNumber('weeksPerYear');
    setErrors(found);
    if (Object.keys(found).length > 0) return undefined;
    return {
      ...draft,
      headCount,
      weeksPerYear: weeks ?? DEFAULT_WEEKS_PER_YEAR,
      teamIds: draft.audience === 'teams' ? draft.teamIds : [],
    };
  };
  const showRefusal = (error: ApiError | undefined) => {
    const fieldErrors: Errors = {};
    for (const detail of error?.details ?? []) {
      const key = detail.path.split('.')[0] as keyof Draft;
      if (key in EMPTY && isValidationMessageKey(detail.message)) fieldErrors[key] = detail.message;
    }
    setErrors(fieldErrors);
    setFailure(Object.keys(fieldErrors).length > 0 ? null : describeFailure(t, error));
  };
  const save = async (shouldSend: boolean) => {
    const input = readInput();
    if (!input) return;
    if (
      shouldSend &&
      !(await dialogs.confirm({ title: t('surveys.editor.send'), message: t('surveys.editor.sendConfirm') }))
    )
      return;
    setIsSaving(true);
    const saved = id ? await updateSurvey(id, input) : await createSurvey(input);
    if (!saved.data) {
      setIsSaving(false);
      return showRefusal(saved.error);
    }
    const surveyId = saved.data.survey._id;
    if (shouldSend) {
      const sent = await sendSurvey(surveyId);
      setIsSaving(false);
      if (!sent.data) return showRefusal(sent.error);
      toasts.show({ message: t('surveys.editor.sent', { count: sent.data.mailed }), tone: 'success' });
    } else {
      setIsSaving(false);
      toasts.show({ message: t('surveys.editor.saved'), tone: 'success' });
    }
    await queryClient.invalidateQueries({ queryKey: SURVEYS_KEY });
    navigate(shouldSend ? surveyPath(surveyId) : `/dashboard/surveys/generate/${surveyId}`, {
      replace: true,
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  const field = (key: keyof Draft) => ({
    id: `${formId}-${key}`,
    'aria-invalid': errors[key] !== undefined,
    'aria-describedby': errors[key] ? `${formId}-${key}-error` : undefined,
    disabled: isSent,
  });
  const errorOf = (key: keyof Draft) =>
    errors[key] ? (
      <p id={`${formId}-${key}-error`} className="mt-1 text-sm text-red-700">
        {validationText(errors[key])}
      </p>
    ) : null;
  const parsedWeeks = parseLocalizedNumber(draft.weeksPerYear, locale);
  const previewWeeks = parsedWeeks.isOk ? parsedWeeks.value : DEFAULT_WEEKS_PER_YEAR;
  const inputClass = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm';

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-5"
        aria-labelledby={`${formId}-title`}
      >
        <Link to={SURVEYS_HOME} className="text-sm text-brand-800 underline">
          {t('surveys.detail.back')}
        </Link>
        <h1 id={`${formId}-title`} className="text-2xl font-semibold">
          {id ? t('surveys.editor.editTitle') : t('surveys.editor.createTitle')}
        </h1>
        {isSent ? (
          <p role="status" className="text-sm text-slate-700">
            {t('surveys.editor.lockedSent')}
          </p>
        ) : null}
        <div>
          <label htmlFor={`${formId}-name`} className="block text-sm font-medium">
            {t('surveys.editor.name')}
          </label>
          <input
            {...field('name')}
            value={draft.name}
            maxLength={MAX_SURVEY_NAME_LENGTH}
            onChange={(event) => set('name', event.target.value)}
            className={inputClass}
          />
          {errorOf('name')}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['periodStart', 'periodEnd'] as const).map((key) => (
            <div key={key}>
              <label htmlFor={`${formId}-${key}`} className="block text-sm font-medium">
                {t(`surveys.editor.${key}`)}
              </label>
              <input
                {...field(key)}
                type="date"
                value={draft[key]}
                onChange={(event) => set(key, event.target.value)}
                className={inputClass}
              />
              {errorOf(key)}
            </div>
          ))}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('surveys.editor.languages')}</legend>
          <div className="mt-1 flex gap-4">
            {(['de', 'en'] as const).map((language) => (
              <label key={language} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  disabled={isSent}
                  checked={draft.languages.includes(language)}
                  onChange={(event) =>
                    set(
                      'languages',
                      event.target.checked
                        ? [...draft.languages, language]
                        : draft.languages.filter((item) => item !== language),
                    )
                  }
                />
                {t(`language.${language}`)}
              </label>
            ))}
          </div>
          {errorOf('languages')}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">{t('surveys.editor.audience')}</legend>
          <div className="mt-1 space-y-1">
            {(['all', 'teams', 'open'] as const).map((audience) => (
              <label key={audience} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-audience`}
                  disabled={isSent}
                  checked={draft.audience === audience}
                  onChange={() => set('audience', audience)}
                />
                {t(AUDIENCE_LABELS[audience])}
              </label>
            ))}
          </div>
        </fieldset>
        {draft.audience === 'teams' ? (
          <fieldset>
            <legend className="text-sm font-medium">{t('surveys.editor.teams')}</legend>
            {teams.data && teams.data.length > 0 ? (
              <div className="mt-1 grid gap-1 sm:grid-cols-2">
                {teams.data.map((team) => (
                  <label key={team._id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      disabled={isSent}
                      checked={draft.teamIds.includes(team._id)}
                      onChange={(event) =>
                        set(
                          'teamIds',
                          event.target.checked
                            ? [...draft.teamIds, team._id]
                            : draft.teamIds.filter((item) => item !== team._id),
                        )
                      }
                    />
                    {team.name}
                  </label>
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-700">{t('surveys.editor.noTeams')}</p>
            )}
            {errorOf('teamIds')}
          </fieldset>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${formId}-headCount`} className="block text-sm font-medium">
              {t('surveys.editor.headCount')}
            </label>
            <input
              {...field('headCount')}
              inputMode="numeric"
              value={draft.headCount}
              onChange={(event) => set('headCount', event.target.value)}
              className={inputClass}
            />
            <p className="mt-1 text-xs text-slate-600">{t('surveys.editor.headCountHint')}</p>
            {errorOf('headCount')}
          </div>
          <div>
            <label htmlFor={`${formId}-weeksPerYear`} className="block text-sm font-medium">
              {t('surveys.editor.weeks')}
            </label>
            <input
              {...field('weeksPerYear')}
              inputMode="numeric"
              value={draft.weeksPerYear}
              onChange={(event) => set('weeksPerYear', event.target.value)}
              className={inputClass}
            />
            {errorOf('weeksPerYear')}
          </div>
        </div>
        <section className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <h2 className="font-semibold">{t('surveys.privacy.title')}</h2>
          <p className="mt-1">{t('surveys.privacy.text')}</p>
        </section>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        {isSent ? null : (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="secondary" disabled={isSaving}>
              {isSaving ? t('surveys.editor.saving') : t('surveys.editor.save')}
            </Button>
            <Button type="button" disabled={isSaving} onClick={() => void save(true)}>
              {t('surveys.editor.send')}
            </Button>
          </div>
        )}
      </form>
      <SurveyPreview
        title={draft.name || t('surveys.editor.createTitle')}
        weeksPerYear={previewWeeks}
        lang={draft.languages.includes(locale) ? locale : (draft.languages[0] ?? locale)}
      />
    </div>
  );
}
