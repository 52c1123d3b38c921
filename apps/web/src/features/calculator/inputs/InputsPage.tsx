import {
  classifyResultDraft,
  DEFAULT_CURRENCY,
  defaultFactorSources,
  filterVisibleSections,
  indexLoadedResults,
  type Result,
} from '@carbon-ledger/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useSession } from '../../auth/session-api.ts';
import { updateFormState } from '../api/calculator-api.ts';
import { useCalculatorLang } from '../api/calculator-queries.ts';
import { ComposeFormLink, EmptyCustomFormNotice } from '../custom-form/ComposeFormLinks.tsx';
import { YearEvidence } from '../evidence/YearEvidence.tsx';
import { type ReviewItem, SectionReviewPanel } from '../review/SectionReviewPanel.tsx';
import { useRefreshReviews, useReviews } from '../review/useReviews.ts';
import { useCalculatorScope } from '../shell/calculator-scope.ts';
import { indexFormOptions } from './draft-model.ts';
import { GroupProjectsNote } from './GroupProjectsNote.tsx';
import { type InputsEditor, InputsEditorContext } from './inputs-editor-context.ts';
import { describePendingNumbers } from './pending-numbers.ts';
import { type PendingNumberStore, PendingNumbersContext } from './pending-numbers-context.ts';
import { describeFieldError } from './RowFields.tsx';
import { SaveBar } from './SaveBar.tsx';
import { SectionNav } from './SectionNav.tsx';
import { SectionPanel } from './SectionPanel.tsx';
import {
  buildSectionNav,
  collectExcludedSectionIds,
  collectSelectedVoluntaryIds,
  findSectionPath,
  pickDefaultSectionId,
  toggleExcludedSection,
} from './section-nav.ts';
import { listSectionReviewResults } from './section-results.ts';
import { discardDrafts, useInputsDrafts } from './useInputsDrafts.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

/**
 * `/dashboard/calculator/form/i/:instance` and `/form/g/:group`: the sections of the form on the left,
 * the rows of the selected section (`?section=<id>`) on the right, a diff save at the bottom. As the public
 * form of an invite link (`isInviteForm`) it shows what the server answered for the invite (the granted parts
 * only) and leaves out what belongs to the company's members: excluding sections, composing the form.
 */
export function InputsPage({ isInviteForm = false }: { isInviteForm?: boolean } = {}) {
  const { t } = useTranslation();
  const scope = useCalculatorScope();
  const lang = useCalculatorLang();
  const [searchParams] = useSearchParams();
  const { setup } = scope;

  const activeInstances = useMemo(
    () => setup.instances.filter((instance) => scope.instanceIds.includes(instance._id)),
    [setup.instances, scope.instanceIds],
  );
  const visibleSections = useMemo(
    () => filterVisibleSections(setup.form.sections, collectSelectedVoluntaryIds(activeInstances)),
    [setup.form.sections, activeInstances],
  );
  const options = useMemo(() => indexFormOptions(setup.form), [setup.form]);
  const path =
    findSectionPath(visibleSections, searchParams.get('section')) ??
    findSectionPath(visibleSections, pickDefaultSectionId(visibleSections));
  const c1 = path?.[0]?.id;

  const drafts = useInputsDrafts({ instanceIds: scope.instanceIds, c1, options });
  const excludedIds = useMemo(() => collectExcludedSectionIds(activeInstances), [activeInstances]);
  // Review marks belong to the company's members: the public form of an invite link shows none.
  const reviews = useReviews(isInviteForm ? [] : scope.instanceIds);
  const refreshReviews = useRefreshReviews();
  const navItems = useMemo(
    () =>
      buildSectionNav(visibleSections, {
        aggregations: setup.formSectionAggregations,
        progress: setup.sectionProgress,
        excludedIds,
        reviewProgress: reviews.data?.progress,
      }),
    [visibleSections, setup.formSectionAggregations, setup.sectionProgress, excludedIds, reviews.data],
  );
  const reviewsById = useMemo(
    () => new Map((reviews.data?.reviews ?? []).map((review) => [review.result, review])),
    [reviews.data],
  );
  const sectionState = c1 ? drafts.state[c1] : undefined;
  // `path` is a new array on every render; its ids joined keep the review list memoised.
  const shownSectionKey = path?.map((entry) => entry.id).join('\n') ?? '';
  const shownSectionIds = useMemo(
    () => (shownSectionKey ? shownSectionKey.split('\n') : []),
    [shownSectionKey],
  );
  const reviewItems = useMemo((): ReviewItem[] => {
    const saved = sectionState?.baseline ?? [];
    return listSectionReviewResults(saved, shownSectionIds).map((result, index) => {
      const draft = sectionState?.drafts.find((row) => row._id === result._id);
      const children = saved.filter((child) => child.parent === result._id);
      const label = options.get(result.formOptionId)?.option.label ?? result.formOptionId;
      return {
        result,
        title: t('calculatorInputs.row.title', {
          option: label,
          name: result.name.trim() || t('calculatorInputs.row.untitled', { number: index + 1 }),
        }),
        hasUnsavedChanges:
          draft !== undefined &&
          classifyResultDraft(draft, indexLoadedResults([result, ...children])).kind !== 'skip',
      };
    });
  }, [sectionState, shownSectionIds, options, t]);
  const totalsKg = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(setup.formSectionAggregations).map(([id, aggregation]) => [id, aggregation.totalCo2]),
      ),
    [setup.formSectionAggregations],
  );

  const { data: user } = useSession();
  const reportingCurrency = user?.currencyInfo.currency ?? DEFAULT_CURRENCY;
  const editor = useMemo((): InputsEditor => {
    const savedById = new Map<string, Result>();
    for (const rows of Object.values(drafts.state))
      for (const result of rows.baseline) savedById.set(result._id, result);
    return {
      lang,
      isReadOnly: scope.isReadOnly,
      entities: activeInstances.map((instance) => ({
        instanceId: instance._id,
        name: instance.container.name,
        isFrozen: instance.general.isFrozen,
      })),
      isGroup: scope.kind === 'group',
      isEvidenceShown: !isInviteForm,
      offeredFactorSources:
        activeInstances[0]?.general.factorSources ??
        defaultFactorSources(activeInstances[0]?.general.electricityEmissionFactor?.region),
      reportingCurrency,
      rowErrors: drafts.rowErrors,
      savedById,
      reviewedIds: new Set(reviews.data?.reviews.map((review) => review.result) ?? []),
      addRow: drafts.addRow,
      updateRow: drafts.updateRow,
      removeRow: drafts.removeRow,
    };
  }, [
    lang,
    scope.isReadOnly,
    scope.kind,
    activeInstances,
    drafts,
    reportingCurrency,
    isInviteForm,
    reviews.data,
  ]);

  const { pendingNumbers, setPendingNumber } = drafts;
  const pendingStore = useMemo<PendingNumberStore>(
    () => ({ pendingNumbers, setPendingNumber }),
    [pendingNumbers, setPendingNumber],
  );
  const { scopeKey } = drafts;
  const forgetDrafts = useCallback(() => discardDrafts(scopeKey), [scopeKey]);
  // Text typed into a number field that is no number yet counts as unsaved too: leaving would drop it.
  const hasUnsaved = drafts.unsavedCount > 0 || Object.keys(drafts.pendingNumbers).length > 0;
  useLeaveGuard(hasUnsaved && !scope.isReadOnly, forgetDrafts);

  const [isTogglingExcluded, setIsTogglingExcluded] = useState(false);
  const toggleExcluded = async (sectionId: string, isExcluded: boolean) => {
    setIsTogglingExcluded(true);
    try {
      for (const instance of activeInstances) {
        if (instance.general.isFrozen) continue;
        await updateFormState(
          instance._id,
          toggleExcludedSection(instance.formState.sectionIdsMarkedAsExcluded, sectionId, isExcluded),
        );
      }
      await scope.refresh();
    } catch {
      toasts.show({ message: t('calculatorInputs.section.excludeFailed'), tone: 'error' });
    } finally {
      setIsTogglingExcluded(false);
    }
  };

  const save = async () => {
    // A number field whose text cannot be taken blocks the whole save: saving the rest would store
    // a figure the user did not mean (the text before the typo) and drop what was typed.
    const blocking = describePendingNumbers(drafts.pendingNumbers, lang);
    if (blocking.length > 0) {
      toasts.show({
        message: t('calculatorInputs.save.blocked', { fields: blocking.join(' ') }),
        tone: 'error',
      });
      const first = Object.keys(drafts.pendingNumbers)[0];
      if (first) document.querySelector<HTMLInputElement>(`[data-field-key="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    const outcome = await drafts.save();
    if (outcome.isOk) {
      toasts.show({
        message: outcome.needsReload
          ? t('calculatorInputs.save.reloaded')
          : t('calculatorInputs.save.saved', { count: outcome.count }),
        tone: 'success',
      });
      // A changed row loses its review mark.
      void refreshReviews();
      await scope.refresh();
      return;
    }
    if (outcome.count > 0) {
      void refreshReviews();
      await scope.refresh();
    }
    if (outcome.hasRowErrors) toasts.show({ message: t('calculatorInputs.save.rowErrors'), tone: 'error' });
    for (const message of outcome.messages) {
      // A detail that names no row carries a validation key: shown in the user's language.
      const text = describeFieldError(message, lang) ?? message;
      toasts.show({ message: t('calculatorInputs.save.failed', { message: text }), tone: 'error' });
    }
  };

  const isFrozen =
    activeInstances.length > 0 && activeInstances.every((instance) => instance.general.isFrozen);
  const section = path?.at(-1);
  const isFormEmpty = setup.form.sections.length === 0 && scope.kind === 'instance';

  return (
    <InputsEditorContext.Provider value={editor}>
      <PendingNumbersContext.Provider value={pendingStore}>
        <div className="space-y-4" data-testid="inputs-page">
          <header>
            <h1 className="text-2xl font-semibold text-slate-900">{t('calculatorInputs.title')}</h1>
            <p className="mt-1 text-slate-600">
              {t('calculatorInputs.subtitle', { title: scope.title, year: scope.yearLabel })}
            </p>
            {!isInviteForm && <ComposeFormLink container={scope.container} />}
          </header>
          {!isInviteForm && scope.kind === 'instance' && activeInstances[0] && (
            <YearEvidence
              instanceId={activeInstances[0]._id}
              isYearFrozen={activeInstances[0].general.isFrozen}
              isReadOnly={scope.isReadOnly}
              lang={lang}
              yearLabel={`${scope.title} · ${scope.yearLabel}`}
            />
          )}
          {scope.isReadOnly && (
            <div
              role="status"
              className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
              data-testid="inputs-read-only"
            >
              <p className="font-medium">
                {isFrozen ? t('calculatorInputs.banner.frozen') : t('calculatorInputs.banner.viewer')}
              </p>
              {isFrozen && <p className="mt-0.5">{t('calculatorInputs.banner.frozenHint')}</p>}
            </div>
          )}
          {scope.kind === 'group' && (
            <GroupProjectsNote instances={activeInstances} esgProjects={scope.esgProjects ?? []} />
          )}
          {/* Only a Custom project's form can be empty (shipped forms have sections). */}
          {isFormEmpty && !isInviteForm && <EmptyCustomFormNotice container={scope.container} />}
          <div hidden={isFormEmpty} className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            {/* On a phone the section list scrolls in a box of its own, so the rows stay near the top. */}
            <aside className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:border-0 lg:bg-transparent lg:p-0">
              <SectionNav items={navItems} selectedId={section?.id} lang={lang} />
            </aside>
            <div className="min-w-0 space-y-4">
              {path && (
                <fieldset disabled={scope.isReadOnly || drafts.isSaving} className="min-w-0">
                  <SectionPanel
                    path={path}
                    drafts={c1 ? (drafts.state[c1]?.drafts ?? []) : []}
                    options={options}
                    totalsKg={totalsKg}
                    excludedIds={excludedIds}
                    isLoading={Boolean(c1) && !drafts.state[c1 ?? ''] && drafts.rowsQuery.isPending}
                    isLoadError={!drafts.state[c1 ?? ''] && drafts.rowsQuery.isError}
                    onRetry={() => void drafts.rowsQuery.refetch()}
                    onToggleExcluded={(sectionId, isExcluded) => void toggleExcluded(sectionId, isExcluded)}
                    isTogglingExcluded={isTogglingExcluded}
                    isExclusionShown={!isInviteForm}
                  />
                </fieldset>
              )}
              {path && !isInviteForm && (
                <SectionReviewPanel
                  items={reviewItems}
                  reviews={reviewsById}
                  isLoadError={reviews.isError}
                  lang={lang}
                />
              )}
              {!scope.isReadOnly && (
                <SaveBar
                  unsavedCount={drafts.unsavedCount}
                  numBlocking={Object.keys(drafts.pendingNumbers).length}
                  isSaving={drafts.isSaving}
                  onSave={() => void save()}
                />
              )}
            </div>
          </div>
        </div>
      </PendingNumbersContext.Provider>
    </InputsEditorContext.Provider>
  );
}
