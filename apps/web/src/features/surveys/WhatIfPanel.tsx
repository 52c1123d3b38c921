import {
  COMMUTE_MODES,
  type CommuteModeId,
  formatEmission,
  formatNumber,
  parseLocalizedNumber,
} from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { describeFailure } from '../account/describe-failure.ts';
import { useCalculatorSetup } from '../calculator/api/calculator-queries.ts';
import { useCreateCustomIdea } from '../impact/impact-api.ts';
import { toLocale } from './survey-format.ts';
import { computeModeShift } from './surveys-api.ts';

/** A mode shift ("30 % of those who drive alone under 8 km switch to an e-bike") and its yearly saving. */
export function WhatIfPanel({ surveyId, surveyName }: { surveyId: string; surveyName: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = toLocale(i18n.language);
  const [from, setFrom] = useState<CommuteModeId>('car-petrol');
  const [to, setTo] = useState<CommuteModeId>('e-bike');
  const [underKm, setUnderKm] = useState('8');
  const [share, setShare] = useState('30');
  const [answer, setAnswer] = useState<{ text: string; isError: boolean } | null>(null);
  const [computed, setComputed] = useState<{ savingKg: number; title: string } | null>(null);
  const [projectId, setProjectId] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const setup = useCalculatorSetup();
  const createIdea = useCreateCustomIdea();
  const projects = setup.data?.containers ?? [];
  const chosenProject = projectId || projects[0]?._id || '';
  const labelOf = (mode: CommuteModeId) =>
    COMMUTE_MODES.find((candidate) => candidate.id === mode)?.label[locale] ?? mode;
  const addToImpact = async () => {
    if (!computed || !chosenProject) return;
    setAdded(null);
    try {
      await createIdea.mutateAsync({
        plan: { kind: 'container', id: chosenProject },
        title: computed.title,
        description: t('surveys.detail.ideaDescription', {
          survey: surveyName,
          value: formatEmission(computed.savingKg, locale),
        }),
        category: 'mobility',
        investment: 'low-invest',
        cost: 'low-savings',
        effort: 'medium-effort',
        impact: 'positive',
        reduction: { value: Math.max(0, computed.savingKg), unit: 'kg' },
        status: 'idea',
      });
      setAdded(t('surveys.detail.ideaAdded'));
    } catch {
      setAdded(t('surveys.loadFailed'));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const km = parseLocalizedNumber(underKm, locale);
    const percent = parseLocalizedNumber(share, locale);
    if (!km.isOk || !percent.isOk) return setAnswer({ text: t('forms.number'), isError: true });
    const result = await computeModeShift(surveyId, {
      fromModes: [from],
      underKm: km.value,
      toMode: to,
      sharePercent: percent.value,
    });
    if (!result.data) return setAnswer({ text: describeFailure(t, result.error), isError: true });
    setComputed({
      savingKg: result.data.savingKg,
      title: t('surveys.detail.ideaTitle', {
        share: formatNumber(percent.value, locale),
        from: labelOf(from),
        km: formatNumber(km.value, locale),
        to: labelOf(to),
      }),
    });
    setAnswer({
      text: t('surveys.detail.whatIfSaving', {
        value: formatEmission(result.data.savingKg, locale),
        count: result.data.affectedRespondents,
      }),
      isError: false,
    });
  };
  const select = (
    value: CommuteModeId,
    onChange: (mode: CommuteModeId) => void,
    label: string,
    key: string,
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={value}
        onChange={(event) => onChange(event.target.value as CommuteModeId)}
        className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
      >
        {COMMUTE_MODES.map((mode) => (
          <option key={mode.id} value={mode.id}>
            {mode.label[locale]}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('surveys.detail.whatIfTitle')}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {select(from, setFrom, t('surveys.detail.whatIfFrom'), 'from')}
        <div>
          <label htmlFor={`${id}-km`} className="block text-sm font-medium">
            {t('surveys.detail.whatIfUnder')}
          </label>
          <input
            id={`${id}-km`}
            inputMode="decimal"
            value={underKm}
            onChange={(event) => setUnderKm(event.target.value)}
            className="mt-1 w-28 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        {select(to, setTo, t('surveys.detail.whatIfTo'), 'to')}
        <div>
          <label htmlFor={`${id}-share`} className="block text-sm font-medium">
            {t('surveys.detail.whatIfShare')}
          </label>
          <input
            id={`${id}-share`}
            inputMode="decimal"
            value={share}
            onChange={(event) => setShare(event.target.value)}
            className="mt-1 w-28 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
      </div>
      <Button type="submit" className="mt-3">
        {t('surveys.detail.whatIfCompute')}
      </Button>
      {answer ? (
        <p
          role={answer.isError ? 'alert' : 'status'}
          className={`mt-2 text-sm ${answer.isError ? 'text-red-700' : ''}`}
          data-testid="survey-what-if"
        >
          {answer.text}
        </p>
      ) : null}
      {computed && !answer?.isError && projects.length > 0 ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div>
            <label htmlFor={`${id}-project`} className="block text-sm font-medium">
              {t('surveys.detail.ideaProject')}
            </label>
            <select
              id={`${id}-project`}
              value={chosenProject}
              onChange={(event) => setProjectId(event.target.value)}
              className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
            >
              {projects.map((project) => (
                <option key={project._id} value={project._id}>
                  {project.name}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={() => void addToImpact()} disabled={createIdea.isPending}>
            {t('surveys.detail.addIdea')}
          </Button>
        </div>
      ) : null}
      {added ? (
        <p role="status" className="mt-2 text-sm">
          {added}
        </p>
      ) : null}
    </form>
  );
}
