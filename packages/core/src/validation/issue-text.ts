import { describeClaimFinding } from '../claims/claim-rules.ts';
import { claimIssueParamsSchema } from '../claims/public-text-schema.ts';
import type { DisplayLocale } from '../format/display-locale.ts';
import { isValidationMessageKey } from './message-keys.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * The text of one problem of a field, in the page's language: the message key's text, or for a
 * `claims.forbidden` issue whose params say which term and rule, the term as written and the reason.
 * Used by the server's error message and by the forms, so both say the same.
 */
export function describeValidationIssue(
  issue: { readonly message: string; readonly params?: unknown },
  locale: DisplayLocale,
): string {
  if (issue.message === 'claims.forbidden') {
    const params = claimIssueParamsSchema.safeParse(issue.params);
    if (params.success) return describeClaimFinding(params.data, locale);
  }
  return VALIDATION_MESSAGES[locale][
    isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid'
  ];
}
