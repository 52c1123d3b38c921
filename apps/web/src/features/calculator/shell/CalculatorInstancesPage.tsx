import { getDisplayContainerType } from '@carbon-ledger/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { useCan } from '../../auth/useCan.ts';
import { useCalculatorSetup } from '../api/calculator-queries.ts';
import { calculatorPaths } from './calculator-scope.ts';
import { GroupsSection } from './GroupsSection.tsx';
import { ProjectCard } from './ProjectCard.tsx';

const ADD_PROJECT_CLASS =
  'inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800';

/**
 * The projects home (`/dashboard/calculator/:instance?`, `/dashboard/calculator/g/:group`): every
 * project with its years, the groups, and the actions the user's role allows. An instance or group in
 * the route is highlighted.
 */
export function CalculatorInstancesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const setup = useCalculatorSetup();
  const canManageProjects = useCan('deleteCalculatorContainer');
  const canManageYears = useCan('instanceActions');
  const canFreeze = useCan('freeze');
  const canManageGroups = useCan('groupActions');
  const highlightedId = params.group ? `group-${params.group}` : undefined;
  const highlightedInstanceId = params.instance;
  const highlightedContainerId = setup.data?.containers.find((container) =>
    container.instances.some((instance) => instance._id === highlightedInstanceId),
  )?._id;
  const scrollTarget =
    highlightedId ?? (highlightedContainerId ? `project-${highlightedContainerId}` : undefined);

  useEffect(() => {
    if (scrollTarget) document.getElementById(scrollTarget)?.scrollIntoView({ block: 'center' });
  }, [scrollTarget]);

  const addProject = canManageProjects && (
    <Link to={calculatorPaths.create()} className={ADD_PROJECT_CLASS}>
      <span aria-hidden="true">+</span>
      {t('calculatorShell.home.addProject')}
    </Link>
  );

  return (
    <section aria-labelledby="projects-title" className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="projects-title" className="text-2xl font-semibold">
            {t('calculatorShell.title')}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600">{t('calculatorShell.home.intro')}</p>
        </div>
        {setup.data && setup.data.containers.length > 0 && addProject}
      </div>

      {setup.isPending && (
        <p role="status" aria-live="polite" className="text-slate-600" data-testid="projects-loading">
          {t('calculatorShell.home.loading')}
        </p>
      )}
      {setup.isError && (
        <div
          role="alert"
          className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{t('calculatorShell.home.loadError')}</span>
          <Button variant="secondary" onClick={() => void setup.refetch()}>
            {t('calculatorShell.home.retry')}
          </Button>
        </div>
      )}
      {setup.data && setup.data.containers.length === 0 && (
        <div
          className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
          data-testid="projects-empty"
        >
          <p className="text-lg font-medium text-slate-800">{t('calculatorShell.home.empty')}</p>
          <p className="mt-2 text-slate-600">
            {canManageProjects
              ? t('calculatorShell.home.emptyOwnerHint')
              : t('calculatorShell.home.emptyOtherHint')}
          </p>
          {addProject && <div className="mt-6 flex justify-center">{addProject}</div>}
        </div>
      )}
      {setup.data && setup.data.containers.length > 0 && (
        <ul aria-label={t('calculatorShell.home.projectsLabel')} className="grid gap-4">
          {setup.data.containers.map((container) => {
            const formGroup = setup.data.formGroupTypes.find(
              (candidate) => candidate._id === getDisplayContainerType(container.type),
            );
            return (
              <li key={container._id}>
                <ProjectCard
                  container={container}
                  isAnalyzeHidden={formGroup?.hiddenUI.analyze ?? false}
                  highlightedInstanceId={highlightedInstanceId}
                  permissions={{ canManageProject: canManageProjects, canManageYears, canFreeze }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {setup.data && (
        <GroupsSection
          groups={setup.data.groups}
          containers={setup.data.containers}
          highlightedGroupId={params.group}
          canManageGroups={canManageGroups}
        />
      )}
    </section>
  );
}
