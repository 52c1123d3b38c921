import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useCan } from '../../auth/useCan.ts';
import { FileDownloadError, saveBlob } from '../analyze/download-file.ts';
import { useCalculatorLang } from '../api/calculator-queries.ts';
import { fetchAuditPackage } from './audit-package-download.ts';

/** Spec section 8: a failure toast stays 4 seconds. */
const FAILURE_TOAST_SECONDS = 4;
/** Long enough to outlast any package; dismissed as soon as the file arrives. */
const PROGRESS_TOAST_SECONDS = 600;

/**
 * Downloads the year's audit package (a ZIP an auditor checks offline, docs/audit-package.md). For those
 * who may read the change log (admins), as the server demands; the report inside follows the language.
 */
export function AuditPackageButton({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation();
  const canDownload = useCan('logs');
  const lang = useCalculatorLang();
  const [isBusy, setIsBusy] = useState(false);
  if (!canDownload) return null;

  const download = async () => {
    setIsBusy(true);
    const progressToast = toasts.show({
      message: t('calculatorAuditPackage.progress'),
      ttlSeconds: PROGRESS_TOAST_SECONDS,
    });
    try {
      const { blob, fileName } = await fetchAuditPackage(instanceId, lang);
      saveBlob(blob, fileName);
      toasts.show({ message: t('calculatorAuditPackage.done'), tone: 'success' });
    } catch (error) {
      const tooLarge = error instanceof FileDownloadError && error.status === 400;
      toasts.show({
        message: t(tooLarge ? 'calculatorAuditPackage.tooLarge' : 'calculatorAuditPackage.failure'),
        tone: 'error',
        ttlSeconds: FAILURE_TOAST_SECONDS,
      });
    } finally {
      toasts.dismiss(progressToast);
      setIsBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <Button
        variant="secondary"
        onClick={download}
        disabled={isBusy || instanceId === ''}
        aria-busy={isBusy}
        aria-describedby="audit-package-hint"
        data-testid="audit-package-download"
      >
        {isBusy ? t('calculatorAuditPackage.busy') : t('calculatorAuditPackage.button')}
      </Button>
      <p id="audit-package-hint" className="max-w-2xl text-sm text-slate-600">
        {t('calculatorAuditPackage.hint')}
      </p>
    </div>
  );
}
