import type { ChangeLogVerdict } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useVerifyChain } from './logs-api.ts';

/** A translator for this file's few keys, kept narrow so the verdict's wording stays a plain string. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

function describeVerdict(verdict: ChangeLogVerdict, translate: Translate): string {
  if (verdict.isIntact) return translate('calculatorLogs.intact', { count: verdict.numEntries });
  return translate('calculatorLogs.broken', {
    sequence: verdict.brokenAtSequence,
    reason: translate(`calculatorLogs.reasons.${verdict.reason}`),
  });
}

/** Verifies the company's whole chain and says whether it holds or where it breaks (a live region). */
export function VerifyChain() {
  const { t } = useTranslation();
  const verify = useVerifyChain();
  const verdict = verify.data;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        onClick={() => verify.mutate()}
        disabled={verify.isPending}
        data-testid="logs-verify"
      >
        {verify.isPending ? t('calculatorLogs.verifying') : t('calculatorLogs.verify')}
      </Button>
      <p role="status" aria-live="polite" className="text-sm" data-testid="logs-verdict">
        {verify.isError ? (
          <span className="text-red-700">{t('calculatorLogs.verifyFailed')}</span>
        ) : verdict ? (
          <span className={verdict.isIntact ? 'font-medium text-brand-800' : 'font-medium text-red-700'}>
            {describeVerdict(verdict, (key, options) => String(t(key as never, options as never)))}
          </span>
        ) : null}
      </p>
    </div>
  );
}
