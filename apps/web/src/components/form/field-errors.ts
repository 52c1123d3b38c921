import { isValidationMessageKey, VALIDATION_MESSAGES, type ValidationMessageKey } from '@carbon-ledger/core';
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

/**
 * Texts for validation keys in the current language (the core ships both catalogues). A refused public
 * text reads the general claims message here; forms that publish texts name the term and the reason with
 * `describeFieldIssues` (public-text-issues.ts), which keeps the claims texts out of every other page.
 */
export function useValidationText(): (key: ValidationMessageKey | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  return (key) => (key ? VALIDATION_MESSAGES[language][key] : undefined);
}
