import {
  COST_LEVELS,
  type DisplayLocale,
  describeNumberEntryProblem,
  EFFORT_LEVELS,
  formatEditableNumber,
  IDEA_CATEGORIES,
  IMPACT_LEVELS,
  INVESTMENT_LEVELS,
  type NumberEntryProblem,
  parseLocalizedNumber,
  type ReductionIdea,
  type ReductionPlanRef,
} from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { useCreateCustomIdea, useUpdateCustomIdea } from './impact-api.ts';

const inputClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';

const emptyDraft = {
  title: '',
  description: '',
  category: 'general' as (typeof IDEA_CATEGORIES)[number],
  investment: 'low-invest' as (typeof INVESTMENT_LEVELS)[number],
  cost: 'neutral' as (typeof COST_LEVELS)[number],
  effort: 'medium-effort' as (typeof EFFORT_LEVELS)[number],
  impact: 'positive' as (typeof IMPACT_LEVELS)[number],
  value: '',
  unit: 'kg' as 'kg' | 'percent',
};
type Draft = typeof emptyDraft;

/** The form's fields of an idea being edited; its reduction as editable text in the page's locale. */
function toDraft(idea: ReductionIdea, lang: DisplayLocale): Draft {
  return {
    title: idea.title,
    description: idea.description,
    category: idea.category,
    investment: idea.investment,
    cost: idea.cost,
    effort: idea.effort,
    impact: idea.impact,
    value: formatEditableNumber(idea.customReduction?.value, lang),
    unit: idea.customReduction?.unit ?? 'kg',
  };
}

/** The typed reduction: empty is none (0); anything typed must read as a number of zero or more. */
function readReduction(
  text: string,
  lang: DisplayLocale,
): { value: number } | { problem: NumberEntryProblem } {
  if (text.trim() === '') return { value: 0 };
  const parsed = parseLocalizedNumber(text, lang);
  if (!parsed.isOk) return { problem: parsed.problem };
  return parsed.value < 0 ? { problem: 'negative' } : { value: parsed.value };
}

export type CustomIdeaFormProps = {
  plan: ReductionPlanRef;
  /** An own idea to change (its tracking is kept); without it the form adds a new one. */
  idea?: ReductionIdea;
  /** Called after the change is saved or when editing is cancelled. */
  onDone?: () => void;
};

/** Adds or changes an idea of the company's own, with its levels and a reduction in kg or % of the total. */
export function CustomIdeaForm({ plan, idea, onDone }: CustomIdeaFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const lang = useCalculatorLang();
  const [draft, setDraft] = useState<Draft>(() => (idea ? toDraft(idea, lang) : emptyDraft));
  const [error, setError] = useState('');
  const [valueError, setValueError] = useState('');
  const create = useCreateCustomIdea();
  const update = useUpdateCustomIdea();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setError(t('impact.customForm.required'));
      return;
    }
    const { value, unit, ...fields } = draft;
    const reading = readReduction(value, lang);
    if ('problem' in reading) {
      setValueError(describeNumberEntryProblem(reading.problem, lang, t('impact.customForm.reduction')));
      return;
    }
    setValueError('');
    const reduction = { value: reading.value, unit };
    const onError = () => toasts.show({ message: t('impact.saveError'), tone: 'error' });
    if (idea) {
      const tracking = {
        status: idea.status,
        notes: idea.notes,
        responsible: idea.responsible,
        dueDate: idea.dueDate,
      };
      update.mutate(
        { id: idea._id, body: { ...fields, reduction, ...tracking } },
        {
          onSuccess: () => {
            toasts.show({ message: t('impact.customForm.saved'), tone: 'success' });
            onDone?.();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { plan, ...fields, reduction, status: 'idea' },
      {
        onSuccess: () => {
          setDraft(emptyDraft);
          toasts.show({ message: t('impact.customForm.added'), tone: 'success' });
        },
        onError: () => toasts.show({ message: t('impact.saveError'), tone: 'error' }),
      },
    );
  };

  const select = <K extends 'category' | 'investment' | 'cost' | 'effort' | 'impact'>(
    key: K,
    label: string,
    values: readonly Draft[K][],
    prefix: string,
  ) => (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select
        value={draft[key]}
        onChange={(event) => set(key, event.target.value as Draft[K])}
        className={inputClass}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${prefix}.${value}` as never)}
          </option>
        ))}
      </select>
    </label>
  );

  const form = (
    <form
      onSubmit={submit}
      className="mt-4 grid gap-3 md:grid-cols-2"
      noValidate
      data-testid="custom-idea-form"
    >
      <label className="block text-sm font-medium text-slate-800 md:col-span-2">
        {t('impact.customForm.name')}
        <input
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={200}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 md:col-span-2">
          {error}
        </p>
      )}
      <label className="block text-sm font-medium text-slate-800 md:col-span-2">
        {t('impact.customForm.description')}
        <textarea
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          className={inputClass}
          rows={2}
          maxLength={4000}
        />
      </label>
      {select('category', t('impact.ideas.filterLabel'), IDEA_CATEGORIES, 'impact.category')}
      {select('investment', t('impact.levels.investment'), INVESTMENT_LEVELS, 'impact.investment')}
      {select('cost', t('impact.levels.cost'), COST_LEVELS, 'impact.cost')}
      {select('effort', t('impact.levels.effort'), EFFORT_LEVELS, 'impact.effort')}
      {select('impact', t('impact.levels.impact'), IMPACT_LEVELS, 'impact.impact')}
      <div className="grid grid-cols-2 gap-2">
        <label className="block text-sm font-medium text-slate-800">
          {t('impact.customForm.reduction')}
          <input
            inputMode="decimal"
            value={draft.value}
            onChange={(event) => set('value', event.target.value)}
            className={inputClass}
            aria-invalid={valueError ? true : undefined}
            aria-describedby={valueError ? `${id}-value-error` : undefined}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('impact.customForm.unit')}
          <select
            value={draft.unit}
            onChange={(event) => set('unit', event.target.value as Draft['unit'])}
            className={inputClass}
          >
            <option value="kg">{t('impact.customForm.unitKg')}</option>
            <option value="percent">{t('impact.customForm.unitPercent')}</option>
          </select>
        </label>
      </div>
      {valueError && (
        <p id={`${id}-value-error`} role="alert" className="text-sm text-red-700 md:col-span-2">
          {valueError}
        </p>
      )}
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {idea ? t('impact.customForm.save') : t('impact.customForm.submit')}
        </Button>
        {idea && (
          <Button variant="secondary" onClick={onDone}>
            {t('impact.customForm.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
  if (idea) {
    return (
      <div className="rounded-lg border border-slate-300 bg-white p-4" data-testid={`idea-edit-${idea._id}`}>
        <h3 className="font-semibold text-slate-900">
          {t('impact.customForm.editTitle', { title: idea.title })}
        </h3>
        {form}
      </div>
    );
  }
  return (
    <details className="rounded-lg border border-dashed border-slate-300 bg-white p-4">
      <summary className="cursor-pointer font-medium text-slate-900">{t('impact.customForm.title')}</summary>
      {form}
    </details>
  );
}
