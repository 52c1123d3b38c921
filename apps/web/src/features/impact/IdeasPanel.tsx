import {
  calculateEquivalents,
  formatAmount,
  formatEmission,
  IDEA_CATEGORIES,
  type IdeaCategory,
  type ListReductionIdeasResponse,
  type ReductionIdea,
  type ReductionPlanRef,
} from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { CustomIdeaForm } from './CustomIdeaForm.tsx';
import { IdeaCard } from './IdeaCard.tsx';
import type { IdeaTracking } from './IdeaTrackingForm.tsx';
import { useDeleteCustomIdea, useSetIdeaTracking, useUpdateCustomIdea } from './impact-api.ts';

export type IdeasPanelProps = {
  plan: ReductionPlanRef;
  data: ListReductionIdeasResponse;
  yearLabel: string;
  canChange: boolean;
};

/** The catalogue and the plan's own ideas, filtered by category, with status changes and an add form. */
export function IdeasPanel({ plan, data, yearLabel, canChange }: IdeasPanelProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<IdeaCategory | 'all'>('all');
  const [editingId, setEditingId] = useState<string | null>(null);
  const setTracking = useSetIdeaTracking();
  const updateCustom = useUpdateCustomIdea();
  const deleteCustom = useDeleteCustomIdea();
  const isSaving = setTracking.isPending || updateCustom.isPending || deleteCustom.isPending;
  // Largest estimated reduction first; the catalogue order breaks ties (Array.prototype.sort is stable).
  const shown = data.ideas
    .filter((idea) => category === 'all' || idea.category === category)
    .sort((a, b) => b.estimatedReductionKg - a.estimatedReductionKg);
  const locale = useCalculatorLang();
  const committedKg = data.ideas
    .filter((idea) => idea.status !== 'idea')
    .reduce((sum, idea) => sum + idea.estimatedReductionKg, 0);
  const onError = () => toasts.show({ message: t('impact.saveError'), tone: 'error' });

  const saveTracking = (idea: ReductionIdea, tracking: IdeaTracking, isConfirmed = false) => {
    const onSuccess = () => {
      if (isConfirmed) toasts.show({ message: t('impact.tracking.saved'), tone: 'success' });
    };
    if (idea.source === 'catalogue') {
      setTracking.mutate({ ideaId: idea._id, body: { plan, ...tracking } }, { onError, onSuccess });
      return;
    }
    const { title, description, category: ideaCategory, investment, cost, effort, impact } = idea;
    updateCustom.mutate(
      {
        id: idea._id,
        body: {
          ...{ title, description, category: ideaCategory, investment, cost, effort, impact },
          reduction: idea.customReduction ?? { value: 0, unit: 'kg' },
          ...tracking,
        },
      },
      { onError, onSuccess },
    );
  };

  return (
    <section aria-labelledby="ideas-title" className="space-y-4">
      <h2 id="ideas-title" className="text-lg font-semibold text-slate-900">
        {t('impact.ideas.title')}
      </h2>
      {data.totalCo2InKg === 0 && <p className="text-sm text-slate-600">{t('impact.ideas.noFigures')}</p>}
      {committedKg > 0 && (
        <p
          className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          data-testid="ideas-committed"
        >
          {t('impact.ideas.committed', {
            value: formatEmission(committedKg, locale, { unitLabel: 'co2e' }),
            flights: formatAmount(calculateEquivalents(committedKg).flightsNycToLondon, locale),
          })}
        </p>
      )}
      <fieldset>
        <legend className="sr-only">{t('impact.ideas.filterLabel')}</legend>
        <div className="flex flex-wrap gap-2" data-testid="idea-category-filter">
          {(['all', ...IDEA_CATEGORIES] as const).map((entry) => (
            <button
              key={entry}
              type="button"
              aria-pressed={category === entry}
              onClick={() => setCategory(entry)}
              className={`rounded-full border px-3 py-1 text-sm ${
                category === entry
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
              }`}
            >
              {entry === 'all' ? t('impact.ideas.all') : t(`impact.category.${entry}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('impact.ideas.empty')}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((idea) =>
            idea._id === editingId ? (
              <li key={idea._id}>
                <CustomIdeaForm plan={plan} idea={idea} onDone={() => setEditingId(null)} />
              </li>
            ) : (
              <IdeaCard
                key={idea._id}
                idea={idea}
                yearLabel={yearLabel}
                totalKg={data.totalCo2InKg}
                canChange={canChange}
                isSaving={isSaving}
                onStatusChange={(status) =>
                  saveTracking(idea, {
                    status,
                    notes: idea.notes,
                    responsible: idea.responsible,
                    dueDate: idea.dueDate,
                  })
                }
                onTrackingSave={(tracking) => saveTracking(idea, tracking, true)}
                onDelete={
                  idea.source === 'custom' ? () => deleteCustom.mutate(idea._id, { onError }) : undefined
                }
                onEdit={idea.source === 'custom' ? () => setEditingId(idea._id) : undefined}
              />
            ),
          )}
        </ul>
      )}
      {canChange && <CustomIdeaForm plan={plan} />}
    </section>
  );
}
