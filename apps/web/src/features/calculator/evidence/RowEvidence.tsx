import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/useCan.ts';
import { EvidenceFiles } from './EvidenceFiles.tsx';
import { PaperclipIcon } from './PaperclipIcon.tsx';
import { useYearFiles } from './useYearFiles.ts';

/**
 * Open panels by result id: the rows are rebuilt (and their editors mounted anew) when they are loaded
 * again after a save, and an open panel must stay open through that.
 */
const openPanels = new Set<string>();

/**
 * The Evidence control of an Inputs row: a button with the number of files that opens the row's files.
 * A row gets files once it is saved (they hang on the stored result).
 */
export function RowEvidence({
  instanceId,
  resultId,
  isYearFrozen,
  isReadOnly,
  lang,
  subject,
}: {
  instanceId: string;
  resultId: string | undefined;
  isYearFrozen: boolean;
  isReadOnly: boolean;
  lang: 'en' | 'de';
  subject: string;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(() => (resultId ? openPanels.has(resultId) : false));
  useEffect(() => {
    if (!resultId) return;
    if (isOpen) openPanels.add(resultId);
    else openPanels.delete(resultId);
  }, [isOpen, resultId]);
  const canDeleteFiles = useCan('deleteFiles');
  const yearFiles = useYearFiles(resultId ? instanceId : undefined);
  const files = useMemo(
    () => (yearFiles.data ?? []).filter((file) => file.result === resultId),
    [yearFiles.data, resultId],
  );

  // A details element, not a button: the row's fieldset is disabled for viewers and on a frozen year,
  // which would disable a button, and viewers open the files too.
  return (
    <details
      className="text-sm"
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      data-testid="row-evidence"
    >
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <PaperclipIcon className="h-4 w-4" />
        {t('calculatorEvidence.rowButton', { count: files.length })}
        <span className="sr-only">: {subject}</span>
      </summary>
      {isOpen && (
        <div className="mt-2">
          {!resultId ? (
            <p className="text-sm text-slate-600">{t('calculatorEvidence.saveFirst')}</p>
          ) : yearFiles.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('calculatorEvidence.loadError')}
            </p>
          ) : (
            <EvidenceFiles
              instanceId={instanceId}
              target={{ kind: 'result', resultId }}
              files={files}
              canUpload={!isReadOnly && !isYearFrozen}
              canDelete={canDeleteFiles && !isYearFrozen}
              lang={lang}
              subject={subject}
            />
          )}
        </div>
      )}
    </details>
  );
}
