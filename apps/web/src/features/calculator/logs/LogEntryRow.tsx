import type { ChangeLogEntry } from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../../lib/useDateFormat.ts';
import { formatLogValue, listChangedFields } from './log-format.ts';
import { useAnnotateEntry } from './logs-api.ts';

const cellClass = 'block px-3 py-1 align-top md:table-cell md:py-3';
const phoneLabel = 'font-medium text-slate-500 md:hidden';

function useFormatters() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-GB';
  const words = { yes: t('calculatorLogs.yes'), no: t('calculatorLogs.no') };
  const { formatDateTime } = useDateFormat();
  return {
    value: (value: unknown) => formatLogValue(value, locale, words),
    at: (iso: string) => formatDateTime(iso),
  };
}

/** What an entry is about: the kind, the change, and the record's name when the entry carries it. */
function describeSubject(entry: ChangeLogEntry, subjectKind: (subject: string) => string): string {
  const kind = subjectKind(entry.subject);
  const name =
    (entry.after as { name?: unknown } | null)?.name ?? (entry.before as { name?: unknown } | null)?.name;
  const label =
    typeof name === 'string' && name !== ''
      ? name
      : entry.subject === 'esgDatapoint' || entry.subject === 'import'
        ? entry.subjectId
        : '';
  return label ? `${kind}: ${label}` : kind;
}

/** One entry of the log as a table row (stacked on a phone): when, who, what, the changed fields, notes. */
export function LogEntryRow({ entry, canAnnotate }: { entry: ChangeLogEntry; canAnnotate: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isAnnotating, setIsAnnotating] = useState(false);
  const fields = listChangedFields(entry.before, entry.after);
  return (
    <tr className="block border-b border-slate-200 py-2 md:table-row md:py-0" data-testid="log-entry">
      <td className={cellClass}>
        <span className={phoneLabel}>{t('calculatorLogs.columns.when')}: </span>
        <time dateTime={entry.at}>{format.at(entry.at)}</time>
        <span className="block text-xs text-slate-500">
          {t('calculatorLogs.entryNumber', { sequence: entry.sequence })}
        </span>
      </td>
      <td className={cellClass}>
        <span className={phoneLabel}>{t('calculatorLogs.columns.who')}: </span>
        {entry.actorName ?? t('calculatorLogs.unknownActor')}
      </td>
      <td className={cellClass}>
        <span className={phoneLabel}>{t('calculatorLogs.columns.what')}: </span>
        <span className="font-medium text-slate-900">
          {describeSubject(entry, (subject) =>
            String(t(`calculatorLogs.subjects.${subject}`, { defaultValue: subject })),
          )}
        </span>
        <span className="block text-xs text-slate-600">
          {t(`calculatorLogs.actions.${entry.action}`, { defaultValue: entry.action })}
        </span>
      </td>
      <td className={cellClass}>
        <span className={phoneLabel}>{t('calculatorLogs.columns.change')}: </span>
        {fields.length === 0 ? (
          <span className="text-slate-500">{t('calculatorLogs.noChanges')}</span>
        ) : (
          <dl className="space-y-1 text-sm" data-testid="log-entry-changes">
            {fields.map(({ field, before, after }) => (
              <div key={field} className="break-words">
                <dt className="inline font-medium text-slate-700">
                  {t(`calculatorLogs.fields.${field}`, { defaultValue: field })}:{' '}
                </dt>
                <dd className="inline">
                  <span className="text-slate-600">{format.value(before)}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> → </span>
                  <span className="font-medium text-slate-900">{format.value(after)}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </td>
      <td className={cellClass}>
        <span className={phoneLabel}>{t('calculatorLogs.columns.notes')}: </span>
        {entry.annotations.length > 0 && (
          <ul className="space-y-1 text-sm" data-testid="log-entry-annotations">
            {entry.annotations.map((annotation) => (
              <li key={annotation.sequence} className="rounded bg-amber-50 px-2 py-1">
                <span className="whitespace-pre-wrap">{annotation.text}</span>
                <span className="block text-xs text-slate-600">
                  {t('calculatorLogs.annotationBy', {
                    name: annotation.actorName ?? t('calculatorLogs.unknownActor'),
                    when: format.at(annotation.at),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {canAnnotate &&
          (isAnnotating ? (
            <AnnotateForm sequence={entry.sequence} onDone={() => setIsAnnotating(false)} />
          ) : (
            <Button
              variant="ghost"
              className="mt-1 px-2 py-1"
              aria-label={t('calculatorLogs.annotateEntry', { sequence: entry.sequence })}
              onClick={() => setIsAnnotating(true)}
              data-testid="log-entry-annotate"
            >
              {t('calculatorLogs.annotate')}
            </Button>
          ))}
      </td>
    </tr>
  );
}

function AnnotateForm({ sequence, onDone }: { sequence: number; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const annotate = useAnnotateEntry();
  const [text, setText] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setIsMissing(true);
      return;
    }
    annotate.mutate(
      { sequence, text: text.trim() },
      {
        onSuccess: () => {
          toasts.show({ message: t('calculatorLogs.annotationSaved'), tone: 'success' });
          onDone();
        },
        onError: () => toasts.show({ message: t('calculatorLogs.annotationFailed'), tone: 'error' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-1 space-y-2" data-testid="log-annotate-form">
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
        {t('calculatorLogs.annotationLabel', { sequence })}
      </label>
      <textarea
        id={`${id}-text`}
        // biome-ignore lint/a11y/noAutofocus: the field the user just asked for
        autoFocus
        value={text}
        maxLength={2000}
        rows={3}
        aria-describedby={`${id}-hint${isMissing ? ` ${id}-error` : ''}`}
        aria-invalid={isMissing || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setIsMissing(false);
        }}
        className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('calculatorLogs.annotationHint')}
      </p>
      {isMissing && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {t('calculatorLogs.annotationRequired')}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={annotate.isPending} className="px-3 py-1.5">
          {t('calculatorLogs.saveAnnotation')}
        </Button>
        <Button variant="ghost" onClick={onDone} className="px-3 py-1.5">
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
