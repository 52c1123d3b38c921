import { findVsmeDatapoint, type VsmeFormResponse } from '@carbon-ledger/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { saveBlob } from '../calculator/analyze/download-file.ts';
import { CalculatorApiError } from '../calculator/api/calculator-api.ts';
import { describeCalculatorError } from '../calculator/shell/shell-labels.ts';
import { fetchVsmeXbrl, type XbrlFormat } from './esg-api.ts';
import { ReportingEntityForm } from './ReportingEntityForm.tsx';

export type XbrlDownloadProps = {
  form: VsmeFormResponse;
  lang: 'en' | 'de';
  hasUnsavedChanges: boolean;
  /** May give the company's identifier (editors and up). */
  canEdit: boolean;
  onOpenDisclosure: (code: string) => void;
};

/**
 * Downloads the saved report as an XBRL instance or as an inline XBRL report (XHTML) in the page's
 * language; while required datapoints are unanswered it lists them, each opening its disclosure, and
 * while the company has given no identifier for its reports (LEI or a register's), it asks for one.
 */
export function XbrlDownload({
  form,
  lang,
  hasUnsavedChanges,
  canEdit,
  onOpenDisclosure,
}: XbrlDownloadProps) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState<string[]>([]);
  const [isEntityAsked, setIsEntityAsked] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [format, setFormat] = useState<XbrlFormat>('instance');
  const formatId = useId();

  const download = async () => {
    setIsBusy(true);
    try {
      const { xml, fileName } = await fetchVsmeXbrl(form.year._id, format, lang);
      setMissing([]);
      setIsEntityAsked(false);
      const type = format === 'inline' ? 'application/xhtml+xml' : 'application/xml';
      saveBlob(new Blob([xml], { type }), fileName);
    } catch (error) {
      if (error instanceof CalculatorApiError && error.status === 409 && error.details.length > 0) {
        const paths = error.details.map((detail) => detail.path);
        setIsEntityAsked(paths.includes('reportingEntity'));
        setMissing(paths.filter((path) => path.startsWith('answers.')).map((path) => path.slice(8)));
      } else {
        toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
      }
    }
    setIsBusy(false);
  };

  const disclosureOf = (code: string) =>
    form.disclosures.find((disclosure) => disclosure.datapoints.some((datapoint) => datapoint.code === code))
      ?.code;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={formatId} className="sr-only">
          {t('esg.xbrl.format')}
        </label>
        <select
          id={formatId}
          value={format}
          onChange={(event) => setFormat(event.target.value as XbrlFormat)}
          className="min-h-10 max-w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
          data-testid="xbrl-format"
        >
          <option value="instance">{t('esg.xbrl.instance')}</option>
          <option value="inline">{t('esg.xbrl.inline')}</option>
        </select>
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={() => void download()}
          data-testid="xbrl-download"
        >
          {t('esg.xbrl.download')}
        </Button>
        {hasUnsavedChanges && <span className="text-xs text-slate-600">{t('esg.xbrl.savedOnly')}</span>}
      </div>
      <ReportingEntityForm canEdit={canEdit} isAsked={isEntityAsked} />
      {missing.length > 0 && (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">{t('esg.xbrl.missing', { count: missing.length })}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="xbrl-missing">
            {missing.map((code) => {
              const datapoint = findVsmeDatapoint(code);
              const disclosure = disclosureOf(code);
              const label = datapoint?.label[lang] ?? code;
              return (
                <li key={code}>
                  {disclosure ? (
                    <button
                      type="button"
                      className="text-left font-medium text-brand-800 underline"
                      onClick={() => onOpenDisclosure(disclosure)}
                    >
                      {disclosure} · {label}
                    </button>
                  ) : (
                    label
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
