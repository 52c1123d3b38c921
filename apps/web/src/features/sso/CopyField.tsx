import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';

/** Spec: a copy action shows 'Copied' for 2 seconds. */
const COPIED_TOAST_SECONDS = 2;

export type CopyFieldProps = { label: string; value: string; hint?: string | undefined; testId?: string };

/** A read-only value with a Copy button: the redirect URI, a setup link. */
export function CopyField({ label, value, hint, testId }: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toasts.show({ message: t('sso.copied'), tone: 'success', ttlSeconds: COPIED_TOAST_SECONDS });
    } catch {
      toasts.show({ message: t('sso.copyFailed'), tone: 'error' });
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={t('sso.copyLabel', { label })}>
          {t('sso.copy')}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
