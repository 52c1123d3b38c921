import type { ReductionIdea } from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';

export type IdeaTracking = Pick<ReductionIdea, 'status' | 'notes' | 'responsible' | 'dueDate'>;

const inputClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

export type IdeaTrackingFormProps = {
  idea: ReductionIdea;
  canChange: boolean;
  isSaving: boolean;
  onSave: (tracking: IdeaTracking) => void;
};

/** Notes, the person responsible and the due date of an idea in the plan (read-only for viewers). */
export function IdeaTrackingForm({ idea, canChange, isSaving, onSave }: IdeaTrackingFormProps) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(idea.notes);
  const [responsible, setResponsible] = useState(idea.responsible);
  const [dueDate, setDueDate] = useState(idea.dueDate ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ status: idea.status, notes, responsible, dueDate: dueDate || null });
  };
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-700">
        {t('impact.tracking.title')}
        {(idea.responsible || idea.dueDate) && (
          <span className="ml-2 text-xs text-slate-500">
            {[idea.responsible, idea.dueDate].filter(Boolean).join(' · ')}
          </span>
        )}
      </summary>
      <form onSubmit={submit} className="mt-2 grid gap-2 sm:grid-cols-2">
        <label className="block text-xs font-medium text-slate-700">
          {t('impact.tracking.responsible')}
          <input
            value={responsible}
            onChange={(event) => setResponsible(event.target.value)}
            readOnly={!canChange}
            maxLength={200}
            className={inputClass}
          />
        </label>
        <label className="block text-xs font-medium text-slate-700">
          {t('impact.tracking.dueDate')}
          <input
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            readOnly={!canChange}
            className={inputClass}
          />
        </label>
        <label className="block text-xs font-medium text-slate-700 sm:col-span-2">
          {t('impact.tracking.notes')}
          <textarea
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            readOnly={!canChange}
            maxLength={4000}
            rows={2}
            className={inputClass}
          />
        </label>
        {canChange && (
          <div>
            <Button type="submit" variant="secondary" disabled={isSaving}>
              {t('impact.tracking.save')}
            </Button>
          </div>
        )}
      </form>
    </details>
  );
}
