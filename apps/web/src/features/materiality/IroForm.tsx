import {
  type Assessment,
  ESRS_STANDARDS,
  IRO_TYPES,
  type Iro,
  type IroInput,
  type IroType,
  isFinancial,
  isNegativeImpact,
  isPotentialImpact,
  SCORE_VALUES,
  type Score,
  TIME_HORIZONS,
  type TimeHorizon,
  VALUE_CHAIN_LOCATIONS,
  type ValueChainLocation,
} from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectServerFieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { MaterialityApiError, useSaveIro } from './materiality-api.ts';
import { nameMatterOf } from './matter-names.ts';

type Props = { assessment: Assessment; iro?: Iro; onDone: () => void };
type Scores = IroInput['scores'] & object;

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Adds or edits one IRO: its matter, type, value chain, horizons, human rights, description and scores. */
export function IroForm({ assessment, iro, onDone }: Props) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const formId = useId();
  const validationText = useValidationText();
  const name = nameMatterOf(assessment, lang);
  const [matterId, setMatterId] = useState(iro?.matterId ?? '');
  const [type, setType] = useState<IroType>(iro?.type ?? 'actual-negative-impact');
  const [valueChain, setValueChain] = useState<ValueChainLocation[]>(iro?.valueChain ?? ['own-operations']);
  const [horizons, setHorizons] = useState<TimeHorizon[]>(iro?.timeHorizons ?? ['short']);
  const [humanRights, setHumanRights] = useState(iro?.humanRights ?? false);
  const [description, setDescription] = useState(iro?.description ?? '');
  const [scores, setScores] = useState<Scores>(
    (iro?.scores as Scores | undefined) ?? {
      scale: null,
      scope: null,
      irremediability: null,
      likelihood: null,
      financial: {},
    },
  );
  const save = useSaveIro(assessment._id);
  const errors = collectServerFieldErrors(
    save.error instanceof MaterialityApiError ? save.error.apiError : undefined,
  );
  const error = (path: string) => validationText(errors[path]);

  const scoreOptions = [
    { value: '', label: t('materiality.iros.scoreNone') },
    ...SCORE_VALUES.map((value) => ({ value: String(value), label: t(`materiality.scoreLabels.s${value}`) })),
  ];
  const toScore = (value: string) => (value === '' ? null : (Number(value) as Score));
  const scoreField = (key: 'scale' | 'scope' | 'irremediability' | 'likelihood') => (
    <SelectField
      key={key}
      label={t(`materiality.iros.${key}`)}
      value={scores[key] === null || scores[key] === undefined ? '' : String(scores[key])}
      onChange={(event) => setScores({ ...scores, [key]: toScore(event.target.value) })}
      options={scoreOptions}
      error={error(`scores.${key}`)}
      data-testid={`iro-score-${key}`}
    />
  );
  const financialField = (horizon: TimeHorizon, key: 'magnitude' | 'likelihood') => {
    const effect = scores.financial?.[horizon] ?? { magnitude: null, likelihood: null };
    const horizonLabel = t(`materiality.horizons.${horizon}`);
    return (
      <SelectField
        key={`${horizon}-${key}`}
        label={t(
          key === 'magnitude' ? 'materiality.iros.magnitude' : 'materiality.iros.financialLikelihood',
          { horizon: horizonLabel },
        )}
        value={effect[key] === null || effect[key] === undefined ? '' : String(effect[key])}
        onChange={(event) =>
          setScores({
            ...scores,
            financial: { ...scores.financial, [horizon]: { ...effect, [key]: toScore(event.target.value) } },
          })
        }
        options={scoreOptions}
        data-testid={`iro-financial-${horizon}-${key}`}
      />
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: IroInput = {
      matterId,
      type,
      valueChain,
      timeHorizons: horizons,
      humanRights,
      description,
      scores,
      evidenceFileIds: iro?.evidenceFileIds ?? [],
    };
    save.mutate(
      { ...(iro ? { iroId: iro._id } : {}), body },
      {
        onSuccess: () => {
          toasts.show({ message: t('materiality.iros.saved'), tone: 'success' });
          onDone();
        },
      },
    );
  };

  const byStandard = ESRS_STANDARDS.map((standard) => ({
    standard,
    matters: [
      ...assessment.matters.filter((matter) => matter.standard === standard).map((matter) => matter.id),
      ...assessment.entitySpecificMatters
        .filter((matter) => matter.standard === standard)
        .map((matter) => matter.id),
    ],
  }));
  const unfiled = assessment.entitySpecificMatters.filter((matter) => matter.standard === null);
  const matterSelectId = `${formId}-matter`;

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-brand-200 bg-white p-4 sm:p-6"
      noValidate
      data-testid="iro-form"
    >
      <div>
        <label htmlFor={matterSelectId} className="block text-sm font-medium text-slate-800">
          {t('materiality.iros.matter')}
        </label>
        <select
          id={matterSelectId}
          value={matterId}
          onChange={(event) => setMatterId(event.target.value)}
          aria-invalid={error('matterId') ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          data-testid="iro-matter"
        >
          <option value="">{t('materiality.iros.matterSearch')}</option>
          {byStandard.map((group) => (
            <optgroup key={group.standard} label={group.standard}>
              {group.matters.map((id) => (
                <option key={id} value={id}>
                  {name(id)}
                </option>
              ))}
            </optgroup>
          ))}
          {unfiled.map((matter) => (
            <option key={matter.id} value={matter.id}>
              {matter.name}
            </option>
          ))}
        </select>
        {error('matterId') && <p className="mt-1 text-sm text-red-700">{error('matterId')}</p>}
      </div>
      <SelectField
        label={t('materiality.iros.type')}
        value={type}
        onChange={(event) => setType(event.target.value as IroType)}
        options={IRO_TYPES.map((value) => ({ value, label: t(`materiality.types.${value}`) }))}
        data-testid="iro-type"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('materiality.iros.valueChain')}</legend>
          {VALUE_CHAIN_LOCATIONS.map((location) => (
            <label key={location} className="mt-1 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={valueChain.includes(location)}
                onChange={() => setValueChain(toggle(valueChain, location))}
              />
              {t(`materiality.locations.${location}`)}
            </label>
          ))}
          {error('valueChain') && <p className="mt-1 text-sm text-red-700">{error('valueChain')}</p>}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('materiality.iros.timeHorizons')}</legend>
          {TIME_HORIZONS.map((horizon) => (
            <label key={horizon} className="mt-1 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={horizons.includes(horizon)}
                onChange={() => setHorizons(toggle(horizons, horizon))}
              />
              {t(`materiality.horizons.${horizon}`)}
            </label>
          ))}
          {error('timeHorizons') && <p className="mt-1 text-sm text-red-700">{error('timeHorizons')}</p>}
        </fieldset>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={humanRights}
          onChange={(event) => setHumanRights(event.target.checked)}
        />
        {t('materiality.iros.humanRights')}
      </label>
      <TextAreaField
        label={t('materiality.iros.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={error('description')}
        rows={2}
        data-testid="iro-description"
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('materiality.iros.scores')}</legend>
        {isFinancial(type) ? (
          TIME_HORIZONS.filter((horizon) => horizons.includes(horizon)).map((horizon) => (
            <div key={horizon} className="grid gap-3 sm:grid-cols-2">
              {financialField(horizon, 'magnitude')}
              {financialField(horizon, 'likelihood')}
            </div>
          ))
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {scoreField('scale')}
            {scoreField('scope')}
            {isNegativeImpact(type) && scoreField('irremediability')}
            {isPotentialImpact(type) && scoreField('likelihood')}
          </div>
        )}
      </fieldset>
      {save.error && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} data-testid="iro-save">
          {t('materiality.iros.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('materiality.iros.cancel')}
        </Button>
      </div>
    </form>
  );
}
