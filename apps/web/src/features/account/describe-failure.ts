import { isErrorCode } from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../api/http-client.ts';

/** A failed call in the user's language: the catalogue's text for its code, or the network notice. */
export function describeFailure(t: TFunction, error: ApiError | undefined): string {
  if (!error) return t('errors.network');
  return isErrorCode(error.code) ? t(`errors.${error.code}`) : t('errors.generic');
}
