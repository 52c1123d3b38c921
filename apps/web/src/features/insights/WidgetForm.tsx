import {
  type Container,
  INTENSITY_BASES,
  type IntensityBasis,
  parseLocalizedNumber,
  WIDGET_KINDS,
  WIDGET_LANGUAGES,
  WIDGET_SIZES,
  WIDGET_THEMES,
  type Widget,
  type WidgetKind,
  type WidgetSettingsInput,
} from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectServerFieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { describeFieldIssues } from '../../components/form/public-text-issues.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { InsightsApiError, useSaveWidget } from './insights-api.ts';
import { TargetSelect } from './TargetSelect.tsx';

export type WidgetFormProps = {
  /** The widget edited; none to create one. */
  widget?: Widget;
  projects: Container[];
  onDone: () => void;
};

const yearOf = (instance: { startDate: string }) => Number(instance.startDate.slice(0, 4));

/** Creates or edits a widget: what it shows, from which project and years, and how it looks. */
export function WidgetForm({ widget, projects, onDone }: WidgetFormProps) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const formId = useId();
  const validationText = useValidationText();
  const initial = widget?.settings;
  const [kind, setKind] = useState<WidgetKind>(initial?.kind ?? 'footprint');
  const [container, setContainer] = useState(initial?.container ?? projects[0]?._id ?? '');
  const project = projects.find((entry) => entry._id === container);
  const projectYears = [...new Set((project?.instances ?? []).map(yearOf))].sort((a, b) => a - b);
  const [years, setYears] = useState<number[]>(initial?.years ?? projectYears.slice(-1));
  const [size, setSize] = useState(initial?.size ?? 'medium');
  const [language, setLanguage] = useState(initial?.language ?? lang);
  const [theme, setTheme] = useState(initial?.theme ?? 'light');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [basis, setBasis] = useState<IntensityBasis>(initial?.intensityBasis ?? 'employee');
  const [headCount, setHeadCount] = useState(initial?.headCount ? String(initial.headCount) : '');
  const [target, setTarget] = useState(initial?.target ?? '');
  const [headCountError, setHeadCountError] = useState<string>();
  const save = useSaveWidget();
  const serverErrors = collectServerFieldErrors(
    save.error instanceof InsightsApiError ? save.error.apiError : undefined,
  );
  // The title is a public text: a refused claim is named with its reason, not with a bare key.
  const issueTexts = describeFieldIssues(
    save.error instanceof InsightsApiError ? save.error.apiError?.details : undefined,
    lang,
  );
  const fieldError = (path: string) => issueTexts[path] ?? validationText(serverErrors[path]);

  const toggleYear = (year: number) =>
    setYears((current) =>
      current.includes(year)
        ? current.filter((entry) => entry !== year)
        : [...current, year].sort((a, b) => a - b),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let headCountValue: number | null = null;
    if (kind === 'intensity' && basis === 'employee' && headCount.trim() !== '') {
      const reading = parseLocalizedNumber(headCount, lang);
      if (!reading.isOk || !Number.isInteger(reading.value) || reading.value <= 0) {
        setHeadCountError(t('insights.form.headCountInvalid'));
        return;
      }
      headCountValue = reading.value;
    }
    setHeadCountError(undefined);
    const settings: WidgetSettingsInput = {
      kind,
      title,
      container,
      years: years.filter((year) => projectYears.includes(year)),
      size,
      language,
      theme,
      intensityBasis: kind === 'intensity' ? basis : null,
      headCount: headCountValue,
      target: kind === 'target-progress' && target ? target : null,
    };
    save.mutate(
      { ...(widget ? { id: widget._id } : {}), settings },
      {
        onSuccess: () => {
          toasts.show({ message: t('insights.form.saved'), tone: 'success' });
          onDone();
        },
        onError: () => toasts.show({ message: t('insights.form.saveError'), tone: 'error' }),
      },
    );
  };

  const option = <T extends string>(
    values: readonly T[],
    group: 'kinds' | 'sizes' | 'themes' | 'languages' | 'bases',
  ) =>
    values.map((value) => ({
      value,
      label: String(t(`insights.${group}.${value}` as 'insights.kinds.footprint')),
    }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="widget-form"
    >
      <h2 id={`${formId}-title`} className="text-lg font-semibold">
        {t(widget ? 'insights.form.titleEdit' : 'insights.form.titleCreate')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('insights.form.kind')}
          options={option(WIDGET_KINDS, 'kinds')}
          value={kind}
          onChange={(event) => setKind(event.target.value as WidgetKind)}
          error={fieldError('kind')}
          data-testid="widget-kind"
        />
        <SelectField
          label={t('insights.form.project')}
          options={projects.map((entry) => ({ value: entry._id, label: entry.name }))}
          value={container}
          onChange={(event) => {
            setContainer(event.target.value);
            setYears([]);
          }}
          error={fieldError('container')}
        />
      </div>
      <fieldset aria-describedby={`${formId}-years-hint`}>
        <legend className="text-sm font-medium text-slate-800">{t('insights.form.years')}</legend>
        <p id={`${formId}-years-hint`} className="text-xs text-slate-600">
          {t('insights.form.yearsHint')}
        </p>
        {projectYears.length === 0 && (
          <p className="mt-1 text-sm text-slate-600">{t('insights.form.noYears')}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {projectYears.map((year) => (
            <label
              key={year}
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" checked={years.includes(year)} onChange={() => toggleYear(year)} />
              {year}
            </label>
          ))}
        </div>
        {fieldError('years') && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fieldError('years')}
          </p>
        )}
      </fieldset>
      {kind === 'intensity' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('insights.form.basis')}
            options={option(INTENSITY_BASES, 'bases')}
            value={basis}
            onChange={(event) => setBasis(event.target.value as IntensityBasis)}
          />
          {basis === 'employee' && (
            <TextField
              label={t('insights.form.headCount')}
              hint={t('insights.form.headCountHint')}
              inputMode="numeric"
              value={headCount}
              onChange={(event) => setHeadCount(event.target.value)}
              error={headCountError ?? fieldError('headCount')}
            />
          )}
        </div>
      )}
      {kind === 'target-progress' && container && (
        <TargetSelect
          container={container}
          value={target}
          onChange={setTarget}
          error={fieldError('target')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('insights.form.size')}
          options={option(WIDGET_SIZES, 'sizes')}
          value={size}
          onChange={(event) => setSize(event.target.value as typeof size)}
        />
        <SelectField
          label={t('insights.form.language')}
          options={option(WIDGET_LANGUAGES, 'languages')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as typeof language)}
        />
        <SelectField
          label={t('insights.form.theme')}
          options={option(WIDGET_THEMES, 'themes')}
          value={theme}
          onChange={(event) => setTheme(event.target.value as typeof theme)}
        />
      </div>
      <TextField
        label={t('insights.form.customTitle')}
        hint={t('insights.form.customTitleHint')}
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
        error={fieldError('title')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} data-testid="widget-save">
          {save.isPending ? t('insights.form.saving') : t('insights.form.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('insights.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
