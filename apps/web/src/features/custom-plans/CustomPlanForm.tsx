import {
  CALCULATOR_FORM_TYPES,
  type CreateCustomPlanInput,
  CURRENCY_CODES,
  createCustomPlanSchema,
  type DisplayLocale,
  formatRandomCustomPlanCode,
  isProductOnSale,
  PRODUCTS,
  parseLocalizedNumber,
  RANDOM_CUSTOM_PLAN_CODE_BYTES,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { CUSTOM_PLANS_KEY, createCustomPlan } from './custom-plans-api.ts';

const year = new Date().getUTCFullYear();
const EMPTY = {
  code: '',
  name: '',
  products: [] as string[],
  formTypes: [] as string[],
  seats: '',
  startsOn: `${year}-01-01`,
  endsOn: `${year}-12-31`,
  pricing: 'priced' as 'priced' | 'invoiced',
  amount: '',
  currency: 'EUR',
  note: '',
};
type Draft = typeof EMPTY;

/** Typed numbers go through the one locale-aware parser; text that is no number stays text, so the schema names the field. */
function readNumber(text: string, locale: DisplayLocale): number | string {
  const parsed = parseLocalizedNumber(text, locale);
  return parsed.isOk ? parsed.value : text;
}

function toggle(list: string[], value: string, isOn: boolean): string[] {
  return isOn ? [...list, value] : list.filter((entry) => entry !== value);
}

function CheckboxGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">{children}</div>
      {error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Creating a custom plan (operators): every refused field is named next to it. */
export function CustomPlanForm() {
  const { t, i18n } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const locale: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (path: string) => validationText(errors[path]);
  const hasForms = draft.products.includes('calculator');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = {
      code: draft.code,
      name: draft.name,
      products: draft.products,
      formTypes: hasForms ? draft.formTypes : [],
      seats: draft.seats.trim() === '' ? undefined : readNumber(draft.seats, locale),
      startsOn: draft.startsOn,
      endsOn: draft.endsOn,
      price:
        draft.pricing === 'priced'
          ? {
              amount: draft.amount.trim() === '' ? undefined : readNumber(draft.amount, locale),
              currency: draft.currency,
            }
          : null,
      invoicedSeparately: draft.pricing === 'invoiced',
      note: draft.note,
    };
    const parsed = createCustomPlanSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSaving(true);
    const result = await createCustomPlan(input as CreateCustomPlanInput);
    setIsSaving(false);
    if (!result.data) {
      const serverErrors = collectServerFieldErrors(result.error);
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0) setFormError(describeFailure(t, result.error));
      return;
    }
    queryClient.setQueryData(CUSTOM_PLANS_KEY, result.data);
    toasts.show({ message: t('customPlans.operator.created', { code: parsed.data.code }), tone: 'success' });
    setDraft(EMPTY);
  };

  const checkbox = (name: string, label: string, isChecked: boolean, onChange: (isOn: boolean) => void) => (
    <label key={name} className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
      />
      {label}
    </label>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-xl bg-white p-5 shadow-sm"
      aria-labelledby="custom-plan-create"
      data-testid="custom-plan-form"
    >
      <h3 id="custom-plan-create" className="font-medium">
        {t('customPlans.operator.createTitle')}
      </h3>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField
            label={t('customPlans.operator.code')}
            name="code"
            autoComplete="off"
            value={draft.code}
            onChange={(event) => set('code', event.target.value)}
            error={errorOf('code')}
            hint={t('customPlans.operator.codeHint')}
          />
          <Button
            type="button"
            variant="secondary"
            className="mt-2"
            onClick={() =>
              set(
                'code',
                formatRandomCustomPlanCode(
                  crypto.getRandomValues(new Uint8Array(RANDOM_CUSTOM_PLAN_CODE_BYTES)),
                ),
              )
            }
          >
            {t('customPlans.operator.generateCode')}
          </Button>
        </div>
        <TextField
          label={t('customPlans.operator.name')}
          name="name"
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          error={errorOf('name')}
          hint={t('customPlans.operator.nameHint')}
        />
      </div>
      <CheckboxGroup legend={t('customPlans.operator.productsLegend')} error={errorOf('products')}>
        {PRODUCTS.map((product) =>
          checkbox(
            `product-${product}`,
            isProductOnSale(product)
              ? t(`customPlans.products.${product}`)
              : `${t(`customPlans.products.${product}`)} (${t('plans.laterVersion')})`,
            draft.products.includes(product),
            (isOn) => set('products', toggle(draft.products, product, isOn)),
          ),
        )}
      </CheckboxGroup>
      {hasForms && (
        <CheckboxGroup legend={t('customPlans.operator.formTypesLegend')} error={errorOf('formTypes')}>
          {CALCULATOR_FORM_TYPES.map((type) =>
            checkbox(
              `form-type-${type}`,
              t(`calculatorShell.types.${type}`),
              draft.formTypes.includes(type),
              (isOn) => set('formTypes', toggle(draft.formTypes, type, isOn)),
            ),
          )}
        </CheckboxGroup>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('customPlans.operator.seats')}
          name="seats"
          inputMode="numeric"
          value={draft.seats}
          onChange={(event) => set('seats', event.target.value)}
          error={errorOf('seats')}
        />
        <TextField
          label={t('customPlans.operator.startsOn')}
          name="startsOn"
          type="date"
          value={draft.startsOn}
          onChange={(event) => set('startsOn', event.target.value)}
          error={errorOf('startsOn')}
        />
        <TextField
          label={t('customPlans.operator.endsOn')}
          name="endsOn"
          type="date"
          value={draft.endsOn}
          onChange={(event) => set('endsOn', event.target.value)}
          error={errorOf('endsOn')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('customPlans.operator.pricing')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['priced', 'invoiced'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="pricing"
                value={kind}
                checked={draft.pricing === kind}
                onChange={() => set('pricing', kind)}
                className="h-4 w-4 border-slate-300 text-brand-700"
              />
              {kind === 'priced'
                ? t('customPlans.operator.priced')
                : t('customPlans.operator.invoicedSeparately')}
            </label>
          ))}
        </div>
        {errorOf('price') && (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {errorOf('price')}
          </p>
        )}
        {draft.pricing === 'priced' && (
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('customPlans.operator.amount')}
              name="amount"
              inputMode="decimal"
              value={draft.amount}
              onChange={(event) => set('amount', event.target.value)}
              error={errorOf('price.amount')}
            />
            <SelectField
              label={t('customPlans.operator.currency')}
              name="currency"
              value={draft.currency}
              onChange={(event) => set('currency', event.target.value)}
              options={CURRENCY_CODES.map((currency) => ({ value: currency, label: currency }))}
              error={errorOf('price.currency')}
            />
          </div>
        )}
      </fieldset>
      <TextField
        label={t('customPlans.operator.note')}
        name="note"
        value={draft.note}
        onChange={(event) => set('note', event.target.value)}
        error={errorOf('note')}
      />
      <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
        {isSaving ? t('customPlans.operator.creating') : t('customPlans.operator.create')}
      </Button>
    </form>
  );
}
