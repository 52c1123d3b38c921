import { frameDomainSchema } from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/form/field-errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useSaveFrameDomains } from './insights-api.ts';

/** The websites that may show the company's widgets in a frame, one domain per line. */
export function FrameDomainsForm({ domains }: { domains: string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const validationText = useValidationText();
  const [text, setText] = useState(domains.join('\n'));
  const [error, setError] = useState<string>();
  const save = useSaveFrameDomains();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = text.split(/\r?\n/).map((line) => line.trim());
    const list: string[] = [];
    for (const [index, line] of lines.entries()) {
      if (line === '') continue;
      const parsed = frameDomainSchema.safeParse(line);
      if (!parsed.success) {
        setError(
          t('insights.page.domainsError', {
            line: index + 1,
            message: validationText('validation.insights.frameDomain'),
          }),
        );
        return;
      }
      list.push(parsed.data);
    }
    setError(undefined);
    save.mutate(list, {
      onSuccess: () => toasts.show({ message: t('insights.page.domainsSaved'), tone: 'success' }),
      onError: () => toasts.show({ message: t('insights.card.actionError'), tone: 'error' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2 border-t border-slate-200 pt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('insights.page.domains')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('insights.page.domainsHint')}
      </p>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
        data-testid="frame-domains"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {t('insights.page.saveDomains')}
      </Button>
    </form>
  );
}
