import { API_KEY_PREFIX, type ApiKeySummary, formatRelativeTime } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { STACKED_TABLE, StackedCellLabel } from '../../components/ui/stacked-table.tsx';
import { useDateFormat } from '../../lib/useDateFormat.ts';

export type ApiKeyListProps = { apiKeys: ApiKeySummary[]; onRevoke: (apiKey: ApiKeySummary) => void };

const HEADER_CLASS = 'px-4 py-3 font-medium';

/** The company's keys: which is which (name and prefix), how old, until when, last use, revoke. */
export function ApiKeyList({ apiKeys, onRevoke }: ApiKeyListProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const { formatDate } = useDateFormat();
  const now = new Date();

  return (
    <div className="rounded-xl bg-white shadow-sm sm:overflow-x-auto">
      <table className={STACKED_TABLE.table}>
        <caption className="sr-only">{t('apiKeys.listCaption')}</caption>
        <thead className={STACKED_TABLE.thead}>
          <tr>
            <th scope="col" className={HEADER_CLASS}>
              {t('apiKeys.name')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              {t('apiKeys.key')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              {t('apiKeys.createdAt')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              {t('apiKeys.expiresAt')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              {t('apiKeys.lastUsed')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              <span className="sr-only">{t('apiKeys.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className={STACKED_TABLE.tbody}>
          {apiKeys.map((apiKey) => (
            <tr key={apiKey._id} className={STACKED_TABLE.row} data-testid="api-key-row">
              <td className={`${STACKED_TABLE.cell} font-medium break-words`}>{apiKey.name}</td>
              <td className={`${STACKED_TABLE.cell} font-mono text-xs whitespace-nowrap text-slate-600`}>
                <StackedCellLabel>{t('apiKeys.key')}</StackedCellLabel>
                {`${API_KEY_PREFIX}…${apiKey.keyPrefix}…`}
              </td>
              <td className={`${STACKED_TABLE.cell} whitespace-nowrap text-slate-600`}>
                <StackedCellLabel>{t('apiKeys.createdAt')}</StackedCellLabel>
                {formatDate(apiKey.createdAt)}
              </td>
              <td className={`${STACKED_TABLE.cell} whitespace-nowrap text-slate-600`}>
                <StackedCellLabel>{t('apiKeys.expiresAt')}</StackedCellLabel>
                {apiKey.expiresAt ? formatDate(apiKey.expiresAt) : t('apiKeys.never')}
                {apiKey.isExpired && (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
                    {t('apiKeys.expired')}
                  </span>
                )}
              </td>
              <td className={`${STACKED_TABLE.cell} whitespace-nowrap text-slate-600`}>
                <StackedCellLabel>{t('apiKeys.lastUsed')}</StackedCellLabel>
                {apiKey.lastUsedAt
                  ? formatRelativeTime(apiKey.lastUsedAt, now, locale)
                  : t('apiKeys.notUsedYet')}
              </td>
              <td className={`${STACKED_TABLE.cell} sm:text-right`}>
                <button
                  type="button"
                  onClick={() => onRevoke(apiKey)}
                  aria-label={t('apiKeys.revokeLabel', { name: apiKey.name })}
                  className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline"
                >
                  {t('apiKeys.revoke')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
