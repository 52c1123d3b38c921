import type { CustomFormFactor, CustomFormResponse } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useSession } from '../../auth/session-api.ts';
import { CalculatorApiError } from '../api/calculator-api.ts';
import { calculatorKeys, useCalculatorLang } from '../api/calculator-queries.ts';
import { useLeaveGuard } from '../inputs/useLeaveGuard.ts';
import { CustomFormSaveBar, type SaveProblem, SaveProblemSummary } from './CustomFormAlerts.tsx';
import {
  type CompositionDraft,
  createSectionDraft,
  findDraftErrors,
  moveItem,
  type SectionDraft,
  snapshotDraft,
  toComposition,
  toDraft,
} from './composition-draft.ts';
import { customFormKey, saveCustomForm } from './custom-form-api.ts';
import { isLocalIssue, pickErrors, readInUse, toFieldErrors } from './form-errors.ts';
import { SectionEditor } from './SectionEditor.tsx';

/** Results per section id and row type id, from the answer's usage. */
function indexUsage(usage: CustomFormResponse['usage']) {
  const bySection = new Map<string, Map<string, number>>();
  for (const entry of usage) {
    const options = bySection.get(entry.sectionId) ?? new Map<string, number>();
    options.set(entry.optionId, entry.numResults);
    bySection.set(entry.sectionId, options);
  }
  return bySection;
}

const keysOf = (section: SectionDraft) => section.options.map((option) => option.key).join(' ');

/** The composer of one loaded version of the form: a draft, its problems, and Save. */
export function CustomFormEditor({ data, onReload }: { data: CustomFormResponse; onReload: () => void }) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const currency = user?.currencyInfo.currency ?? 'EUR';
  const [draft, setDraft] = useState<CompositionDraft>(() => toDraft(data.composition));
  const baseline = useMemo(() => snapshotDraft(toDraft(data.composition)), [data.composition]);
  const [factors, setFactors] = useState(
    () => new Map(data.factors.map((factor) => [factor.lineageKey, factor])),
  );
  const [problem, setProblem] = useState<SaveProblem | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const usage = useMemo(() => indexUsage(data.usage), [data.usage]);
  const isDirty = snapshotDraft(draft) !== baseline;

  useLeaveGuard(isDirty && !isSaving, () => {}, {
    title: t('calculatorCustomForm.leave.title'),
    message: t('calculatorCustomForm.leave.message'),
    confirm: t('calculatorCustomForm.leave.confirm'),
    cancel: t('calculatorCustomForm.leave.cancel'),
  });
  // Focus the problems after a failed save (not on every later edit that trims them).
  const [failedSaves, setFailedSaves] = useState(0);
  useEffect(() => {
    if (failedSaves > 0) problemRef.current?.focus();
  }, [failedSaves]);
  const fail = (next: SaveProblem) => {
    setProblem(next);
    setFailedSaves((count) => count + 1);
  };

  const errors = problem?.kind === 'fields' ? problem.errors : {};
  // Field problems point at places by position: a change of the order makes them point elsewhere.
  // A problem found before sending goes away once fixed; the server's stay until the next save.
  const setSections = (sections: SectionDraft[], isReordered: boolean) => {
    const next = { ...draft, sections };
    setDraft(next);
    if (problem?.kind !== 'fields') return;
    if (isReordered) {
      setProblem(undefined);
      return;
    }
    const remaining = findDraftErrors(next);
    const kept = Object.entries(problem.errors).filter(
      ([path, message]) => !isLocalIssue(message) || remaining[path] === message,
    );
    setProblem(kept.length > 0 ? { kind: 'fields', errors: Object.fromEntries(kept) } : undefined);
  };
  const updateSection = (index: number, next: SectionDraft) => {
    const previous = draft.sections[index];
    setSections(
      draft.sections.map((section, at) => (at === index ? next : section)),
      previous !== undefined && keysOf(previous) !== keysOf(next),
    );
  };
  const rememberFactor = (factor: CustomFormFactor) =>
    setFactors((current) => new Map(current).set(factor.lineageKey, factor));

  const reload = () => {
    setDraft(toDraft(data.composition));
    setProblem(undefined);
    onReload();
  };

  const save = async () => {
    const local = findDraftErrors(draft);
    if (Object.keys(local).length > 0) {
      fail({ kind: 'fields', errors: local });
      return;
    }
    setIsSaving(true);
    try {
      const answer = await saveCustomForm(data.container._id, toComposition(draft));
      setProblem(undefined);
      toasts.show({ message: t('calculatorCustomForm.save.saved'), tone: 'success' });
      queryClient.setQueryData(customFormKey(data.container._id), answer);
      // Inputs and Analyze of the project's years read the form with the calculator state.
      void queryClient.invalidateQueries({
        queryKey: calculatorKeys.all,
        predicate: (query) => query.queryKey[1] !== 'custom-form',
      });
    } catch (error) {
      if (!(error instanceof CalculatorApiError)) throw error;
      const details = error.details;
      if (error.status === 400 && details.length > 0) {
        fail({ kind: 'fields', errors: toFieldErrors(details) });
      } else if (error.status === 409 && details.some((detail) => detail.path === 'version')) {
        fail({ kind: 'stale' });
      } else if (error.status === 409) {
        fail({ kind: 'inUse', entries: readInUse(details, data.composition, lang) });
      } else {
        toasts.show({
          message: t('calculatorCustomForm.save.failed', { message: error.message }),
          tone: 'error',
        });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <>
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('calculatorCustomForm.title')}</h1>
        <p className="mt-1 text-slate-600">
          {t('calculatorCustomForm.subtitle', { name: data.container.name })}
        </p>
        <p className="mt-3 max-w-3xl text-sm text-slate-700">{t('calculatorCustomForm.intro')}</p>
      </header>
      {problem && (
        <SaveProblemSummary ref={problemRef} problem={problem} draft={draft} lang={lang} onReload={reload} />
      )}
      {draft.sections.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
          <p className="font-medium text-slate-900">{t('calculatorCustomForm.empty.title')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('calculatorCustomForm.empty.text')}</p>
        </div>
      ) : (
        <ol aria-label={t('calculatorCustomForm.sectionsLabel')} className="space-y-5">
          {draft.sections.map((section, index) => (
            <SectionEditor
              key={section.key}
              section={section}
              index={index}
              count={draft.sections.length}
              usage={usage.get(section.id ?? '') ?? new Map()}
              factors={factors}
              errors={pickErrors(errors, `sections.${index}`)}
              currency={currency}
              lang={lang}
              onChange={(next) => updateSection(index, next)}
              onMove={(step) => setSections(moveItem(draft.sections, index, step), true)}
              onRemove={() =>
                setSections(
                  draft.sections.filter((_, at) => at !== index),
                  true,
                )
              }
              onFactorLoaded={rememberFactor}
            />
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        onClick={() => setSections([...draft.sections, createSectionDraft()], true)}
        data-testid="custom-form-add-section"
      >
        + {t('calculatorCustomForm.addSection')}
      </Button>
      <CustomFormSaveBar isDirty={isDirty} isSaving={isSaving} onSave={() => void save()} />
    </>
  );
}
