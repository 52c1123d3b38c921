import { type DisplayLocale, describeValidationIssue } from '@carbon-ledger/core';

/** One problem of a field as the client's check (`listValidationIssues`) or the server's details give it. */
export type FieldIssue = { readonly path: string; readonly message: string; readonly params?: unknown };

/**
 * The first problem of each field in words, in the page's language. Unlike a bare key, a refused
 * public text (`claims.forbidden`) names the term as written and why it cannot be published.
 */
export function describeFieldIssues(
  issues: readonly FieldIssue[] | undefined,
  language: DisplayLocale,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const issue of issues ?? []) {
    if (!(issue.path in texts)) texts[issue.path] = describeValidationIssue(issue, language);
  }
  return texts;
}
