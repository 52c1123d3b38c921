import {
  type DisplayLocale,
  formatMoney,
  formatNumber,
  NACE_A64_INDUSTRIES,
  type Supplier,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { STACKED_TABLE, StackedCellLabel } from '../../components/ui/stacked-table.tsx';

/** One supplier of the list: what is known of it, its reports, and the actions a manager has. */
export function SupplierRow({
  supplier,
  canManage,
  onEdit,
  onReport,
  onSpend,
  onSend,
  onDelete,
}: {
  supplier: Supplier;
  canManage: boolean;
  onEdit: () => void;
  onReport: () => void;
  onSpend: () => void;
  onSend: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const unknown = t('supplierAssessments.table.unknown');
  const countryName = supplier.country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(supplier.country) ?? supplier.country)
    : unknown;
  const industry = NACE_A64_INDUSTRIES.find((candidate) => candidate.code === supplier.naceCode);
  const name = supplier.name;
  return (
    <tr className={STACKED_TABLE.row} data-testid="supplier-row">
      <th scope="row" className={`${STACKED_TABLE.cell} font-medium break-words`}>
        {name}
      </th>
      <td className={`${STACKED_TABLE.cell} break-all`}>
        <StackedCellLabel>{t('supplierAssessments.table.contact')}</StackedCellLabel>
        {supplier.contactEmail}
      </td>
      <td className={STACKED_TABLE.cell}>
        <StackedCellLabel>{t('supplierAssessments.table.country')}</StackedCellLabel>
        {countryName}
      </td>
      <td className={STACKED_TABLE.cell}>
        <StackedCellLabel>{t('supplierAssessments.table.nace')}</StackedCellLabel>
        {industry ? `${industry.code} ${locale === 'de' ? industry.de : industry.en}` : unknown}
      </td>
      <td className={STACKED_TABLE.cell}>
        <StackedCellLabel>{t('supplierAssessments.table.spend')}</StackedCellLabel>
        {supplier.spend ? formatMoney(supplier.spend.amount, supplier.spend.currency, locale) : unknown}
      </td>
      <td className={STACKED_TABLE.cell}>
        <StackedCellLabel>{t('supplierAssessments.table.employees')}</StackedCellLabel>
        {supplier.employees === null ? unknown : formatNumber(supplier.employees, locale, 0)}
      </td>
      <td className={STACKED_TABLE.cell} data-testid="supplier-reported">
        <StackedCellLabel>{t('supplierAssessments.table.reported')}</StackedCellLabel>
        {supplier.reportedEmissions.length === 0
          ? t('supplierAssessments.table.noReport')
          : supplier.reportedEmissions.map((report) => (
              <span key={report.year} className="block">
                {t('supplierAssessments.table.reportLine', {
                  year: report.year,
                  factor: formatNumber(report.kgPerEur, locale, 4),
                })}
              </span>
            ))}
      </td>
      {canManage && (
        <td className={STACKED_TABLE.cell}>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={onReport}
              aria-label={t('supplierAssessments.actions.report', { name })}
            >
              {t('supplierAssessments.table.reported')}
            </Button>
            <Button
              variant="secondary"
              onClick={onSend}
              aria-label={t('supplierAssessments.actions.send', { name })}
            >
              {t('supplierAssessments.actions.sendShort')}
            </Button>
            <Button
              variant="secondary"
              onClick={onSpend}
              aria-label={t('supplierAssessments.actions.spend', { name })}
            >
              {t('supplierAssessments.actions.spendShort')}
            </Button>
            <Button
              variant="secondary"
              onClick={onEdit}
              aria-label={t('supplierAssessments.actions.edit', { name })}
            >
              {t('supplierAssessments.actions.editShort')}
            </Button>
            <Button
              variant="secondary"
              onClick={onDelete}
              aria-label={t('supplierAssessments.actions.delete', { name })}
            >
              {t('supplierAssessments.delete.confirm')}
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}
