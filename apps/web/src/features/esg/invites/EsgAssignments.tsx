import type { EsgAssignment } from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/useDateFormat.ts';
import { formatDeadline } from '../../calculator-invites/format-deadline.ts';
import { fetchEsgAssignments, inviteKeys } from '../../calculator-invites/invites-api.ts';

/** The signed-in member's invites to this ESG year and the disclosures they grant, in the form's order. */
export function useEsgAssignments(instanceId: string, lang: 'en' | 'de') {
  const query = useQuery({
    queryKey: inviteKeys.esgAssignments(instanceId, lang),
    queryFn: () => fetchEsgAssignments(instanceId, lang),
    retry: false,
  });
  const assignments = query.data ?? [];
  const codes = useMemo(
    () => new Set((query.data ?? []).flatMap((assignment) => assignment.items.map((item) => item.id))),
    [query.data],
  );
  return { assignments, codes };
}

// As the calculator's status dots: no data grey, in progress amber, complete green.
const DOT_CLASSES = {
  'no-data': 'bg-slate-400',
  'in-progress': 'bg-amber-500',
  complete: 'bg-emerald-600',
} as const;

type EsgAssignmentsProps = {
  assignments: readonly EsgAssignment[];
  isOnlyMine: boolean;
  onOnlyMineChange: (isOnlyMine: boolean) => void;
  onOpen: (code: string) => void;
};

/**
 * "Assigned to you": who asked, their message, and each disclosure with its status and deadline as a
 * button that opens it; a switch narrows the navigation to these disclosures.
 */
export function EsgAssignments({ assignments, isOnlyMine, onOnlyMineChange, onOpen }: EsgAssignmentsProps) {
  const { t } = useTranslation();
  const { dateLocale } = useDateFormat();
  if (assignments.length === 0) return null;
  return (
    <section
      aria-labelledby="esg-assigned-title"
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-testid="esg-assignments"
    >
      <h2 id="esg-assigned-title" className="text-base font-semibold text-slate-900">
        {t('esgInvites.assigned.title')}
      </h2>
      {assignments.map((assignment) => (
        <div key={assignment._id} className="space-y-2">
          <p className="text-sm text-slate-800">
            {assignment.inviter
              ? t('esgInvites.assigned.from', { inviter: assignment.inviter })
              : t('esgInvites.assigned.fromUnknown')}
          </p>
          {assignment.message && (
            <blockquote className="border-l-4 border-brand-300 pl-3 text-sm whitespace-pre-line text-slate-700">
              <span className="sr-only">{t('esgInvites.assigned.message')}: </span>
              {assignment.message}
            </blockquote>
          )}
          <ul className="space-y-1">
            {assignment.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="flex min-h-9 w-full flex-wrap items-center gap-x-2 rounded px-2 py-1 text-left text-sm hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  data-testid={`esg-assigned-open-${item.id}`}
                  data-status={item.status}
                  onClick={() => onOpen(item.id)}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-block size-2.5 shrink-0 rounded-full ${DOT_CLASSES[item.status]}`}
                  />
                  <span className="font-medium text-brand-800 underline">{item.title}</span>
                  <span className="text-xs text-slate-600">
                    {t(`calculatorInvites.status.${item.status}`)}
                    {item.deadline &&
                      ` · ${t('calculatorInvites.status.deadline', { date: formatDeadline(item.deadline, dateLocale) })}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={isOnlyMine}
          onChange={(event) => onOnlyMineChange(event.target.checked)}
          data-testid="esg-assigned-only"
        />
        {t('esgInvites.assigned.onlyMine')}
      </label>
    </section>
  );
}
