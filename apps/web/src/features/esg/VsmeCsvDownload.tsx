import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCan } from '../auth/useCan.ts';
import { saveBlob } from '../calculator/analyze/download-file.ts';
import { CalculatorApiError } from '../calculator/api/calculator-api.ts';
import { describeCalculatorError } from '../calculator/shell/shell-labels.ts';
import { fetchVsmeCsv } from './esg-csv-api.ts';

export type VsmeCsvDownloadProps = { yearId: string; lang: 'en' | 'de' };

/**
 * The ESG simple CSV export of the year (admins and up): the saved answers in the page's language.
 * An empty year says 'No data to export.'
 */
export function VsmeCsvDownload({ yearId, lang }: VsmeCsvDownloadProps) {
  const { t } = useTranslation();
  const canExport = useCan('esgSimpleCsvExport');
  const [isBusy, setIsBusy] = useState(false);
  if (!canExport) return null;

  const download = async () => {
    setIsBusy(true);
    try {
      const { blob, fileName } = await fetchVsmeCsv(yearId, lang);
      saveBlob(blob, fileName);
    } catch (error) {
      const isEmpty = error instanceof CalculatorApiError && error.status === 409;
      toasts.show({
        message: isEmpty ? t('esg.csv.empty') : describeCalculatorError(t, error),
        tone: isEmpty ? 'info' : 'error',
      });
    }
    setIsBusy(false);
  };

  return (
    <Button
      variant="secondary"
      disabled={isBusy}
      onClick={() => void download()}
      data-testid="esg-csv-download"
    >
      {t('esg.csv.download')}
    </Button>
  );
}
