import { checkEsrsEnergyMix, type DatapointValue, formatAmount } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { formatFact } from './esg-draft.ts';

type Lang = 'en' | 'de';

const mwh = (value: number, lang: Lang) => formatFact({ kind: 'number', value, unit: 'utr:MWh' }, lang) ?? '';
const percent = (value: number, lang: Lang) => `${formatAmount(value, lang)} %`;

/**
 * ESRS E1-5's figures that do not fit together as they are shown now (typed or stored): the energy by
 * source beyond the calculator's total, or a renewable share other than the renewable energy's part.
 * Said beside the form and left to the user: the total may change with the calculator's years.
 */
export function EnergyMixWarnings({
  answerOf,
  lang,
}: {
  answerOf: (code: string) => DatapointValue | null;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const warnings = checkEsrsEnergyMix(answerOf);
  return (
    <div role="status" aria-live="polite" data-testid="energy-mix-warnings">
      {warnings.map((warning) => (
        <p
          key={warning.kind}
          className="mb-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {warning.kind === 'partsExceedTotal'
            ? t('esg.energyMix.partsExceedTotal', {
                parts: mwh(warning.partsMwh, lang),
                total: mwh(warning.totalMwh, lang),
              })
            : t('esg.energyMix.shareDiffers', {
                share: percent(warning.sharePercent, lang),
                computed: percent(warning.renewablePercent, lang),
              })}
        </p>
      ))}
    </div>
  );
}
