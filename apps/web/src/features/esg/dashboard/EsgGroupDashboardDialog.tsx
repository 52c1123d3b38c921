import {
  ESRS_DISCLOSURES,
  type EsgGroupDashboardResponse,
  getInstanceYearLabel,
  VSME_DISCLOSURE_CODES,
} from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { ShellDialog } from '../../calculator/shell/ShellDialog.tsx';
import { describeCalculatorError } from '../../calculator/shell/shell-labels.ts';
import { useEsgNames } from '../esg-names.ts';
import { DisclosureChoices, PublicLink } from './EsgDashboardPanel.tsx';
import {
  changeEsgGroupDashboard,
  esgGroupDashboardKeys,
  fetchEsgGroupDashboard,
  getPublicEsgGroupDashboardUrl,
  publishEsgGroupDashboard,
} from './group-dashboard-api.ts';
import { groupByStandard } from './public-dashboard-view.ts';

export type EsgGroupDashboardDialogProps = {
  groupId: string;
  /** The group's title as the projects home shows it. */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The public ESG dashboard of a group, for admins (spec: ESG dashboard lock): the ESG years it covers,
 * which disclosures it shows, Publish (the link), Lock (the page keeps the content as it is now) and
 * Unpublish (the link ends).
 */
export function EsgGroupDashboardDialog({
  groupId,
  title,
  isOpen,
  onOpenChange,
}: EsgGroupDashboardDialogProps) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('esgDashboard.group.title', { name: title })}
      description={t('esgDashboard.group.description')}
      testId="esg-group-dashboard-dialog"
      isWide
    >
      {isOpen && <GroupPanel groupId={groupId} />}
    </ShellDialog>
  );
}

function GroupPanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const names = useEsgNames();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: esgGroupDashboardKeys.state(groupId),
    queryFn: () => fetchEsgGroupDashboard(groupId),
  });
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = useId();

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('esgDashboard.public.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('esgDashboard.loadError')} {describeCalculatorError(t, query.error)}
      </p>
    );
  }
  const { dashboard: state, years } = query.data;
  // The disclosures of the families the group's years are entered in (VSME while it has no year).
  const hasEsrs = years.some((year) => year.family === 'esrs');
  const hasVsme = !hasEsrs || years.some((year) => year.family === 'vsme');
  const vsmeCodes = hasVsme ? VSME_DISCLOSURE_CODES : [];
  const esrsByStandard = hasEsrs ? groupByStandard(ESRS_DISCLOSURES) : [];
  const offered = new Set<string>([
    ...vsmeCodes,
    ...esrsByStandard.flatMap((g) => g.disclosures.map((d) => d.code)),
  ]);
  const selected = chosen ?? state.disclosures.filter((code) => offered.has(code));
  const isPublished = state.publicId !== null;
  const hasChoiceChanges =
    chosen !== undefined && [...chosen].sort().join() !== [...state.disclosures].sort().join();
  const isMixed = hasEsrs && hasVsme;

  const run = async (action: () => Promise<EsgGroupDashboardResponse>, done: string) => {
    setIsBusy(true);
    setError(undefined);
    try {
      queryClient.setQueryData(esgGroupDashboardKeys.state(groupId), await action());
      setChosen(undefined);
      toasts.show({ message: done, tone: 'success' });
    } catch (caught) {
      toasts.show({ message: describeCalculatorError(t, caught), tone: 'error' });
    }
    setIsBusy(false);
  };
  const publish = () => {
    if (selected.length === 0) {
      setError(t('esgDashboard.chooseOne'));
      return;
    }
    void run(() => publishEsgGroupDashboard(groupId, selected), t('esgDashboard.published'));
  };
  const toggle = (code: string, isOn: boolean) => {
    setError(undefined);
    setChosen(isOn ? [...selected, code] : selected.filter((c) => c !== code));
  };

  return (
    <div className="space-y-4" data-testid="esg-group-dashboard-panel">
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t('esgDashboard.group.years')}</h3>
        {years.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="esg-group-dashboard-no-years">
            {t('esgDashboard.group.noYears')}
          </p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="esg-group-dashboard-years">
            {years.map((year) => (
              <li key={year._id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                {t(isMixed ? 'esgDashboard.group.yearWithFamily' : 'esgDashboard.group.public.yearHeading', {
                  year: getInstanceYearLabel(year),
                  project: year.projectName,
                  family: year.family.toUpperCase(),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-sm text-slate-600" data-testid="esg-group-dashboard-status">
        {!isPublished
          ? t('esgDashboard.group.notPublished')
          : state.isLocked
            ? t('esgDashboard.lockedStatus')
            : t('esgDashboard.group.liveStatus')}
      </p>
      <fieldset
        disabled={isBusy || state.isLocked || years.length === 0}
        aria-describedby={error ? `${headingId}-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">{t('esgDashboard.choose')}</legend>
        {vsmeCodes.length > 0 && (
          <fieldset className="mt-2" data-testid="esg-group-dashboard-vsme">
            {hasEsrs && (
              <legend className="text-sm font-semibold text-slate-900">
                {t('esgDashboard.group.chooseVsme')}
              </legend>
            )}
            <DisclosureChoices
              codes={vsmeCodes}
              selected={selected}
              onToggle={toggle}
              testIdPrefix="esg-group-dashboard-choose"
            />
          </fieldset>
        )}
        {esrsByStandard.length > 0 && (
          <fieldset className="mt-3" data-testid="esg-group-dashboard-esrs">
            <legend className="text-sm font-semibold text-slate-900">
              {t('esgDashboard.group.chooseEsrs')}
            </legend>
            {esrsByStandard.map(({ standard, disclosures }) => (
              <fieldset key={standard} className="mt-2">
                <legend className="text-sm font-medium text-slate-800">
                  {standard} · {names.standard(standard)}
                </legend>
                <DisclosureChoices
                  codes={disclosures.map((d) => d.code)}
                  selected={selected}
                  onToggle={toggle}
                  testIdPrefix="esg-group-dashboard-choose"
                />
              </fieldset>
            ))}
          </fieldset>
        )}
      </fieldset>
      {error && (
        <p id={`${headingId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {state.isLocked && (
        <p role="note" className="rounded-md bg-sky-50 p-2 text-sm text-sky-900">
          {t('esgDashboard.lockedHint')}
        </p>
      )}
      {isPublished && state.publicId && <PublicLink url={getPublicEsgGroupDashboardUrl(state.publicId)} />}
      <div className="flex flex-wrap gap-2">
        {!state.isLocked && (
          <Button
            type="button"
            onClick={publish}
            disabled={isBusy || years.length === 0 || (isPublished && !hasChoiceChanges)}
            data-testid="esg-group-dashboard-publish"
          >
            {isPublished ? t('esgDashboard.update') : t('esgDashboard.publish')}
          </Button>
        )}
        {isPublished && (
          <Button
            type="button"
            variant="secondary"
            disabled={isBusy}
            onClick={() =>
              void run(
                () => changeEsgGroupDashboard(groupId, state.isLocked ? 'unlock' : 'lock'),
                state.isLocked ? t('esgDashboard.unlockedDone') : t('esgDashboard.lockedDone'),
              )
            }
            data-testid="esg-group-dashboard-lock"
          >
            {state.isLocked ? t('esgDashboard.unlock') : t('esgDashboard.lock')}
          </Button>
        )}
        {isPublished && (
          <Button
            type="button"
            variant="secondary"
            disabled={isBusy}
            onClick={() =>
              void run(() => changeEsgGroupDashboard(groupId, 'unpublish'), t('esgDashboard.unpublished'))
            }
            data-testid="esg-group-dashboard-unpublish"
          >
            {t('esgDashboard.unpublish')}
          </Button>
        )}
      </div>
    </div>
  );
}
