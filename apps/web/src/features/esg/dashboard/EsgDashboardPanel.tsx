import type { EsgDashboardState, VsmeFormResponse } from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useCan } from '../../auth/useCan.ts';
import { describeCalculatorError } from '../../calculator/shell/shell-labels.ts';
import { useEsgNames } from '../esg-names.ts';
import {
  changeEsgDashboard,
  esgDashboardKeys,
  fetchEsgDashboard,
  getPublicEsgDashboardUrl,
  publishEsgDashboard,
} from './dashboard-api.ts';
import { groupByStandard } from './public-dashboard-view.ts';

/**
 * The public dashboard of an ESG year, for admins (spec: ESG dashboard lock): which disclosures it
 * shows, Publish (the link), Lock (the page keeps the content as it is now), Unpublish (the link ends).
 */
export function EsgDashboardPanel({ form }: { form: VsmeFormResponse }) {
  const isAdmin = useCan('esgDashboardLock');
  if (!isAdmin) return null;
  return <Panel form={form} />;
}

function Panel({ form }: { form: VsmeFormResponse }) {
  const { t } = useTranslation();
  const names = useEsgNames();
  const id = form.year._id;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: esgDashboardKeys.state(id), queryFn: () => fetchEsgDashboard(id) });
  const [chosen, setChosen] = useState<string[] | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = useId();

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('esgDashboard.loadError')} {describeCalculatorError(t, query.error)}
      </p>
    );
  }
  const state = query.data;
  const offered = new Set(form.disclosures.map((disclosure) => disclosure.code));
  // A choice made while the year was in the other family is not offered (the page does not show it).
  const selected = chosen ?? state.disclosures.filter((code) => offered.has(code));
  const isEsrs = form.family === 'esrs';
  const isPublished = state.publicId !== null;
  const hasChoiceChanges =
    chosen !== undefined && [...chosen].sort().join() !== [...state.disclosures].sort().join();

  const run = async (action: () => Promise<EsgDashboardState>, done: string) => {
    setIsBusy(true);
    setError(undefined);
    try {
      queryClient.setQueryData(esgDashboardKeys.state(id), await action());
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
    void run(() => publishEsgDashboard(id, selected), t('esgDashboard.published'));
  };
  const toggle = (code: string, isOn: boolean) => {
    setError(undefined);
    setChosen(isOn ? [...selected, code] : selected.filter((c) => c !== code));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-slate-200 bg-white p-4"
      data-testid="esg-dashboard-panel"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('esgDashboard.title')}
      </h2>
      <p className="text-sm text-slate-600" data-testid="esg-dashboard-status">
        {!isPublished
          ? t('esgDashboard.notPublished')
          : state.isLocked
            ? t('esgDashboard.lockedStatus')
            : t('esgDashboard.liveStatus')}
      </p>
      <fieldset
        disabled={isBusy || state.isLocked}
        aria-describedby={error ? `${headingId}-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">
          {isEsrs ? t('esgDashboard.chooseEsrs') : t('esgDashboard.choose')}
        </legend>
        {/* The 70 ESRS requirements scroll in a box of their own, so the form stays near the top. */}
        <div
          className="max-h-80 overflow-y-auto rounded-md border border-slate-100 px-2 pb-2"
          data-testid="esg-dashboard-choices"
        >
          {isEsrs ? (
            groupByStandard(form.disclosures).map(({ standard, disclosures }) => (
              <fieldset key={standard} className="mt-3" data-testid={`esg-dashboard-standard-${standard}`}>
                <legend className="text-sm font-semibold text-slate-900">
                  {standard} · {names.standard(standard)}
                </legend>
                <DisclosureChoices
                  codes={disclosures.map((d) => d.code)}
                  selected={selected}
                  onToggle={toggle}
                />
              </fieldset>
            ))
          ) : (
            <DisclosureChoices
              codes={form.disclosures.map((d) => d.code)}
              selected={selected}
              onToggle={toggle}
            />
          )}
        </div>
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
      {isPublished && state.publicId && <PublicLink url={getPublicEsgDashboardUrl(state.publicId)} />}
      <div className="flex flex-wrap gap-2">
        {!state.isLocked && (
          <Button
            type="button"
            onClick={publish}
            disabled={isBusy || (isPublished && !hasChoiceChanges)}
            data-testid="esg-dashboard-publish"
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
                () => changeEsgDashboard(id, state.isLocked ? 'unlock' : 'lock'),
                state.isLocked ? t('esgDashboard.unlockedDone') : t('esgDashboard.lockedDone'),
              )
            }
            data-testid="esg-dashboard-lock"
          >
            {state.isLocked ? t('esgDashboard.unlock') : t('esgDashboard.lock')}
          </Button>
        )}
        {isPublished && (
          <Button
            type="button"
            variant="secondary"
            disabled={isBusy}
            onClick={() => void run(() => changeEsgDashboard(id, 'unpublish'), t('esgDashboard.unpublished'))}
            data-testid="esg-dashboard-unpublish"
          >
            {t('esgDashboard.unpublish')}
          </Button>
        )}
      </div>
    </section>
  );
}

/** Checkboxes for disclosures (VSME) or disclosure requirements (ESRS), named as the form names them. */
export function DisclosureChoices({
  codes,
  selected,
  onToggle,
  testIdPrefix = 'esg-dashboard-choose',
}: {
  codes: readonly string[];
  selected: readonly string[];
  onToggle: (code: string, isOn: boolean) => void;
  testIdPrefix?: string;
}) {
  const names = useEsgNames();
  return (
    <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
      {codes.map((code) => (
        <label key={code} className="inline-flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={selected.includes(code)}
            onChange={(event) => onToggle(code, event.target.checked)}
            data-testid={`${testIdPrefix}-${code}`}
          />
          <span>
            {code === 'other' ? '' : `${code} · `}
            {names.disclosure(code)}
          </span>
        </label>
      ))}
    </div>
  );
}

export function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('esgDashboard.link')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
          data-testid="esg-dashboard-link"
        />
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100"
        >
          {t('esgDashboard.open')}
        </a>
      </div>
    </div>
  );
}
