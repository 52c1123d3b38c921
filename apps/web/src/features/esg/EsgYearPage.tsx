import {
  type DatapointValue,
  ESRS_STANDARDS,
  type EsgDisclosureState,
  type EsgFormFamily,
  getInstanceYearLabel,
  type VsmeFormResponse,
  type VsmeModuleSelection,
} from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useValidationText } from '../../components/form/field-errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useHasRoleFor } from '../auth/useCan.ts';
import { CalculatorApiError } from '../calculator/api/calculator-api.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import {
  describePendingNumbersByKey,
  type PendingNumber,
  type PendingNumbers,
  putPendingNumber,
} from '../calculator/inputs/pending-numbers.ts';
import {
  type PendingNumberStore,
  PendingNumbersContext,
} from '../calculator/inputs/pending-numbers-context.ts';
import { useLeaveGuard } from '../calculator/inputs/useLeaveGuard.ts';
import { calculatorPaths } from '../calculator/shell/calculator-scope.ts';
import { describeCalculatorError } from '../calculator/shell/shell-labels.ts';
import { DisclosureNav } from './DisclosureNav.tsx';
import { DisclosurePanel } from './DisclosurePanel.tsx';
import { EsgDashboardPanel } from './dashboard/EsgDashboardPanel.tsx';
import { esgKeys, fetchEsgForm, saveEsgForm } from './esg-api.ts';
import {
  checkDraft,
  EMPTY_DRAFT,
  type EsgDraft,
  findDisclosureOfError,
  hasChanges,
  mapSaveErrors,
  toSaveRequest,
} from './esg-draft.ts';
import { useEsgNames } from './esg-names.ts';
import { EsgAssignments, useEsgAssignments } from './invites/EsgAssignments.tsx';
import { EsgInviteButton } from './invites/EsgInviteButton.tsx';
import { VsmeTemplateImport } from './template-import/VsmeTemplateImport.tsx';
import { VsmeCsvDownload } from './VsmeCsvDownload.tsx';
import { XbrlDownload } from './XbrlDownload.tsx';

type State = Omit<EsgDisclosureState, 'code'>;

/**
 * `/dashboard/calculator/esg/:instance`: the form of an ESG year in its family, VSME or ESRS. The
 * disclosures (VSME: of the selected modules; ESRS: of the chosen topical standard) in a side navigation
 * with completion marks, one disclosure at a time; B3's or E1's climate figures come read-only from the
 * calculator's Corporate years of the period. Changes are saved together.
 */
export function EsgYearPage() {
  const { instance = '' } = useParams();
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const query = useQuery({
    queryKey: esgKeys.form(instance),
    queryFn: () => fetchEsgForm(instance),
    retry: false,
  });

  if (query.isPending) {
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('esg.loading')}
      </p>
    );
  }
  if (query.isError) {
    const isNotFound = query.error instanceof CalculatorApiError && query.error.code === 'NOT_FOUND';
    return (
      <div role="alert" className="space-y-3 p-6">
        <p className="text-sm text-red-800">
          {isNotFound
            ? t('esg.notFound')
            : `${t('esg.loadError')} ${describeCalculatorError(t, query.error)}`}
        </p>
        <div className="flex gap-3">
          {!isNotFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('esg.retry')}
            </Button>
          )}
          <Link to={calculatorPaths.instances()} className="text-sm font-medium text-brand-800 underline">
            {t('esg.projects')}
          </Link>
        </div>
      </div>
    );
  }
  return <EsgForm key={`${instance}-${lang}`} form={query.data} lang={lang} />;
}

function EsgForm({ form, lang }: { form: VsmeFormResponse; lang: 'en' | 'de' }) {
  const { t } = useTranslation();
  const names = useEsgNames();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const canEdit = useHasRoleFor('calculatorResults');
  const isDisabled = !canEdit || form.year.isFrozen;
  const [searchParams, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState<EsgDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // Number texts that cannot be taken, by datapoint code: kept here, not in the field, so one typed into a
  // disclosure that is no longer shown still blocks the save.
  const [pendingNumbers, setPendingNumbers] = useState<PendingNumbers>({});
  const setPendingNumber = useCallback(
    (code: string, entry: PendingNumber | undefined) =>
      setPendingNumbers((previous) => putPendingNumber(previous, code, entry)),
    [],
  );
  const pendingStore = useMemo<PendingNumberStore>(
    () => ({ pendingNumbers, setPendingNumber }),
    [pendingNumbers, setPendingNumber],
  );
  const hasUnsaved = hasChanges(draft) || Object.keys(pendingNumbers).length > 0;
  useLeaveGuard(hasUnsaved && !isDisabled, () => {}, {
    title: t('esg.leave.title'),
    message: t('esg.leave.message'),
    confirm: t('esg.leave.confirm'),
    cancel: t('esg.leave.cancel'),
  });
  const year = getInstanceYearLabel(form.year);
  const family: EsgFormFamily = form.family ?? 'vsme';
  const isEsrs = family === 'esrs';

  // The disclosures invites assigned to the signed-in member; `?assigned=1` (the mail's link) shows only those.
  const assigned = useEsgAssignments(form.year._id, lang);
  const assignedDisclosures = form.disclosures.filter((d) => assigned.codes.has(d.code));
  // Held here too, so the switch answers at once while the address follows.
  const [isOnlyAssignedChosen, setIsOnlyAssignedChosen] = useState(
    () => searchParams.get('assigned') === '1',
  );
  const isOnlyAssigned = isOnlyAssignedChosen && assignedDisclosures.length > 0;
  const currentCode =
    form.disclosures.find((d) => d.code === searchParams.get('d'))?.code ??
    (isOnlyAssigned ? assignedDisclosures[0]?.code : undefined) ??
    form.disclosures[0]?.code ??
    'B1';
  const current = form.disclosures.find((d) => d.code === currentCode);
  const currentStandard = current?.standard;
  const shownDisclosures = isOnlyAssigned
    ? assignedDisclosures
    : isEsrs
      ? form.disclosures.filter((d) => d.standard === currentStandard)
      : form.disclosures;
  const showOnlyAssigned = (isOnly: boolean) => {
    setIsOnlyAssignedChosen(isOnly);
    setSearchParams((params) => {
      if (isOnly) params.set('assigned', '1');
      else params.delete('assigned');
      return params;
    });
  };
  const changedCodes = useMemo(() => {
    const codes = new Set(Object.keys(draft.disclosures));
    for (const disclosure of form.disclosures) {
      if (disclosure.datapoints.some((d) => Object.hasOwn(draft.answers, d.code))) codes.add(disclosure.code);
    }
    return codes;
  }, [draft, form.disclosures]);

  const setForm = (next: VsmeFormResponse) => queryClient.setQueryData(esgKeys.form(form.year._id), next);
  const select = (code: string) => {
    setSearchParams((params) => {
      params.set('d', code);
      return params;
    });
    requestAnimationFrame(() => document.getElementById('esg-disclosure')?.focus());
  };
  const answer = (code: string, value: DatapointValue | null) => {
    setDraft((previous) => ({ ...previous, answers: { ...previous.answers, [code]: value } }));
    setErrors(({ [code]: _, ...rest }) => rest);
  };
  const state = (code: string, next: State) => {
    setDraft((previous) => ({ ...previous, disclosures: { ...previous.disclosures, [code]: next } }));
    setErrors(({ [`${code}.notMaterialReason`]: _, ...rest }) => rest);
  };

  const describe = (message: string) =>
    message.startsWith('validation.') ? (validationText(message as never) ?? message) : message;

  const changeModules = async (modules: VsmeModuleSelection) => {
    setIsSaving(true);
    try {
      setForm(await saveEsgForm(form.year._id, family, { modules }));
      toasts.show({ message: t('esg.modules.saved'), tone: 'success' });
    } catch (error) {
      toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
    }
    setIsSaving(false);
  };

  const changeFamily = async (next: EsgFormFamily) => {
    if (hasUnsaved && !window.confirm(t('esg.family.discard'))) return;
    setIsSaving(true);
    try {
      await saveEsgForm(form.year._id, family, { family: next });
      setDraft(EMPTY_DRAFT);
      setPendingNumbers({});
      setErrors({});
      setSearchParams((params) => {
        params.delete('d');
        return params;
      });
      setForm(await fetchEsgForm(form.year._id));
      toasts.show({ message: t('esg.family.saved'), tone: 'success' });
    } catch (error) {
      toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
    }
    setIsSaving(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    if (!hasUnsaved) {
      toasts.show({ message: t('esg.save.nothing'), tone: 'info' });
      return;
    }
    // A number typed as text that is no number blocks the save even where its disclosure is not shown
    // (keyed by datapoint code): saving would store the figure before the typo.
    const found = { ...checkDraft(draft, lang), ...describePendingNumbersByKey(pendingNumbers, lang) };
    for (const [code, next] of Object.entries(draft.disclosures)) {
      if (next.isNotMaterial && next.notMaterialReason.trim() === '') {
        found[`${code}.notMaterialReason`] = validationText('validation.required') ?? '';
      }
    }
    const invalidField = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (Object.keys(found).length > 0 || invalidField) {
      setErrors(found);
      setRefusal(t('esg.save.fixFirst'));
      const target = findDisclosureOfError(form.disclosures, Object.keys(found)[0]);
      if (target && target.code !== currentCode) select(target.code);
      // Marked on the next render: the field the first problem names gets the focus then.
      else
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      return;
    }
    const request = toSaveRequest(draft);
    setIsSaving(true);
    try {
      const saved = await saveEsgForm(form.year._id, family, request);
      setForm(saved);
      setDraft(EMPTY_DRAFT);
      setErrors({});
      // The statuses of the member's assignments follow the disclosures' completion.
      void queryClient.invalidateQueries({ queryKey: ['invites'] });
      toasts.show({ message: t('esg.save.saved'), tone: 'success' });
    } catch (error) {
      if (error instanceof CalculatorApiError && error.details.length > 0) {
        const mapped = Object.fromEntries(
          Object.entries(mapSaveErrors(request, error.details)).map(([key, message]) => [
            key,
            describe(message),
          ]),
        );
        setErrors(mapped);
        setRefusal(t('esg.save.refused', { message: describe(error.message) }));
      } else {
        setRefusal(t('esg.save.failed'));
        toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
      }
    }
    setIsSaving(false);
  };

  return (
    <PendingNumbersContext.Provider value={pendingStore}>
      <form ref={formRef} onSubmit={save} noValidate className="space-y-5 pb-24" aria-labelledby="esg-title">
        <nav aria-label={t('esg.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <li>
              <Link to={calculatorPaths.instances()} className="font-medium text-brand-800 hover:underline">
                {t('esg.projects')}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="text-slate-800">
              {form.year.containerName}
            </li>
          </ol>
        </nav>
        <h1 id="esg-title" className="text-2xl font-semibold text-slate-900">
          {t('esg.title', { year })} · {form.year.containerName}
        </h1>
        <EsgAssignments
          assignments={assigned.assignments}
          isOnlyMine={isOnlyAssigned}
          onOnlyMineChange={showOnlyAssigned}
          onOpen={select}
        />
        <EsgInviteButton form={form} lang={lang} />
        {isEsrs ? (
          <p
            className="rounded-md bg-slate-100 p-3 text-sm text-slate-800"
            role="note"
            data-testid="esrs-no-xbrl"
          >
            {t('esg.family.noXbrl')}
          </p>
        ) : (
          <XbrlDownload
            form={form}
            lang={lang}
            hasUnsavedChanges={hasUnsaved}
            canEdit={canEdit}
            onOpenDisclosure={select}
          />
        )}
        <VsmeCsvDownload yearId={form.year._id} lang={lang} />
        {!isDisabled && !isEsrs && (
          <VsmeTemplateImport form={form} lang={lang} hasUnsavedChanges={hasUnsaved} onSaved={setForm} />
        )}
        <EsgDashboardPanel form={form} />
        {form.year.isFrozen && (
          <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900" role="note">
            {t('esg.frozen')}
          </p>
        )}
        {!canEdit && (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800" role="note">
            {t('esg.readOnly')}
          </p>
        )}

        <fieldset
          className="rounded-md border border-slate-200 bg-white p-3"
          aria-describedby="esg-family-hint"
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('esg.family.legend')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['vsme', 'esrs'] as const).map((option) => (
              <label key={option} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="esg-family"
                  value={option}
                  checked={family === option}
                  disabled={isDisabled || isSaving}
                  className="size-4 accent-brand-700"
                  onChange={() => void changeFamily(option)}
                />
                {t(`esg.family.${option}`)}
              </label>
            ))}
          </div>
          <p id="esg-family-hint" className="mt-1 text-xs text-slate-500">
            {t('esg.family.hint')}
          </p>
        </fieldset>

        {isEsrs ? (
          <div className="min-w-0">
            <p id="esrs-standards-label" className="mb-1 text-sm font-semibold text-slate-900">
              {t('esg.family.standards')}
            </p>
            <ul aria-labelledby="esrs-standards-label" className="flex flex-wrap gap-1">
              {ESRS_STANDARDS.map((standard) => (
                <li key={standard}>
                  <button
                    type="button"
                    aria-current={standard === currentStandard ? 'true' : undefined}
                    data-testid={`esrs-standard-${standard}`}
                    title={names.standard(standard)}
                    onClick={() => {
                      const first = form.disclosures.find((d) => d.standard === standard);
                      if (first) select(first.code);
                    }}
                    className={`rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${
                      standard === currentStandard
                        ? 'border-brand-600 bg-brand-50 text-brand-900'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                    }`}
                  >
                    {standard}
                    <span className="sr-only"> {names.standard(standard)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {currentStandard && (
              <p className="mt-1 text-sm text-slate-700">
                {currentStandard} · {names.standard(currentStandard)}
              </p>
            )}
          </div>
        ) : (
          <fieldset
            className="rounded-md border border-slate-200 bg-white p-3"
            aria-describedby="esg-modules-hint"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">{t('esg.modules.legend')}</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              {(['basic', 'comprehensive'] as const).map((modules) => (
                <label key={modules} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="esg-modules"
                    value={modules}
                    checked={form.modules === modules}
                    disabled={isDisabled || isSaving}
                    className="size-4 accent-brand-700"
                    onChange={() => void changeModules(modules)}
                  />
                  {t(`esg.modules.${modules}`)}
                </label>
              ))}
            </div>
            <p id="esg-modules-hint" className="mt-1 text-xs text-slate-500">
              {t('esg.modules.hint')}
            </p>
          </fieldset>
        )}

        <div className="flex flex-col gap-5 lg:flex-row">
          <DisclosureNav
            disclosures={shownDisclosures}
            currentCode={currentCode}
            changedCodes={changedCodes}
            onSelect={select}
            assignedCodes={assigned.codes}
          />
          <div
            id="esg-disclosure"
            tabIndex={-1}
            className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-4 focus:outline-none sm:p-6"
          >
            {current && (
              <DisclosurePanel
                key={current.code}
                disclosure={current}
                draft={draft}
                errors={errors}
                calculatorYears={form.calculatorYears}
                calculatorTargets={form.calculatorTargets}
                vsmeYear={form.vsmeYear}
                lang={lang}
                isDisabled={isDisabled}
                onAnswer={answer}
                onState={state}
              />
            )}
          </div>
        </div>

        {!isDisabled && (
          <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg">
            <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-3">
              <p aria-live="polite" className="mr-auto text-sm">
                {refusal ? (
                  <span className="text-red-700" role="alert">
                    {refusal}
                  </span>
                ) : hasUnsaved ? (
                  <span className="text-amber-800">{t('esg.save.unsaved')}</span>
                ) : null}
              </p>
              <Button type="submit" disabled={isSaving} data-testid="esg-save">
                {isSaving ? t('esg.save.saving') : t('esg.save.button')}
              </Button>
            </div>
          </div>
        )}
      </form>
    </PendingNumbersContext.Provider>
  );
}
