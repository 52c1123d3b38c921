import { getPasswordIssues, type PasswordIssueKey } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';

const RULES = [
  { issue: 'validation.password.length', labelKey: 'account.rules.length' },
  { issue: 'validation.password.digit', labelKey: 'account.rules.digit' },
  { issue: 'validation.password.uppercase', labelKey: 'account.rules.uppercase' },
] as const satisfies readonly { issue: PasswordIssueKey; labelKey: `account.rules.${string}` }[];

/**
 * The rules for a new password, always visible (a field error replaces the field's hint), each
 * ticked off while the user types.
 */
export function PasswordRules({ password, className = '' }: { password: string; className?: string }) {
  const { t } = useTranslation();
  const issues: readonly PasswordIssueKey[] = getPasswordIssues(password);
  return (
    <div data-testid="password-rules" className={`rounded-md bg-slate-50 px-3 py-2 text-sm ${className}`}>
      <p className="font-medium text-slate-700">{t('account.rules.title')}</p>
      <ul className="mt-1 space-y-0.5">
        {RULES.map(({ issue, labelKey }) => {
          const isMet = password !== '' && !issues.includes(issue);
          return (
            <li key={issue} className={isMet ? 'text-brand-700' : 'text-slate-600'}>
              <span aria-hidden className="inline-block w-4">
                {isMet ? '✓' : '•'}
              </span>
              {t(labelKey)}
              {isMet && <span className="sr-only"> ({t('account.rules.met')})</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
