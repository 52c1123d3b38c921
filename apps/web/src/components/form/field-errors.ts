import {
  type DisplayLocale,
  describeValidationIssue,
  isValidationMessageKey,
  type ValidationMessageKey,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import type { ZodError } from 'zod';
import type { ApiError } from '../../api/http-client.ts';

/** Field path ('info.zip') → validation message key. */
export type FieldErrors = Record<string, ValidationMessageKey>;

/** The first problem of each field of a failed client-side check. */
export function collectFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors))
      errors[path] = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return errors;
}

/** The server's VALIDATION_FAILED/CONFLICT details, keyed by field the same way. */
export function collectServerFieldErrors(error: ApiError | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of error?.details ?? []) {
    if (!(detail.path in errors)) {
      errors[detail.path] = isValidationMessageKey(detail.message) ? detail.message : 'validation.invalid';
    }
  }
  return errors;
}

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

/**
 * Texts for validation keys in the current language (the core ships both catalogues); with the
 * issue's params, a refused claim names its term.
 */
export function useValidationText(): (
  key: ValidationMessageKey | undefined,
  params?: FieldIssue['params'],
) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  return (key, params) => (key ? describeValidationIssue({ message: key, params }, language) : undefined);
}
