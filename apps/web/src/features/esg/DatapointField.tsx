import {
  type DatapointValue,
  formatNaceCode,
  parseNaceCode,
  presentReferenceList,
  type VsmeFormDatapoint,
} from '@carbon-ledger/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session-api.ts';
import { NumberInput } from '../calculator/inputs/NumberInput.tsx';
import { SubstancePicker } from '../substances/SubstancePicker.tsx';
import { type ChoiceOption, groupChoiceOptions } from './choice-groups.ts';
import { formatUnit, getDefaultUnit, listUnitChoices } from './esg-draft.ts';

type Lang = 'en' | 'de';

export type DatapointFieldProps = {
  datapoint: VsmeFormDatapoint;
  answer: DatapointValue | null;
  onChange: (value: DatapointValue | null) => void;
  lang: Lang;
  error?: string | undefined;
  isDisabled: boolean;
};

const FIELD_CLASS =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';

function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700" data-testid="datapoint-error">
      {text}
    </p>
  ) : null;
}

/** One datapoint as the control its type asks for, labelled, with its problem under it. */
export function DatapointField({
  datapoint,
  answer,
  onChange,
  lang,
  error,
  isDisabled,
}: DatapointFieldProps) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const id = useId();
  const label = datapoint.label[lang];
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const invalid = error ? true : undefined;

  switch (datapoint.type) {
    case 'number': {
      const units = listUnitChoices(datapoint.units);
      const unit =
        answer?.kind === 'number'
          ? answer.unit
          : getDefaultUnit(datapoint.units, user?.currencyInfo.currency);
      const value = answer?.kind === 'number' ? answer.value : null;
      return (
        <div data-datapoint={datapoint.code}>
          <div className="flex flex-wrap items-start gap-2">
            <NumberInput
              className="min-w-0 flex-1"
              label={label}
              value={value}
              lang={lang}
              fieldKey={datapoint.code}
              fieldName={label}
              storedUnit={formatUnit(unit)}
              disabled={isDisabled}
              error={error}
              onValueChange={(next) => onChange(next === null ? null : { kind: 'number', value: next, unit })}
            />
            {units.length > 1 ? (
              <div className="w-36">
                <label htmlFor={`${id}-unit`} className="block text-sm font-medium text-slate-800">
                  <span className="sr-only">{t('esg.field.unit', { label })}</span>
                  <span aria-hidden="true">&nbsp;</span>
                </label>
                <select
                  id={`${id}-unit`}
                  value={unit}
                  disabled={isDisabled}
                  className={FIELD_CLASS}
                  onChange={(event) =>
                    onChange(value === null ? null : { kind: 'number', value, unit: event.target.value })
                  }
                >
                  {units.map((choice) => (
                    <option key={choice} value={choice}>
                      {formatUnit(choice)}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              formatUnit(unit) && (
                <span className="mt-8 text-sm text-slate-600" aria-hidden="true">
                  {formatUnit(unit)}
                </span>
              )
            )}
          </div>
        </div>
      );
    }
    case 'percentage':
      return (
        <div data-datapoint={datapoint.code}>
          <NumberInput
            label={label}
            value={answer?.kind === 'percentage' ? answer.value : null}
            lang={lang}
            fieldKey={datapoint.code}
            fieldName={label}
            storedUnit="%"
            hint={t('esg.field.percentHint')}
            disabled={isDisabled}
            error={error}
            onValueChange={(next) => onChange(next === null ? null : { kind: 'percentage', value: next })}
          />
        </div>
      );
    case 'yesNo': {
      const current = answer?.kind === 'yesNo' ? (answer.value ? 'yes' : 'no') : '';
      return (
        <fieldset data-datapoint={datapoint.code} aria-describedby={described}>
          <legend className="text-sm font-medium text-slate-800">{label}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['yes', 'no', ''] as const).map((choice) => (
              <label key={choice || 'none'} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-yes-no`}
                  checked={current === choice}
                  disabled={isDisabled}
                  className="size-4 accent-brand-700"
                  onChange={() => onChange(choice === '' ? null : { kind: 'yesNo', value: choice === 'yes' })}
                />
                {choice === '' ? t('esg.field.notAnswered') : t(`esg.field.${choice}`)}
              </label>
            ))}
          </div>
          <ErrorText id={errorId} text={error} />
        </fieldset>
      );
    }
    case 'choice':
      return <ChoiceField {...{ datapoint, answer, onChange, lang, error, isDisabled }} />;
    case 'date': {
      const value = answer?.kind === 'date' ? answer.value : '';
      const isYear = datapoint.datePrecision === 'year';
      return (
        <div data-datapoint={datapoint.code}>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            id={id}
            type={isYear ? 'text' : 'date'}
            inputMode={isYear ? 'numeric' : undefined}
            maxLength={isYear ? 4 : undefined}
            placeholder={isYear ? t('esg.field.yearHint') : undefined}
            value={value}
            disabled={isDisabled}
            aria-invalid={invalid}
            aria-describedby={described}
            className={`${FIELD_CLASS} max-w-xs`}
            onChange={(event) => {
              const next = event.target.value.trim();
              onChange(next === '' ? null : { kind: 'date', value: next });
            }}
          />
          <ErrorText id={errorId} text={error} />
        </div>
      );
    }
    default:
      return (
        <div data-datapoint={datapoint.code}>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <textarea
            id={id}
            rows={3}
            value={answer?.kind === 'text' ? answer.value : ''}
            disabled={isDisabled}
            aria-invalid={invalid}
            aria-describedby={described}
            className={FIELD_CLASS}
            onChange={(event) => {
              const next = event.target.value;
              onChange(next.trim() === '' ? null : { kind: 'text', value: next });
            }}
          />
          <ErrorText id={errorId} text={error} />
        </div>
      );
  }
}

function ChoiceField({ datapoint, answer, onChange, lang, error, isDisabled }: DatapointFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = datapoint.label[lang];
  const chosen = answer?.kind === 'choice' ? answer.value : [];
  const choices = datapoint.choices;
  const options = useMemo((): ChoiceOption[] => {
    if (choices?.kind === 'options') return choices.options.map((o) => ({ id: o.id, label: o.label[lang] }));
    if (choices?.kind === 'reference') return presentReferenceList(choices.listId, lang).items;
    return [];
  }, [choices, lang]);
  const groups = useMemo(() => groupChoiceOptions(options), [options]);
  const [naceText, setNaceText] = useState(() => chosen.map(formatNaceCode).join(', '));
  const [naceProblem, setNaceProblem] = useState<string>();
  const errorId = `${id}-error`;
  const set = (ids: string[]) => onChange(ids.length === 0 ? null : { kind: 'choice', value: ids });

  if (choices?.kind === 'substances') {
    return (
      <SubstancePicker
        code={datapoint.code}
        label={label}
        chosen={chosen}
        onChange={set}
        isDisabled={isDisabled}
        error={error}
      />
    );
  }
  if (choices?.kind === 'nace') {
    const shown = naceProblem ?? error;
    return (
      <div data-datapoint={datapoint.code}>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="text"
          value={naceText}
          disabled={isDisabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : `${id}-hint`}
          className={FIELD_CLASS}
          onChange={(event) => {
            setNaceText(event.target.value);
            const parts = event.target.value
              .split(/[,;]/)
              .map((part) => part.trim())
              .filter((part) => part !== '');
            const bad = parts.filter((part) => parseNaceCode(part) === null);
            if (bad.length > 0) {
              setNaceProblem(t('esg.field.naceInvalid', { codes: bad.join(', ') }));
              return;
            }
            setNaceProblem(undefined);
            set(parts.map((part) => parseNaceCode(part) as string));
          }}
        />
        {shown ? (
          <ErrorText id={errorId} text={shown} />
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {t('esg.field.naceHint')}
          </p>
        )}
      </div>
    );
  }
  if (choices?.isMultiple) {
    return (
      <fieldset data-datapoint={datapoint.code} aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <div className="mt-1 max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {groups.map((group) => {
            const boxes = group.options.map((option) => (
              <label key={option.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  disabled={isDisabled}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  onChange={(event) =>
                    set(
                      event.target.checked
                        ? [...chosen, option.id]
                        : chosen.filter((chosenId) => chosenId !== option.id),
                    )
                  }
                />
                {option.label}
              </label>
            ));
            // A list that groups its items (Scope 1, 2, 3) shows each group under its heading.
            return group.label === undefined ? (
              boxes
            ) : (
              <fieldset key={group.label} className="space-y-1 pt-1">
                <legend className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {group.label}
                </legend>
                {boxes}
              </fieldset>
            );
          })}
        </div>
        <ErrorText id={errorId} text={error} />
      </fieldset>
    );
  }
  return (
    <div data-datapoint={datapoint.code}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={chosen[0] ?? ''}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={FIELD_CLASS}
        onChange={(event) => set(event.target.value === '' ? [] : [event.target.value])}
      >
        <option value="">{t('esg.field.choose')}</option>
        {groups.map((group) => {
          const items = group.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ));
          return group.label === undefined ? (
            items
          ) : (
            <optgroup key={group.label} label={group.label}>
              {items}
            </optgroup>
          );
        })}
      </select>
      <ErrorText id={errorId} text={error} />
    </div>
  );
}
