import {
  describeEvidenceFileProblem,
  EVIDENCE_FILE_TYPES,
  type EvidenceFile,
  MAX_EVIDENCE_FILES_PER_RESULT,
  MAX_EVIDENCE_FILES_PER_YEAR,
} from '@carbon-ledger/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../components/ui/dialogs.ts';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { CalculatorApiError } from '../api/calculator-api.ts';
import {
  deleteEvidenceFile,
  evidenceFileUrl,
  type UploadTarget,
  uploadEvidenceFile,
} from './evidence-api.ts';
import { classifyUploadRefusal, formatFileSize, precheckEvidenceFile } from './evidence-format.ts';
import { PaperclipIcon } from './PaperclipIcon.tsx';
import { useYearFilesUpdater } from './useYearFiles.ts';

/** What the picker offers: the kinds the server takes, by extension and media type. */
export const EVIDENCE_ACCEPT = Object.values(EVIDENCE_FILE_TYPES)
  .flatMap((type) => [...type.extensions.map((extension) => `.${extension}`), type.mediaType])
  .join(',');

type Upload = { key: string; name: string; share: number };

export type EvidenceFilesProps = {
  instanceId: string;
  target: UploadTarget;
  files: readonly EvidenceFile[];
  /** Editors and up on a year that is not frozen. */
  canUpload: boolean;
  /** Admins on a year that is not frozen. */
  canDelete: boolean;
  lang: 'en' | 'de';
  /** What the files belong to, for labels read out by screen readers ("Evidence for Electricity …"). */
  subject: string;
};

/**
 * The evidence files of a result or a year: the list (name, size, download, delete for admins) and, for
 * editors, a picker or a drop zone; every file uploads with its own progress bar, and a refused file is
 * named with the reason in the user's language.
 */
export function EvidenceFiles({
  instanceId,
  target,
  files,
  canUpload,
  canDelete,
  lang,
  subject,
}: EvidenceFilesProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const updateFiles = useYearFilesUpdater(instanceId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [isDragging, setIsDragging] = useState(false);
  const limit = target.kind === 'result' ? MAX_EVIDENCE_FILES_PER_RESULT : MAX_EVIDENCE_FILES_PER_YEAR;

  const describeRefusal = (error: unknown, name: string): string => {
    const refusal = error instanceof CalculatorApiError ? classifyUploadRefusal(error) : undefined;
    if (
      refusal === 'tooManyForResult' ||
      refusal === 'tooManyForYear' ||
      refusal === 'quotaReached' ||
      refusal === 'frozen'
    )
      return `${name}: ${t(`calculatorEvidence.refused.${refusal}`, { limit })}`;
    if (refusal) return describeEvidenceFileProblem(refusal, name, lang);
    return `${name}: ${t('calculatorEvidence.refused.other')}`;
  };

  const uploadAll = async (picked: readonly File[]) => {
    if (picked.length === 0) return;
    setProblems([]);
    const found: string[] = [];
    let stored = 0;
    for (const [index, file] of picked.entries()) {
      const precheck = precheckEvidenceFile(file, lang);
      if (precheck) {
        found.push(precheck);
        continue;
      }
      const key = `${Date.now()}-${index}`;
      setUploads((current) => [...current, { key, name: file.name, share: 0 }]);
      setStatus(t('calculatorEvidence.uploading', { name: file.name }));
      try {
        const saved = await uploadEvidenceFile(target, file, (share) =>
          setUploads((current) =>
            current.map((upload) => (upload.key === key ? { ...upload, share } : upload)),
          ),
        );
        updateFiles((current) => [...current.filter((entry) => entry._id !== saved._id), saved]);
        stored += 1;
      } catch (error) {
        found.push(describeRefusal(error, file.name));
      } finally {
        setUploads((current) => current.filter((upload) => upload.key !== key));
      }
    }
    setProblems(found);
    setStatus(stored > 0 ? t('calculatorEvidence.uploaded', { count: stored }) : '');
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = async (file: EvidenceFile) => {
    const isConfirmed = await dialogs.confirm({
      title: t('calculatorEvidence.deleteTitle'),
      message: t('calculatorEvidence.deleteMessage', { name: file.name }),
      confirmLabel: t('calculatorEvidence.delete'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    try {
      await deleteEvidenceFile(file._id);
      updateFiles((current) => current.filter((entry) => entry._id !== file._id));
      setStatus(t('calculatorEvidence.deleted', { name: file.name }));
    } catch {
      toasts.show({ message: t('calculatorEvidence.deleteFailed', { name: file.name }), tone: 'error' });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (canUpload) void uploadAll([...event.dataTransfer.files]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is an extra for mouse users; the file picker below is the keyboard and screen-reader way
    <div
      className={`rounded-md border px-3 py-2 ${isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
      onDragOver={(event) => {
        if (!canUpload) return;
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      data-testid="evidence-files"
    >
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calculatorEvidence.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('calculatorEvidence.listLabel', { subject })}>
          {files.map((file) => (
            <li
              key={file._id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm"
              data-testid="evidence-file"
            >
              <PaperclipIcon className="h-4 w-4 shrink-0 text-slate-500" />
              <a
                href={evidenceFileUrl(file._id)}
                download={file.name}
                className="min-w-0 flex-1 break-all font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                aria-label={t('calculatorEvidence.download', {
                  name: file.name,
                  size: formatFileSize(file.size, lang),
                })}
              >
                {file.name}
              </a>
              <span className="text-xs text-slate-500 tabular-nums">{formatFileSize(file.size, lang)}</span>
              {canDelete && (
                <button
                  type="button"
                  className="rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
                  aria-label={t('calculatorEvidence.deleteNamed', { name: file.name })}
                  onClick={() => void remove(file)}
                >
                  {t('calculatorEvidence.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {uploads.map((upload) => (
        <div key={upload.key} className="mt-2 text-sm text-slate-700">
          <span className="block truncate">{upload.name}</span>
          <progress
            className="h-2 w-full"
            max={1}
            value={upload.share}
            aria-label={t('calculatorEvidence.progressLabel', { name: upload.name })}
          />
        </div>
      ))}

      {problems.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700" data-testid="evidence-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>

      {canUpload && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <input
            ref={inputRef}
            id={`${id}-picker`}
            type="file"
            multiple
            accept={EVIDENCE_ACCEPT}
            className="peer sr-only"
            onChange={(event) => void uploadAll([...(event.target.files ?? [])])}
            disabled={uploads.length > 0}
          />
          <label
            htmlFor={`${id}-picker`}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-400"
          >
            <PaperclipIcon className="h-4 w-4" />
            {t('calculatorEvidence.attach')}
            <span className="sr-only">: {subject}</span>
          </label>
          <span className="text-xs text-slate-500">{t('calculatorEvidence.hint', { limit })}</span>
        </div>
      )}
    </div>
  );
}
