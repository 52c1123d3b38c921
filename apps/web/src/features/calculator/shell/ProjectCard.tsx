import { type Container, getDisplayContainerType } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../components/ui/dialogs.ts';
import { deleteContainer } from '../api/calculator-api.ts';
import { ComposeFormLink } from '../custom-form/ComposeFormLinks.tsx';
import { ContainerTypeIcon } from '../icons/ContainerTypeIcon.tsx';
import { AddYearDialog } from './AddYearDialog.tsx';
import { InstanceYearRow } from './InstanceYearRow.tsx';
import { RenameProjectDialog } from './RenameProjectDialog.tsx';
import { useCalculatorAction } from './useCalculatorAction.ts';

export type ProjectPermissions = {
  /** Rename and delete the project (owner). */
  canManageProject: boolean;
  /** Add, delete and recompute years (admin). */
  canManageYears: boolean;
  canFreeze: boolean;
};

export type ProjectCardProps = {
  container: Container;
  isAnalyzeHidden: boolean;
  highlightedInstanceId: string | undefined;
  permissions: ProjectPermissions;
};

const ACTION_CLASS = 'rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-slate-100';

/** A project of the projects home: type icon, name, actions by role, and its years newest first. */
export function ProjectCard({
  container,
  isAnalyzeHidden,
  highlightedInstanceId,
  permissions,
}: ProjectCardProps) {
  const { t } = useTranslation();
  const run = useCalculatorAction();
  const [isRenameOpen, setIsRenameOpen] = useState(false);
  const [isAddYearOpen, setIsAddYearOpen] = useState(false);
  const type = getDisplayContainerType(container.type);
  const instances = [...container.instances].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const isHighlighted = instances.some((instance) => instance._id === highlightedInstanceId);
  const titleId = `project-title-${container._id}`;
  const names = { name: container.name };

  const remove = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('calculatorShell.project.deleteTitle', names),
      message: t('calculatorShell.project.deleteMessage'),
      confirmLabel: t('calculatorShell.project.delete'),
      isWarning: true,
    });
    if (isConfirmed)
      await run(
        () => deleteContainer(container._id),
        () => t('calculatorShell.project.deleted', names),
      );
  };

  return (
    <article
      id={`project-${container._id}`}
      aria-labelledby={titleId}
      data-testid="project-card"
      data-highlighted={isHighlighted ? 'true' : undefined}
      className={`overflow-hidden rounded-xl bg-white shadow-sm ring-1 ${
        isHighlighted ? 'ring-2 ring-brand-600' : 'ring-slate-200'
      }`}
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <ContainerTypeIcon type={container.type} />
        </span>
        {/* Wide enough to read: the actions wrap below the name on a phone instead of squeezing it. */}
        <div className="min-w-0 flex-1 basis-48">
          <h2 id={titleId} className="text-lg font-semibold break-words">
            {container.name}
          </h2>
          <p className="text-xs text-slate-500">{t(`calculatorShell.types.${type}`)}</p>
        </div>
        <ComposeFormLink container={container} className={`${ACTION_CLASS} text-brand-800`} />
        {(permissions.canManageYears || permissions.canManageProject) && (
          <div className="flex flex-wrap gap-1">
            {permissions.canManageYears && (
              <button
                type="button"
                onClick={() => setIsAddYearOpen(true)}
                aria-label={t('calculatorShell.project.addYearTo', names)}
                className={`${ACTION_CLASS} text-brand-800`}
              >
                + {t('calculatorShell.project.addYear')}
              </button>
            )}
            {permissions.canManageProject && (
              <>
                <button
                  type="button"
                  onClick={() => setIsRenameOpen(true)}
                  aria-label={t('calculatorShell.project.renameOf', names)}
                  className={`${ACTION_CLASS} text-slate-700`}
                >
                  {t('calculatorShell.project.rename')}
                </button>
                <button
                  type="button"
                  onClick={() => void remove()}
                  aria-label={t('calculatorShell.project.deleteOf', names)}
                  className={`${ACTION_CLASS} text-red-700`}
                >
                  {t('calculatorShell.project.delete')}
                </button>
              </>
            )}
          </div>
        )}
      </header>
      {instances.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600">{t('calculatorShell.home.noYears')}</p>
      ) : (
        <ul aria-label={t('calculatorShell.home.yearsOf', names)} className="divide-y divide-slate-100">
          {instances.map((instance) => (
            <InstanceYearRow
              key={instance._id}
              instance={instance}
              projectName={container.name}
              formGroupId={type}
              containerId={container._id}
              isAnalyzeHidden={isAnalyzeHidden}
              isHighlighted={instance._id === highlightedInstanceId}
              canManageYears={permissions.canManageYears}
              canFreeze={permissions.canFreeze}
            />
          ))}
        </ul>
      )}
      {permissions.canManageProject && (
        <RenameProjectDialog container={container} isOpen={isRenameOpen} onOpenChange={setIsRenameOpen} />
      )}
      {permissions.canManageYears && (
        <AddYearDialog container={container} isOpen={isAddYearOpen} onOpenChange={setIsAddYearOpen} />
      )}
    </article>
  );
}
