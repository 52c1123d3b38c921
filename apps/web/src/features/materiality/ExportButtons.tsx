import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCan } from '../auth/useCan.ts';
import { saveBlob } from '../calculator/analyze/download-file.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';

type Format = 'docx' | 'xlsx';

/** Downloads the assessment as Word or XLSX in the page's language (admins: "create reports"). */
export function ExportButtons({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const canExport = useCan('createReports');
  const [busy, setBusy] = useState<Format | null>(null);
  if (!canExport) return null;

  const download = async (format: Format) => {
    setBusy(format);
    try {
      const response = await fetch(
        `/api/company/assessments/${encodeURIComponent(assessmentId)}/export.${format}`,
        {
          credentials: 'include',
          headers: { 'Accept-Language': lang },
        },
      );
      if (!response.ok) throw new Error(String(response.status));
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      saveBlob(await response.blob(), fileName ?? `materiality-assessment.${format}`);
    } catch {
      toasts.show({ message: t('materiality.export.failed'), tone: 'error' });
    }
    setBusy(null);
  };

  return (
    <div className="flex flex-wrap gap-2">
      {(['docx', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          onClick={() => void download(format)}
          disabled={busy !== null}
          data-testid={`export-${format}`}
        >
          {t(`materiality.export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
