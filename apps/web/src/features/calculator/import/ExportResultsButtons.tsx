import { type ServedForm, writeResultsCsv } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useCan } from '../../auth/useCan.ts';
import { listResultsPage } from '../api/calculator-api.ts';
import { CSV_TYPE, downloadFile } from './download-file.ts';
import { buildResultsExportFileName } from './export-file-name.ts';
import { collectAllResults } from './export-results.ts';

type Variant = 'simple' | 'advanced';

/**
 * Results export as CSV in the import's columns (so the file imports back): simple for admins, advanced
 * (with the computed figures and factors) for sitewide admins (spec section 6).
 */
export function ExportResultsButtons(props: {
  form: ServedForm;
  instances: { id: string; name: string }[];
  /** The project or group and the year label the file is named by. */
  title: string;
  yearLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const canSimple = useCan('simpleCsvExport');
  const canAdvanced = useCan('advancedCsvExport');
  const [busy, setBusy] = useState<Variant | null>(null);

  const exportAs = async (variant: Variant) => {
    setBusy(variant);
    toasts.show({ message: t('calculatorImport.export.inProgress'), tone: 'info' });
    try {
      const ids = props.instances.map((instance) => instance.id);
      const results = await collectAllResults((skip) => listResultsPage(ids, skip));
      if (results.length === 0) {
        toasts.show({ message: t('calculatorImport.export.empty'), tone: 'info' });
        return;
      }
      downloadFile(
        writeResultsCsv(results, props.form, props.instances, variant, i18n.language),
        buildResultsExportFileName(props.title, props.yearLabel, variant),
        CSV_TYPE,
      );
      toasts.show({ message: t('calculatorImport.export.done', { count: results.length }), tone: 'success' });
    } catch {
      toasts.show({ message: t('calculatorImport.export.failed'), tone: 'error', ttlSeconds: 4 });
    } finally {
      setBusy(null);
    }
  };

  if (!canSimple && !canAdvanced) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canSimple ? (
        <Button
          variant="secondary"
          disabled={busy !== null}
          aria-busy={busy === 'simple'}
          onClick={() => void exportAs('simple')}
          data-testid="export-csv"
        >
          {t('calculatorImport.export.simple')}
        </Button>
      ) : null}
      {canAdvanced ? (
        <Button
          variant="secondary"
          disabled={busy !== null}
          aria-busy={busy === 'advanced'}
          onClick={() => void exportAs('advanced')}
          data-testid="export-csv-advanced"
        >
          {t('calculatorImport.export.advanced')}
        </Button>
      ) : null}
    </div>
  );
}
