import { type Container, findNewestInstance } from '@carbon-ledger/core';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GuardedLink } from '../../auth/GuardedLink.tsx';
import { ContainerTypeIcon } from '../icons/ContainerTypeIcon.tsx';
import { calculatorPaths } from './calculator-scope.ts';
import type { CalculatorView } from './calculator-view.ts';
import { translateGroupTitle } from './shell-labels.ts';

export type ProjectsDropdownProps = {
  containers: Container[];
  activeContainerId: string | undefined;
  /** Set when a group is active: the control is then disabled and names the group. */
  groupName: string | undefined;
  view: CalculatorView;
};

const ADD_LINK_CLASS =
  'inline-flex items-center gap-2 rounded-md border border-dashed border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-50';

/**
 * The projects dropdown of the top bar: every project with its type icon and a check on the active one,
 * then 'Add project'. Picking a project opens its newest year in the same view. Without projects it is
 * an 'Add Project' link; with a group active it is disabled.
 */
export function ProjectsDropdown({ containers, activeContainerId, groupName, view }: ProjectsDropdownProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = containers.find((container) => container._id === activeContainerId);
  const isGroup = groupName !== undefined;

  if (containers.length === 0) {
    return (
      <GuardedLink
        to={calculatorPaths.create()}
        capability="deleteCalculatorContainer"
        className={ADD_LINK_CLASS}
      >
        <span aria-hidden="true">+</span>
        {t('calculatorShell.topBar.addProjectEmpty')}
      </GuardedLink>
    );
  }

  const pick = (containerId: string) => {
    const container = containers.find((candidate) => candidate._id === containerId);
    const newest = container && findNewestInstance(container.instances);
    if (!newest) return;
    const target = { kind: 'instance' as const, id: newest._id };
    navigate(calculatorPaths[view](target));
  };

  const triggerText = isGroup
    ? t('calculatorShell.topBar.groupActive', { name: translateGroupTitle(t, groupName) })
    : (active?.name ?? t('calculatorShell.topBar.project'));

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={isGroup}
        aria-label={isGroup ? triggerText : t('calculatorShell.topBar.chooseProject', { name: triggerText })}
        data-testid="project-dropdown"
        className="inline-flex max-w-xs items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 data-[state=open]:border-brand-600"
      >
        {active && !isGroup && <ContainerTypeIcon type={active.type} className="text-brand-700" />}
        <span className="truncate">{triggerText}</span>
        {!isGroup && (
          <span aria-hidden="true" className="text-xs text-slate-500">
            ▾
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          aria-label={t('calculatorShell.topBar.projectList')}
          className="z-40 w-72 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={activeContainerId ?? ''}
            onValueChange={pick}
            className="max-h-64 overflow-y-auto"
          >
            {containers.map((container) => (
              <DropdownMenu.RadioItem
                key={container._id}
                value={container._id}
                disabled={container.instances.length === 0}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100"
              >
                <ContainerTypeIcon type={container.type} className="text-slate-500" />
                <span className="flex-1 truncate">{container.name}</span>
                <span className="w-4 text-brand-700">
                  <DropdownMenu.ItemIndicator>
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 16 16"
                      className="size-4"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="m3 8.5 3.5 3.5L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </DropdownMenu.ItemIndicator>
                </span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <GuardedLink
              to={calculatorPaths.create()}
              capability="deleteCalculatorContainer"
              className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-brand-800 outline-none data-[highlighted]:bg-slate-100"
            >
              <span aria-hidden="true" className="inline-flex size-5 items-center justify-center">
                +
              </span>
              {t('calculatorShell.topBar.addProject')}
            </GuardedLink>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
