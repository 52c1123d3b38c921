import type { InstancesSetupResponse } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { calculatorPaths } from '../shell/calculator-scope.ts';

type ActiveInstance = InstancesSetupResponse['instances'][number];

const LINK_CLASS = 'font-medium text-amber-950 underline underline-offset-2 hover:no-underline';

/**
 * Which projects of a group Inputs edits: with different forms, the first project's form is shown and
 * the others are linked to open with their own; ESG projects are answered in their VSME form.
 */
export function GroupProjectsNote({
  instances,
  esgProjects,
}: {
  instances: readonly ActiveInstance[];
  esgProjects: readonly { name: string; instanceId: string | undefined }[];
}) {
  const { t } = useTranslation();
  const [first] = instances;
  const others = instances.filter((instance) => instance.formGroup._id !== first?.formGroup._id);
  if (others.length === 0 && esgProjects.length === 0) return null;
  return (
    <div
      role="note"
      className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="group-projects-note"
    >
      {first && others.length > 0 && (
        <p>
          {t('calculatorInputs.banner.mixedForms', { entity: first.container.name })}{' '}
          {t('calculatorInputs.banner.mixedFormsOpen')}{' '}
          {others.map((instance, index) => (
            <span key={instance._id}>
              {index > 0 ? ', ' : ''}
              <Link
                to={calculatorPaths.inputs({ kind: 'instance', id: instance._id })}
                className={LINK_CLASS}
              >
                {instance.container.name}
              </Link>
            </span>
          ))}
        </p>
      )}
      {esgProjects.length > 0 && (
        <p>
          {t('calculatorInputs.banner.esgProjects')}{' '}
          {esgProjects.map((project, index) => (
            <span key={project.name}>
              {index > 0 ? ', ' : ''}
              {project.instanceId ? (
                <Link to={calculatorPaths.esg(project.instanceId)} className={LINK_CLASS}>
                  {project.name}
                </Link>
              ) : (
                project.name
              )}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
