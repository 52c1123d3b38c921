import {
  isValidationMessageKey,
  type ResultDraft,
  type ServedOption,
  VALIDATION_MESSAGES,
} from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/calculator-api.ts';
import { NumberInput } from './NumberInput.tsx';
import { toFieldKey } from './pending-numbers.ts';
import { listUnitOptions } from './unit-options.ts';

type Amounts = NonNullable<ResultDraft['emissionActivityInputs']>;
type GenericValues = NonNullable<ResultDraft['genericInputs']>;

/** A server message in words: validation keys through the catalogue, anything else as sent. */
export function describeFieldError(message: string | undefined, lang: Lang): string | undefined {
  if (!message) return undefined;
  return isValidationMessageKey(message) ? VALIDATION_MESSAGES[lang][message] : message;
}

/**
 * One number field and one unit selector per activity input of the option. Amounts are zero or more,
 * and each shows the value as it will be stored, with its unit.
 */
export function AmountFields({
  option,
  amounts,
  onChange,
  lang,
  errors,
  errorPrefix = '',
  rowKey,
}: {
  option: ServedOption;
  amounts: Amounts;
  onChange: (amounts: Amounts) => void;
  lang: Lang;
  errors: Record<string, string> | undefined;
  errorPrefix?: string;
  /** The row's client key: text that is no number is kept under it until fixed. */
  rowKey?: string;
}) {
  const { t } = useTranslation();
  const unitId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {option.activityInputs.map((input) => {
        const index = amounts.findIndex((amount) => amount.fieldId === input.fieldId);
        const amount = amounts[index] ?? { fieldId: input.fieldId, value: null, unit: input.defaultUnit };
        const path = `${errorPrefix}emissionActivityInputs.${index < 0 ? amounts.length : index}`;
        const put = (next: Amounts[number]) =>
          onChange(
            index < 0
              ? [...amounts, next]
              : amounts.map((item, position) => (position === index ? next : item)),
          );
        const unitError = describeFieldError(errors?.[`${path}.unit`], lang);
        const selectId = `${unitId}-${input.fieldId}`;
        return (
          <div key={input.fieldId} className="flex items-start gap-2" data-testid="amount-field">
            <NumberInput
              className="min-w-0 flex-1"
              label={input.label}
              fieldName={`${option.label}: ${input.label}`}
              fieldKey={
                rowKey === undefined ? undefined : toFieldKey(rowKey, `${errorPrefix}${input.fieldId}`)
              }
              isNonNegative
              storedUnit={amount.unit}
              value={amount.value}
              lang={lang}
              error={describeFieldError(errors?.[`${path}.value`] ?? errors?.[path], lang)}
              onValueChange={(value) => put({ ...amount, value })}
            />
            <div className="w-44 shrink-0">
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                {t('calculatorInputs.row.unit')}
              </label>
              <select
                id={selectId}
                aria-label={t('calculatorInputs.row.unitOf', { input: input.label })}
                value={amount.unit}
                onChange={(event) => put({ ...amount, unit: event.target.value })}
                aria-invalid={unitError ? true : undefined}
                className={`mt-1 block w-full rounded-md border bg-white px-2 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 ${
                  unitError ? 'border-red-500' : 'border-slate-300'
                }`}
              >
                {listUnitOptions(input, lang, amount.unit).map((unit) => (
                  <option key={unit.value} value={unit.value}>
                    {unit.label}
                  </option>
                ))}
              </select>
              {unitError && <p className="mt-1 text-sm text-red-700">{unitError}</p>}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The option's free fields (a region, a spend year, a certificate reference), each with its help. */
export function GenericFields({
  option,
  values,
  onChange,
  lang,
  errors,
  rowKey,
}: {
  option: ServedOption;
  values: GenericValues;
  onChange: (values: GenericValues) => void;
  lang: Lang;
  errors: Record<string, string> | undefined;
  rowKey?: string;
}) {
  const baseId = useId();
  if (option.genericInputs.length === 0) return null;
  const put = (id: string, value: string | number | null) => {
    const { [id]: _old, ...rest } = values;
    onChange(value === null || value === '' ? rest : { ...rest, [id]: value });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {option.genericInputs.map((input) => {
        const error = describeFieldError(errors?.[`genericInputs.${input.id}`], lang);
        const value = values[input.id];
        if (input.type === 'number') {
          return (
            <NumberInput
              key={input.id}
              label={input.label}
              fieldName={`${option.label}: ${input.label}`}
              fieldKey={rowKey === undefined ? undefined : toFieldKey(rowKey, `genericInputs.${input.id}`)}
              hint={input.help}
              error={error}
              lang={lang}
              value={typeof value === 'number' ? value : null}
              onValueChange={(next) => put(input.id, next)}
            />
          );
        }
        const id = `${baseId}-${input.id}`;
        if (input.type === 'select') {
          return (
            <GenericSelect
              key={input.id}
              id={id}
              input={input}
              value={value === undefined ? '' : String(value)}
              error={error}
              onChange={(next) => put(input.id, next)}
            />
          );
        }
        return (
          <div key={input.id}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {input.label}
            </label>
            <input
              id={id}
              type="text"
              value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
              onChange={(event) => put(input.id, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={input.help ? `${id}-hint` : undefined}
              className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 ${
                error ? 'border-red-500' : 'border-slate-300'
              }`}
            />
            {error ? (
              <p className="mt-1 text-sm text-red-700">{error}</p>
            ) : input.help ? (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
                {input.help}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A generic input with a fixed list (a spend row's factor source, supplier country, NACE industry): a
 * native select, so keyboards and screen readers get the platform's list. The empty choice keeps the
 * default the help names.
 */
function GenericSelect({
  id,
  input,
  value,
  error,
  onChange,
}: {
  id: string;
  input: ServedOption['genericInputs'][number];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const describedBy = error ? `${id}-error` : input.help ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {input.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-md border bg-white px-2 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
      >
        <option value="">{t('calculatorInputs.row.notChosen')}</option>
        {(input.choices ?? []).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : input.help ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {input.help}
        </p>
      ) : null}
    </div>
  );
}
