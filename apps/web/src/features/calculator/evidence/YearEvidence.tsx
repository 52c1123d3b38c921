import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/useCan.ts';
import { EvidenceFiles } from './EvidenceFiles.tsx';
import { PaperclipIcon } from './PaperclipIcon.tsx';
import { useYearFiles } from './useYearFiles.ts';

/** The evidence of a year as a whole (an annual statement, a year's meter export), above its Inputs. */
export function YearEvidence({
  instanceId,
  isYearFrozen,
  isReadOnly,
  lang,
  yearLabel,
}: {
  instanceId: string;
  isYearFrozen: boolean;
  isReadOnly: boolean;
  lang: 'en' | 'de';
  yearLabel: string;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const canDeleteFiles = useCan('deleteFiles');
  const yearFiles = useYearFiles(instanceId);
  const files = useMemo(
    () => (yearFiles.data ?? []).filter((file) => file.result === null),
    [yearFiles.data],
  );
  const onRows = (yearFiles.data?.length ?? 0) - files.length;

  return (
    <details
      className="rounded-lg border border-slate-200 bg-white px-4 py-3"
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      data-testid="year-evidence"
    >
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 rounded-md text-sm font-medium text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <PaperclipIcon className="h-4 w-4 text-slate-500" />
        {t('calculatorEvidence.yearTitle', { count: files.length })}
        {onRows > 0 && (
          <span className="font-normal text-slate-500">
            {t('calculatorEvidence.yearOnRows', { count: onRows })}
          </span>
        )}
      </summary>
      {isOpen && (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-slate-600">{t('calculatorEvidence.yearHint')}</p>
          {yearFiles.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('calculatorEvidence.loadError')}
            </p>
          ) : (
            <EvidenceFiles
              instanceId={instanceId}
              target={{ kind: 'instance', instanceId }}
              files={files}
              canUpload={!isReadOnly && !isYearFrozen}
              canDelete={canDeleteFiles && !isYearFrozen}
              lang={lang}
              subject={yearLabel}
            />
          )}
        </div>
      )}
    </details>
  );
}
