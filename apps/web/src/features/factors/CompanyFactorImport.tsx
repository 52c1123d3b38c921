import { type DisplayLocale, isErrorCode } from '@carbon-ledger/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http-client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { CompanyFactorColumnsHelp } from './CompanyFactorColumnsHelp.tsx';
import { importCompanyFactors } from './company-factors-api.ts';
import {
  describeImportIssues,
  detectFactorFileKind,
  FACTOR_FILE_ACCEPT,
  isFactorFileTooLarge,
  readFactorFile,
} from './factor-file.ts';
import { type ImportFailure, ImportIssueList } from './ImportIssueList.tsx';

type Stage = 'idle' | 'reading' | 'uploading';

export type CompanyFactorImportProps = { onImported: () => Promise<unknown> };

/** Admins: pick a CSV or XLSX file, upload it, and see either the count imported or every problem. */
export function CompanyFactorImport({ onImported }: CompanyFactorImportProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [stage, setStage] = useState<Stage>('idle');
  const [failure, setFailure] = useState<ImportFailure>();
  // How the file writes numbers as text: the page's language, followed until the admin chooses (the file
  // is read only when it is uploaded).
  const pageLocale: DisplayLocale = i18n.language?.startsWith('de') ? 'de' : 'en';
  const [chosenLocale, setChosenLocale] = useState<DisplayLocale>();
  const numberLocale = chosenLocale ?? pageLocale;
  const localeId = useId();
  const isBusy = stage !== 'idle';

  const describeServerFailure = (error: ApiError | undefined): ImportFailure => {
    if (!error) return { title: t('errors.network'), issues: [] };
    const issues = describeImportIssues(error.details);
    if (error.code === 'VALIDATION_FAILED' && issues.length > 0) {
      return { title: t('companyFactors.issuesTitle'), issues };
    }
    if (error.code === 'PAYLOAD_TOO_LARGE') return { title: t('companyFactors.tooManyRows'), issues: [] };
    return { title: isErrorCode(error.code) ? t(`errors.${error.code}`) : t('errors.generic'), issues: [] };
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure({ title: t('companyFactors.noFileChosen'), issues: [] });
    const kind = detectFactorFileKind(file.name);
    if (!kind) return setFailure({ title: t('companyFactors.fileTypeUnsupported'), issues: [] });
    if (isFactorFileTooLarge(kind, file.size))
      return setFailure({ title: t('companyFactors.fileTooLarge'), issues: [] });
    setFailure(undefined);
    setStage('reading');
    try {
      const body = await readFactorFile(file, kind, numberLocale);
      setStage('uploading');
      const result = await importCompanyFactors(body);
      if (!result.data) return setFailure(describeServerFailure(result.error));
      toasts.show({
        message: t('companyFactors.imported', { count: result.data.imported }),
        tone: 'success',
      });
      setFile(undefined);
      if (inputRef.current) inputRef.current.value = '';
      await onImported();
    } catch {
      setFailure({ title: t('companyFactors.fileUnreadable'), issues: [] });
    } finally {
      setStage('idle');
    }
  };

  return (
    <section
      aria-labelledby="company-factor-import-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="company-factor-import-title" className="text-lg font-semibold">
          {t('companyFactors.importTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('companyFactors.importIntro')}</p>
      </div>
      <CompanyFactorColumnsHelp />
      <form onSubmit={(event) => void upload(event)} className="space-y-3" aria-busy={isBusy}>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t('companyFactors.fileLabel')}
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={FACTOR_FILE_ACCEPT}
              aria-describedby={hintId}
              disabled={isBusy}
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                setFailure(undefined);
              }}
              className="block min-w-72 text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100"
            />
            <Button type="submit" disabled={isBusy}>
              {isBusy && (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              )}
              {isBusy ? t('companyFactors.importing') : t('companyFactors.importButton')}
            </Button>
          </div>
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            {t('companyFactors.fileHint')}
          </p>
        </div>
        <div>
          <label htmlFor={localeId} className="block text-sm font-medium text-slate-800">
            {t('companyFactors.numberLocale')}
          </label>
          <select
            id={localeId}
            value={numberLocale}
            disabled={isBusy}
            onChange={(event) => setChosenLocale(event.target.value as DisplayLocale)}
            className="mt-1 block w-64 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50"
          >
            <option value="en">{t('companyFactors.numberLocaleEn')}</option>
            <option value="de">{t('companyFactors.numberLocaleDe')}</option>
          </select>
        </div>
        <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="import-status">
          {stage === 'reading' && t('companyFactors.reading')}
          {stage === 'uploading' && t('companyFactors.uploading', { name: file?.name ?? '' })}
        </p>
      </form>
      {failure && <ImportIssueList failure={failure} />}
    </section>
  );
}
