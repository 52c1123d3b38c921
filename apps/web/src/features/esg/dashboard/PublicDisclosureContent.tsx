import {
  checkVsmeEnergySplit,
  findVsmeDatapoint,
  formatFigure,
  type PublicEsgDisclosure,
} from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScopeChart } from '../../calculator/analyze/ScopeChart.tsx';
import { buildScopeRows, formatPublicAnswer, listUnchartedDatapoints } from './public-dashboard-view.ts';

type Lang = 'en' | 'de';

/** The chart's title sits at the level of the narratives' headings, under the disclosure's. */
const HEADING_LEVELS = { h3: 3, h4: 4, h5: 5 } as const;

/**
 * What a public dashboard shows of one disclosure (VSME) or disclosure requirement (ESRS): its
 * not-material statement with the reason, or its answers — the scopes of B3 or E1-6 drawn as the
 * Analyze scope chart, the other figures as cards and the narratives as paragraphs.
 */
export function PublicDisclosureContent({
  disclosure,
  lang,
  narrativeHeading: NarrativeHeading,
}: {
  disclosure: PublicEsgDisclosure | undefined;
  lang: Lang;
  narrativeHeading: 'h3' | 'h4' | 'h5';
}) {
  const { t } = useTranslation();
  const chartId = `esg-scopes-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  if (!disclosure || (!disclosure.isNotMaterial && disclosure.datapoints.length === 0)) {
    return <p className="text-sm text-slate-600">{t('esgDashboard.public.noAnswers')}</p>;
  }
  if (disclosure.isNotMaterial) {
    return (
      <div className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
        <p className="font-medium">{t('esgDashboard.public.notMaterial')}</p>
        <p className="mt-1 whitespace-pre-line">{disclosure.notMaterialReason}</p>
      </div>
    );
  }
  const scopeRows = buildScopeRows(disclosure);
  // B3's energy split is typed while its total follows the calculator: never shown disagreeing unsaid.
  const answerOf = (code: string) => disclosure.datapoints.find((d) => d.code === code)?.answer ?? null;
  const energyWarnings = disclosure.standard ? [] : checkVsmeEnergySplit(answerOf);
  const mwh = (value: number) => `${formatFigure(value, lang)} MWh`;
  const listed = listUnchartedDatapoints(disclosure);
  const figures = listed.filter((d) => d.answer.kind !== 'text');
  const narratives = listed.filter((d) => d.answer.kind === 'text');
  const yesNo = { yes: t('esgDashboard.public.yes'), no: t('esgDashboard.public.no') };
  return (
    <>
      {energyWarnings.map((warning) => (
        <p
          key={warning.kind === 'partsDifferFromSource' ? warning.source : warning.kind}
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="public-energy-warning"
        >
          {warning.kind === 'partsExceedTotal'
            ? t('esgDashboard.public.energySplitExceedsTotal', {
                parts: mwh(warning.partsMwh),
                total: mwh(warning.totalMwh),
              })
            : t('esgDashboard.public.energySplitDiffers', {
                source: findVsmeDatapoint(warning.source)?.label[lang] ?? warning.source,
                parts: mwh(warning.partsMwh),
                total: mwh(warning.totalMwh),
              })}
        </p>
      ))}
      {scopeRows.length > 0 && (
        <ScopeChart
          rows={scopeRows}
          locale={lang}
          id={chartId}
          headingLevel={HEADING_LEVELS[NarrativeHeading]}
        />
      )}
      {figures.length > 0 && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {figures.map((datapoint) => (
            <div
              key={datapoint.code}
              className="min-w-0 rounded-md border border-slate-200 bg-white p-3 sm:border-slate-100 sm:bg-slate-50"
            >
              <dt className="text-sm text-slate-600">{datapoint.label[lang]}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
                {formatPublicAnswer(datapoint, lang, yesNo)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {narratives.map((datapoint) => (
        <div key={datapoint.code}>
          <NarrativeHeading className="text-sm font-semibold text-slate-900">
            {datapoint.label[lang]}
          </NarrativeHeading>
          <p className="mt-1 whitespace-pre-line text-slate-800">{datapoint.answer.value as string}</p>
        </div>
      ))}
    </>
  );
}
