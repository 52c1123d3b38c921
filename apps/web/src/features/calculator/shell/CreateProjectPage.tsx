import {
  type CreatableContainerType,
  createInstanceRequestSchema,
  describeNumberEntryProblem,
  instanceGeneralInputSchema,
  type NumberEntryProblem,
  renameContainerRequestSchema,
} from '@carbon-ledger/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../../components/form/field-errors.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { CalculatorApiError, createInstance } from '../api/calculator-api.ts';
import { useCalculatorForm, useCalculatorLang, useInvalidateCalculator } from '../api/calculator-queries.ts';
import { getImportPath } from '../import/import-path.ts';
import { ContainerTypeChoice } from './ContainerTypeChoice.tsx';
import { calculatorPaths } from './calculator-scope.ts';
import { getDefaultPeriod, parseSurchargePercent } from './project-defaults.ts';
import { describeCalculatorError } from './shell-labels.ts';
import { useRegionOptions } from './useRegionOptions.ts';
import { VoluntarySectionsField } from './VoluntarySectionsField.tsx';
import { listVoluntarySectionChoices } from './voluntary-sections.ts';

/** Field keys of the form, from the request's paths ('general.startDate' → 'startDate'). */
function toFieldErrors(errors: FieldErrors): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    const field = path
      .replace(/^general\./, '')
      .replace(/^container\./, '')
      .replace(/^selectedVoluntarySectionIds\.\d+$/, 'selectedVoluntarySectionIds');
    if (!(field in fields)) fields[field] = key;
  }
  return fields;
}

/**
 * `/dashboard/calculator/create` (owner): a new project with its first year and the voluntary sections it
 * covers. On success the Inputs of
 * the new year open (an ESG year's VSME form for an ESG project).
 */
export function CreateProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateCalculator();
  const validationText = useValidationText();
  const regions = useRegionOptions();
  const period = useMemo(() => getDefaultPeriod(new Date()), []);
  const [type, setType] = useState<CreatableContainerType>('company');
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(period.startDate);
  const [endDate, setEndDate] = useState(period.endDate);
  const [chosenRegion, setChosenRegion] = useState<string>();
  const region = chosenRegion ?? regions.defaultRegion;
  const [surcharge, setSurcharge] = useState('0');
  // The voluntary sections of the chosen type's form (Corporate: process emissions, categories 8, 10, 13–15).
  const form = useCalculatorForm(type === 'esg' ? undefined : type);
  const choices = useMemo(
    () => (type === 'esg' ? [] : listVoluntarySectionChoices(form.data?.sections ?? [])),
    [type, form.data],
  );
  const [chosenSections, setChosenSections] = useState<string[]>([]);
  const sections = chosenSections.filter((id) => choices.some((choice) => choice.id === id));
  const [surchargeProblem, setSurchargeProblem] = useState<NumberEntryProblem>();
  const lang = useCalculatorLang();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The second submit button opens the spreadsheet import of the new year instead of its Inputs.
    const isImportNext = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-then') === 'import';
    const surchargeReading = parseSurchargePercent(surcharge, lang);
    setSurchargeProblem('problem' in surchargeReading ? surchargeReading.problem : undefined);
    const general = {
      startDate,
      endDate,
      // A surcharge that is no number fails the check below (NaN); its own message names the reason.
      surchargePercent: 'value' in surchargeReading ? surchargeReading.value : Number.NaN,
      selectedVoluntarySectionIds: sections,
      electricityEmissionFactor: { region },
    };
    const nameCheck = renameContainerRequestSchema.safeParse({ name });
    const generalCheck = instanceGeneralInputSchema.safeParse(general);
    const fieldErrors: FieldErrors = {
      ...(nameCheck.success ? {} : collectFieldErrors(nameCheck.error)),
      ...(generalCheck.success ? {} : collectFieldErrors(generalCheck.error)),
    };
    const request = createInstanceRequestSchema.safeParse({ container: { name, type }, general });
    if (!request.success && Object.keys(fieldErrors).length === 0) fieldErrors.type = 'validation.invalid';
    setErrors(fieldErrors);
    if (!request.success || Object.keys(fieldErrors).length > 0) {
      const first = Object.keys(fieldErrors)[0];
      if (first) document.querySelector<HTMLElement>(`[data-field="${first}"] :is(input,select)`)?.focus();
      return;
    }

    setIsSaving(true);
    try {
      const created = await createInstance(request.data);
      toasts.show({
        message: t('calculatorShell.create.created', { name: created.container.name }),
        tone: 'success',
      });
      await invalidate();
      navigate(
        type === 'esg'
          ? calculatorPaths.esg(created.instance._id)
          : isImportNext
            ? getImportPath(created.instance._id)
            : calculatorPaths.inputs({ kind: 'instance', id: created.instance._id }),
      );
    } catch (error) {
      const serverErrors =
        error instanceof CalculatorApiError
          ? toFieldErrors(
              Object.fromEntries(error.details.map((detail) => [detail.path, detail.message])) as FieldErrors,
            )
          : {};
      setErrors(serverErrors);
      toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby="create-project-title" className="space-y-6">
      <nav aria-label={t('calculatorShell.create.breadcrumb')}>
        <ol className="flex items-center gap-2 text-sm text-slate-600">
          <li>
            <Link to={calculatorPaths.instances()} className="font-medium text-brand-800 hover:underline">
              {t('calculatorShell.create.projects')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-slate-800">
            {t('calculatorShell.create.new')}
          </li>
        </ol>
      </nav>
      <div>
        <h1 id="create-project-title" className="text-2xl font-semibold">
          {t('calculatorShell.create.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('calculatorShell.create.intro')}</p>
      </div>

      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="max-w-4xl space-y-6 rounded-xl bg-white p-6 shadow-sm"
        data-testid="create-project-form"
      >
        <div data-field="type">
          <ContainerTypeChoice value={type} onChange={setType} error={validationText(errors.type)} />
        </div>
        <div data-field="name" className="max-w-xl">
          <TextField
            label={t('calculatorShell.create.name')}
            value={name}
            required
            maxLength={120}
            autoComplete="off"
            placeholder={t('calculatorShell.create.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            error={validationText(errors.name)}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('calculatorShell.create.period')}</legend>
          <div className="mt-2 grid max-w-xl gap-4 sm:grid-cols-2">
            <div data-field="startDate">
              <TextField
                label={t('calculatorShell.create.startDate')}
                type="date"
                required
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
                error={validationText(errors.startDate)}
              />
            </div>
            <div data-field="endDate">
              <TextField
                label={t('calculatorShell.create.endDate')}
                type="date"
                required
                value={endDate}
                onChange={(event) => setEndDate(event.target.value)}
                error={validationText(errors.endDate)}
              />
            </div>
          </div>
        </fieldset>
        {/* An ESG year has no activity data: its climate figures come from the Corporate years. */}
        <div className={type === 'esg' ? 'hidden' : 'grid max-w-xl gap-4 sm:grid-cols-2'}>
          <div data-field="electricityEmissionFactor.region">
            <SelectField
              label={t('calculatorShell.create.region')}
              options={regions.options}
              value={region}
              onChange={(event) => setChosenRegion(event.target.value)}
              error={validationText(errors['electricityEmissionFactor.region'])}
              aria-describedby={
                errors['electricityEmissionFactor.region'] ? undefined : 'create-project-region-hint'
              }
            />
            <p id="create-project-region-hint" className="mt-1 text-xs text-slate-500">
              {t('calculatorShell.create.regionHint')}
            </p>
          </div>
          <div data-field="surchargePercent">
            <TextField
              label={t('calculatorShell.create.surcharge')}
              type="text"
              inputMode="decimal"
              value={surcharge}
              onChange={(event) => setSurcharge(event.target.value)}
              hint={t('calculatorShell.create.surchargeHint')}
              error={
                surchargeProblem
                  ? describeNumberEntryProblem(surchargeProblem, lang, t('calculatorShell.create.surcharge'))
                  : validationText(errors.surchargePercent)
              }
            />
          </div>
        </div>
        <VoluntarySectionsField
          choices={choices}
          value={sections}
          onChange={setChosenSections}
          error={validationText(errors.selectedVoluntarySectionIds)}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
          <Link
            to={calculatorPaths.instances()}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t('calculatorShell.create.cancel')}
          </Link>
          {type !== 'esg' && (
            <Button type="submit" variant="secondary" disabled={isSaving} data-then="import">
              {t('calculatorImport.createAndImport')}
            </Button>
          )}
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t('calculatorShell.create.saving') : t('calculatorShell.create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
