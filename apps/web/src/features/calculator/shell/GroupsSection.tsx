import type { Container, Group } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { dialogs } from '../../../components/ui/dialogs.ts';
import { useCan } from '../../auth/useCan.ts';
import { EsgGroupDashboardDialog } from '../../esg/dashboard/EsgGroupDashboardDialog.tsx';
import { deleteGroup } from '../api/calculator-api.ts';
import { calculatorPaths } from './calculator-scope.ts';
import { GroupDialog } from './GroupDialog.tsx';
import { translateGroupTitle } from './shell-labels.ts';
import { useCalculatorAction } from './useCalculatorAction.ts';

export type GroupsSectionProps = {
  groups: Group[];
  containers: Container[];
  highlightedGroupId: string | undefined;
  canManageGroups: boolean;
};

type DialogState = { isOpen: boolean; group: Group | undefined };
type EsgDialogState = { isOpen: boolean; group: Group | undefined; title: string };

const ACTION_CLASS = 'rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-slate-100';

/** The groups of the projects home: open one, and (admin) create, edit or delete them. */
export function GroupsSection({
  groups,
  containers,
  highlightedGroupId,
  canManageGroups,
}: GroupsSectionProps) {
  const { t } = useTranslation();
  const run = useCalculatorAction();
  const [dialog, setDialog] = useState<DialogState>({ isOpen: false, group: undefined });
  // The public ESG dashboard of a group with ESG projects (admin: "ESG dashboard lock").
  const canPublishEsg = useCan('esgDashboardLock');
  const [esgDialog, setEsgDialog] = useState<EsgDialogState>({ isOpen: false, group: undefined, title: '' });
  const nameOf = (containerId: string) => containers.find((container) => container._id === containerId)?.name;
  const holdsEsg = (group: Group) =>
    containers.some((container) => container.type === 'esg' && group.containers.includes(container._id));

  const remove = async (group: Group, title: string) => {
    const isConfirmed = await dialogs.confirm({
      title: t('calculatorShell.groups.deleteTitle', { name: title }),
      message: t('calculatorShell.groups.deleteMessage'),
      confirmLabel: t('calculatorShell.groups.delete'),
      isWarning: true,
    });
    if (isConfirmed)
      await run(
        () => deleteGroup(group._id),
        () => t('calculatorShell.groups.deleted', { name: title }),
      );
  };

  if (groups.length === 0 && !canManageGroups) return null;

  return (
    <section aria-labelledby="groups-title" className="space-y-4" data-testid="groups-section">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="groups-title" className="text-xl font-semibold">
            {t('calculatorShell.groups.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('calculatorShell.groups.intro')}</p>
        </div>
        {canManageGroups && (
          <Button
            variant="secondary"
            disabled={containers.length === 0}
            onClick={() => setDialog({ isOpen: true, group: undefined })}
          >
            {t('calculatorShell.groups.create')}
          </Button>
        )}
      </div>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t('calculatorShell.groups.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {groups.map((group) => {
            const title = translateGroupTitle(t, group.name);
            const isHighlighted = group._id === highlightedGroupId;
            const projectNames = group.containers.map(nameOf).filter(Boolean).join(', ');
            return (
              <li
                key={group._id}
                id={`group-${group._id}`}
                data-testid="group-row"
                aria-current={isHighlighted ? 'true' : undefined}
                className={`flex flex-wrap items-center gap-3 px-4 py-3 ${
                  isHighlighted ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset' : ''
                }`}
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{title}</p>
                  <p className="truncate text-xs text-slate-500">
                    {t('calculatorShell.groups.projectCount', { count: group.containers.length })}
                    {projectNames ? ` · ${projectNames}` : ''}
                  </p>
                </div>
                <Link
                  to={calculatorPaths.inputs({ kind: 'group', id: group._id })}
                  aria-label={t('calculatorShell.groups.openOf', { name: title })}
                  className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
                >
                  {t('calculatorShell.groups.open')}
                </Link>
                {canPublishEsg && holdsEsg(group) && (
                  <button
                    type="button"
                    onClick={() => setEsgDialog({ isOpen: true, group, title })}
                    aria-label={t('esgDashboard.group.actionOf', { name: title })}
                    className={`${ACTION_CLASS} text-brand-700`}
                    data-testid="group-esg-dashboard"
                  >
                    {t('esgDashboard.group.action')}
                  </button>
                )}
                {canManageGroups && (
                  <>
                    <button
                      type="button"
                      onClick={() => setDialog({ isOpen: true, group })}
                      aria-label={t('calculatorShell.groups.editOf', { name: title })}
                      className={`${ACTION_CLASS} text-slate-700`}
                    >
                      {t('calculatorShell.groups.edit')}
                    </button>
                    <button
                      type="button"
                      onClick={() => void remove(group, title)}
                      aria-label={t('calculatorShell.groups.deleteOf', { name: title })}
                      className={`${ACTION_CLASS} text-red-700`}
                    >
                      {t('calculatorShell.groups.delete')}
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canPublishEsg && esgDialog.group && (
        <EsgGroupDashboardDialog
          key={esgDialog.group._id}
          groupId={esgDialog.group._id}
          title={esgDialog.title}
          isOpen={esgDialog.isOpen}
          onOpenChange={(isOpen) => setEsgDialog((current) => ({ ...current, isOpen }))}
        />
      )}
      {canManageGroups && (
        <GroupDialog
          key={dialog.group?._id ?? 'new'}
          group={dialog.group}
          containers={containers}
          isOpen={dialog.isOpen}
          onOpenChange={(isOpen) => setDialog((current) => ({ ...current, isOpen }))}
        />
      )}
    </section>
  );
}
