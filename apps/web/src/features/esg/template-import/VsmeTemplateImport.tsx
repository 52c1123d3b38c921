import {
  DEFAULT_SPREADSHEET_LIMITS,
  findVsmeDatapoint,
  type ReportingEntityResponse,
  readVsmeTemplate,
  SpreadsheetFileError,
  type VsmeFormResponse,
  VsmeTemplateError,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { CalculatorApiError } from '../../calculator/api/calculator-api.ts';
import { saveVsmeForm } from '../esg-api.ts';
import { reportingEntityKey } from '../ReportingEntityForm.tsx';
import { buildImportPreview, type TemplateImportPreview, toImportRequest } from './template-import-model.ts';

export type VsmeTemplateImportProps = {
  form: VsmeFormResponse;
  lang: 'en' | 'de';
  hasUnsavedChanges: boolean;
  onSaved: (form: VsmeFormResponse) => void;
};

type State =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'error'; fileName: string; message: string }
  | { step: 'preview'; fileName: string; preview: TemplateImportPreview };

const MAX_BYTES = DEFAULT_SPREADSHEET_LIMITS.maxBytes;

/** Lets the browser paint the progress before the (synchronous) reading of the workbook starts. */
const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 30));

/**
 * "Import VSME template": reads a filled EFRAG VSME digital template in the browser (the file is never
 * uploaded), previews what will be taken over and what not, and saves the ticked answers as one batch.
 */
export function VsmeTemplateImport({ form, lang, hasUnsavedChanges, onSaved }: VsmeTemplateImportProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileName = file.name;
    setState({ step: 'reading', fileName });
    try {
      // Refused before a byte is loaded.
      if (file.size > MAX_BYTES) {
        throw new SpreadsheetFileError('tooLarge', { limit: Math.round(MAX_BYTES / 1024 / 1024) });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      await nextPaint();
      const read = readVsmeTemplate(bytes);
      const saved = queryClient.getQueryData<ReportingEntityResponse>(reportingEntityKey)?.entity ?? null;
      setState({ step: 'preview', fileName, preview: buildImportPreview(read, form, lang, saved) });
    } catch (error) {
      let message: string;
      if (error instanceof VsmeTemplateError) message = error.messages[lang];
      else if (error instanceof SpreadsheetFileError && error.code === 'tooLarge') {
        message = t('esgTemplateImport.tooLarge', { maxMb: error.values.limit });
      } else if (error instanceof SpreadsheetFileError) {
        message = t(`calculatorImport.fileErrors.${error.code}`, {
          maxMb: error.values.limit,
          maxRows: error.values.limit,
        });
      } else message = t('calculatorImport.fileErrors.corrupt');
      setState({ step: 'error', fileName, message });
    }
  };

  return (
    <div ref={rootRef} className="space-y-2" data-testid="vsme-template-import">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={hasUnsavedChanges || state.step === 'reading'}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          data-testid="vsme-template-import-button"
        >
          {t('esgTemplateImport.button')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('esgTemplateImport.fileLabel')}
          data-testid="vsme-template-file"
          onChange={(event) => void readFile(event)}
        />
        <span id={hintId} className="text-xs text-slate-600">
          {hasUnsavedChanges ? t('esgTemplateImport.saveFirst') : t('esgTemplateImport.hint')}
        </span>
      </div>
      <div aria-live="polite">
        {state.step === 'reading' && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <span
              aria-hidden="true"
              className="inline-block size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
            />
            {t('esgTemplateImport.reading', { file: state.fileName })}
          </p>
        )}
      </div>
      {state.step === 'error' && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800"
          data-testid="vsme-template-error"
        >
          {state.fileName}: {state.message}
        </p>
      )}
      {state.step === 'preview' && (
        <ImportPreviewDialog
          form={form}
          fileName={state.fileName}
          preview={state.preview}
          onClose={() => {
            setState({ step: 'idle' });
            rootRef.current?.querySelector('button')?.focus();
          }}
          onSaved={(saved, count) => {
            onSaved(saved);
            setState({ step: 'idle' });
            toasts.show({ message: t('esgTemplateImport.saved', { count }), tone: 'success' });
          }}
        />
      )}
    </div>
  );
}

function ImportPreviewDialog({
  form,
  fileName,
  preview,
  onClose,
  onSaved,
}: {
  form: VsmeFormResponse;
  fileName: string;
  preview: TemplateImportPreview;
  onClose: () => void;
  onSaved: (form: VsmeFormResponse, count: number) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [selected, setSelected] = useState(
    () => new Set(preview.items.filter((item) => item.isSelected).map((item) => item.code)),
  );
  const [isSaving, setIsSaving] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const toggle = (code: string, isOn: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (isOn) next.add(code);
      else next.delete(code);
      return next;
    });

  const confirm = async () => {
    const request = toImportRequest(preview.items, selected, preview.entity);
    setIsSaving(true);
    setRefusal([]);
    try {
      const saved = await saveVsmeForm(form.year._id, request);
      dialogRef.current?.close();
      if (request.reportingEntity) void queryClient.invalidateQueries({ queryKey: reportingEntityKey });
      onSaved(saved, request.answers.length + (request.reportingEntity ? 1 : 0));
    } catch (error) {
      if (error instanceof CalculatorApiError && error.details.length > 0) {
        setRefusal([
          t('esgTemplateImport.refused', { message: error.message }),
          ...error.details.map((detail) => {
            const index = Number(detail.path.split('.')[1]);
            const code = request.answers[index]?.code;
            const label = detail.path.startsWith('reportingEntity')
              ? t('esg.entity.identifier')
              : code
                ? (findVsmeDatapoint(code)?.label.en ?? code)
                : detail.path;
            return `${label}: ${detail.message}`;
          }),
        ]);
      } else {
        setRefusal([t('esgTemplateImport.failed')]);
      }
      setIsSaving(false);
    }
  };

  const count = selected.size;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (isSaving) event.preventDefault();
      }}
      onClose={onClose}
      className="m-auto flex max-h-[92vh] w-[calc(100vw-1rem)] max-w-3xl flex-col rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
      data-testid="vsme-template-preview"
    >
      <div className="border-b border-slate-200 p-4">
        <h2 id={titleId} className="break-all text-lg font-semibold text-slate-900">
          {t('esgTemplateImport.title', { file: fileName })}
        </h2>
        {preview.templateVersion && (
          <p className="text-sm text-slate-600">
            {t('esgTemplateImport.summary', { version: preview.templateVersion })}
            {preview.currency &&
              ` · ${t('esgTemplateImport.summaryCurrency', { currency: preview.currency })}`}
          </p>
        )}
      </div>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto p-4">
        <section aria-labelledby={`${titleId}-take`}>
          <h3 id={`${titleId}-take`} className="font-semibold text-slate-900">
            {t('esgTemplateImport.takeOver')}
          </h3>
          <p className="text-sm text-slate-600">{t('esgTemplateImport.takeOverHint')}</p>
          {preview.items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('esgTemplateImport.none')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
              {preview.items.map((item) => {
                const checkboxId = `${titleId}-${item.code}`;
                return (
                  <li
                    key={item.code}
                    className={`flex gap-3 p-3 ${item.isTemplateDefault ? 'bg-amber-50' : ''}`}
                    data-testid="vsme-import-item"
                    data-code={item.code}
                  >
                    <input
                      id={checkboxId}
                      type="checkbox"
                      className="mt-1 size-4 shrink-0 accent-brand-700"
                      checked={selected.has(item.code)}
                      disabled={isSaving}
                      aria-label={t('esgTemplateImport.select', {
                        label: `${item.disclosure} · ${item.label}`,
                      })}
                      aria-describedby={`${checkboxId}-details`}
                      onChange={(event) => toggle(item.code, event.target.checked)}
                    />
                    <div className="min-w-0 flex-1">
                      <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
                        {item.disclosure} · {item.label}
                      </label>
                      <dl
                        id={`${checkboxId}-details`}
                        className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm"
                      >
                        <dt className="text-slate-600">{t('esgTemplateImport.value')}</dt>
                        <dd
                          className="line-clamp-3 whitespace-pre-line break-words text-slate-900"
                          data-testid="value"
                        >
                          {item.shown}
                        </dd>
                        <dt className="text-slate-600">{t('esgTemplateImport.replaces')}</dt>
                        <dd className="break-words text-slate-800" data-testid="replaces">
                          {item.previousShown === null
                            ? t('esgTemplateImport.newAnswer')
                            : item.isUnchanged
                              ? t('esgTemplateImport.unchanged')
                              : `${item.previousShown} → ${item.shown}`}
                        </dd>
                        <dt className="text-slate-600">{t('esgTemplateImport.cell')}</dt>
                        <dd className="break-all font-mono text-xs text-slate-700 leading-5">{item.cell}</dd>
                      </dl>
                      {item.isTemplateDefault && (
                        <p className="mt-1 text-sm text-amber-900" data-testid="template-default">
                          <strong>{t('esgTemplateImport.templateDefault')}:</strong>{' '}
                          {t('esgTemplateImport.templateDefaultHint')}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${titleId}-skipped`}>
          <h3 id={`${titleId}-skipped`} className="font-semibold text-slate-900">
            {t('esgTemplateImport.skipped', { count: preview.skipped.length })}
          </h3>
          {preview.skipped.length === 0 ? (
            <p className="text-sm text-slate-700">{t('esgTemplateImport.noSkipped')}</p>
          ) : (
            <ul
              className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800"
              data-testid="vsme-import-skipped"
            >
              {preview.skipped.map((skip, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open
                <li key={`${skip.cell}-${index}`} className="break-words">
                  {skip.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="space-y-2 border-t border-slate-200 p-4">
        {refusal.length > 0 && (
          <ul role="alert" className="space-y-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {refusal.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isSaving} onClick={() => dialogRef.current?.close()}>
            {t('esgTemplateImport.cancel')}
          </Button>
          <Button
            disabled={isSaving || count === 0}
            onClick={() => void confirm()}
            data-testid="vsme-import-confirm"
          >
            {isSaving ? t('esgTemplateImport.saving') : t('esgTemplateImport.confirm', { count })}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
