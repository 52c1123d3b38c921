import { CREATABLE_CONTAINER_TYPES, type CreatableContainerType } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContainerTypeIcon } from '../icons/ContainerTypeIcon.tsx';

/** The order the types are offered in (spec: Corporate, Physical Product, Digital Product, Event, Custom; then ESG). */
const TYPE_ORDER: readonly CreatableContainerType[] = [
  'company',
  'product',
  'digital',
  'event',
  'custom',
  'esg',
].filter((type): type is CreatableContainerType =>
  (CREATABLE_CONTAINER_TYPES as readonly string[]).includes(type),
);

export type ContainerTypeChoiceProps = {
  value: CreatableContainerType;
  onChange: (type: CreatableContainerType) => void;
  error?: string | undefined;
};

/** The project type as a radio group of cards with icon, name and a one-line description. */
export function ContainerTypeChoice({ value, onChange, error }: ContainerTypeChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('calculatorShell.create.type')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TYPE_ORDER.map((type) => {
          const isChecked = value === type;
          return (
            <label
              key={type}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                isChecked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:border-slate-400'
              }`}
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={isChecked}
                onChange={() => onChange(type)}
                aria-labelledby={`${id}-${type}-name`}
                aria-describedby={`${id}-${type}-description`}
                className="mt-2.5 size-4 shrink-0 accent-brand-700"
              />
              <span
                className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg ${
                  isChecked ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600'
                }`}
              >
                <ContainerTypeIcon type={type} />
              </span>
              <span className="min-w-0">
                <span id={`${id}-${type}-name`} className="block text-sm font-semibold text-slate-900">
                  {t(`calculatorShell.types.${type}`)}
                </span>
                <span id={`${id}-${type}-description`} className="mt-0.5 block text-xs text-slate-600">
                  {t(`calculatorShell.typeDescriptions.${type}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
