import { CALCULATOR_REPORT_FILE_NAME } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useCan } from '../../auth/useCan.ts';
import { useCalculatorLang } from '../api/calculator-queries.ts';
import { useCalculatorScope } from '../shell/calculator-scope.ts';
import { postForFile, saveBlob } from './download-file.ts';

const REPORT_PATH = '/api/company/calculator/reports/docx';
/** Spec section 8: the export failure toast stays 4 seconds. */
const FAILURE_TOAST_SECONDS = 4;
/** Long enough to outlast any export; dismissed as soon as the file arrives. */
const PROGRESS_TOAST_SECONDS = 600;

/**
 * Exports the active years as a Word report (results.docx) in the UI language. Shown only to those who
 * may export documents (spec section 6: sitewide-admin); the server checks the same capability.
 */
export function ExportWordReportButton() {
  const { t } = useTranslation();
  const canExport = useCan('exportDocuments');
  const { instanceIds } = useCalculatorScope();
  const lang = useCalculatorLang();
  const [isExporting, setIsExporting] = useState(false);

  if (!canExport) return null;

  const exportReport = async () => {
    setIsExporting(true);
    const progressToast = toasts.show({
      message: t('calculatorAnalyze.exportWord.progress'),
      ttlSeconds: PROGRESS_TOAST_SECONDS,
    });
    try {
      const file = await postForFile(REPORT_PATH, { instances: instanceIds, lang });
      saveBlob(file, CALCULATOR_REPORT_FILE_NAME);
    } catch {
      toasts.show({
        message: t('calculatorAnalyze.exportWord.failure'),
        tone: 'error',
        ttlSeconds: FAILURE_TOAST_SECONDS,
      });
    } finally {
      toasts.dismiss(progressToast);
      setIsExporting(false);
    }
  };

  return (
    <Button
      variant="secondary"
      onClick={exportReport}
      disabled={isExporting || instanceIds.length === 0}
      aria-busy={isExporting}
      data-testid="export-word-report"
    >
      {isExporting ? t('calculatorAnalyze.exportWord.busy') : t('calculatorAnalyze.exportWord.button')}
    </Button>
  );
}
