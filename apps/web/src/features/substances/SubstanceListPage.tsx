import {
  describeSubstanceProblem,
  MAX_SUBSTANCE_FILE_BYTES,
  type SubstanceListUploadResponse,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http-client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { describeNumbers } from './SubstancePicker.tsx';
import { SUBSTANCE_LIST_KEY, uploadSubstanceList, useSubstanceListStatus } from './substances-api.ts';

const LIMIT_MB = MAX_SUBSTANCE_FILE_BYTES / (1024 * 1024);
const REFUSALS = [
  'noHeader',
  'noSubstances',
  'empty',
  'tooLarge',
  'tooManyRows',
  'compressionBomb',
  'encrypted',
  'corrupt',
  'noSheet',
  'unsupportedType',
] as const;

/**
 * Settings → Substances list (operators): the list the ESG substances picker searches. A file of ECHA's
 * candidate list is read first (how many substances, which rows are skipped and why), then stored on
 * confirmation, replacing the whole list.
 */
export function SubstanceListPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('de') ? 'de' : 'en';
  const queryClient = useQueryClient();
  const status = useSubstanceListStatus();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<SubstanceListUploadResponse>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'store'>();

  const describeRefusal = (error: ApiError | undefined) => {
    const reason = error?.details?.[0]?.message;
    const known = REFUSALS.find((refusal) => refusal === reason);
    if (known === 'tooLarge' || error?.status === 413)
      return t('substances.list.tooLarge', { limit: LIMIT_MB });
    return known ? t(`substances.list.refused.${known}`) : describeFailure(t, error);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setPreview(undefined);
    if (!file) {
      setProblem(t('substances.list.chooseFile'));
      return;
    }
    if (file.size > MAX_SUBSTANCE_FILE_BYTES) {
      setProblem(t('substances.list.tooLarge', { limit: LIMIT_MB }));
      return;
    }
    setProblem(undefined);
    setBusy('preview');
    const result = await uploadSubstanceList(file, 'preview');
    setBusy(undefined);
    if (!result.data) setProblem(describeRefusal(result.error));
    else setPreview(result.data);
  };

  const store = async () => {
    if (!file) return;
    setBusy('store');
    const result = await uploadSubstanceList(file, 'store');
    setBusy(undefined);
    if (!result.data) {
      setProblem(describeRefusal(result.error));
      return;
    }
    queryClient.setQueryData(SUBSTANCE_LIST_KEY, result.data.status);
    await queryClient.invalidateQueries({ queryKey: ['esg', 'substances'] });
    toasts.show({
      message: t('substances.list.stored', { count: result.data.substanceCount }),
      tone: 'success',
    });
    reset();
  };

  const reset = () => {
    setPreview(undefined);
    setFile(undefined);
    setProblem(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const { formatDateTime } = useDateFormat();
  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('substances.list.title')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('substances.list.intro')}</p>
      </header>
      <section aria-labelledby="substances-current" className="rounded-xl bg-white p-5 shadow-sm">
        <h3 id="substances-current" className="font-medium">
          {t('substances.list.currentTitle')}
        </h3>
        <p className="mt-2 text-sm break-words text-slate-700" data-testid="substance-list-status">
          {status.isPending
            ? t('app.loading')
            : status.isError
              ? t('errors.generic')
              : status.data.list
                ? t('substances.list.current', {
                    count: status.data.list.substanceCount,
                    fileName: status.data.list.fileName,
                    date: formatDateTime(status.data.list.loadedAt),
                  })
                : t('substances.list.seed', { count: status.data.seedCount })}
        </p>
      </section>
      <form
        noValidate
        onSubmit={(event) => void check(event)}
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm"
      >
        <label htmlFor={inputId} className="block font-medium">
          {t('substances.list.fileLabel', { limit: LIMIT_MB })}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setPreview(undefined);
            setProblem(undefined);
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100"
        />
        {problem ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={busy !== undefined}>
          {busy === 'preview' ? t('substances.list.checking') : t('substances.list.preview')}
        </Button>
      </form>
      {preview ? (
        <section
          aria-labelledby="substances-preview"
          className="space-y-4 rounded-xl bg-white p-5 shadow-sm"
          data-testid="substance-preview"
        >
          <h3 id="substances-preview" className="font-medium">
            {t('substances.list.previewTitle')}
          </h3>
          <p role="status" className="text-sm break-words text-slate-800">
            {preview.substanceCount > 0
              ? t('substances.list.read', { count: preview.substanceCount, fileName: preview.fileName })
              : t('substances.list.readNone', { fileName: preview.fileName })}
          </p>
          {preview.sample.length > 0 ? (
            <div>
              <h4 className="text-sm font-medium text-slate-800">{t('substances.list.sampleTitle')}</h4>
              <ul className="mt-1 space-y-1 text-sm">
                {preview.sample.map((substance) => (
                  <li key={substance.id} className="break-words">
                    <span className="font-medium">{substance.name}</span>{' '}
                    <span className="text-slate-600">{describeNumbers(substance)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h4 className="text-sm font-medium text-slate-800">
              {t('substances.list.skippedTitle', { count: preview.problems.length })}
            </h4>
            {preview.problems.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('substances.list.noneSkipped')}</p>
            ) : (
              <ul className="mt-1 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-amber-900">
                {preview.problems.map((rowProblem) => (
                  <li key={`${rowProblem.sheetRow}-${rowProblem.code}`} className="break-words">
                    {describeSubstanceProblem(rowProblem, lang)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            {preview.substanceCount > 0 ? (
              <Button onClick={() => void store()} disabled={busy !== undefined}>
                {busy === 'store'
                  ? t('substances.list.storing')
                  : t('substances.list.store', { count: preview.substanceCount })}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={reset} disabled={busy !== undefined}>
              {t('substances.list.cancel')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
