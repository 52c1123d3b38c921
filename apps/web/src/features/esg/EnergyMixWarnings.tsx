import {
  checkEsrsEnergyMix,
  checkVsmeEnergySplit,
  type DatapointValue,
  findVsmeDatapoint,
  formatAmount,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { formatFact } from './esg-draft.ts';

type Lang = 'en' | 'de';

const mwh = (value: number, lang: Lang) => formatFact({ kind: 'number', value, unit: 'utr:MWh' }, lang) ?? '';
const percent = (value: number, lang: Lang) => `${formatAmount(value, lang)} %`;

/**
 * The energy figures that do not fit together as they are shown now (typed or stored): ESRS E1-5's
 * energy by source beyond the calculator's total, or a renewable share other than the renewable
 * energy's part; VSME B3's energy by source beyond the calculator's total, or a source whose renewable
 * and non-renewable parts do not make up its total. Said beside the form and left to the user: the total
 * may change with the calculator's years.
 */
export function EnergyMixWarnings({
  answerOf,
  lang,
  family,
}: {
  answerOf: (code: string) => DatapointValue | null;
  lang: Lang;
  family: 'esrs' | 'vsme';
}) {
  const { t } = useTranslation();
  const warnings = family === 'esrs' ? checkEsrsEnergyMix(answerOf) : checkVsmeEnergySplit(answerOf);
  return (
    <div role="status" aria-live="polite" data-testid="energy-mix-warnings">
      {warnings.map((warning) => (
        <p
          key={warning.kind === 'partsDifferFromSource' ? warning.source : warning.kind}
          className="mb-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {warning.kind === 'partsExceedTotal'
            ? t('esg.energyMix.partsExceedTotal', {
                parts: mwh(warning.partsMwh, lang),
                total: mwh(warning.totalMwh, lang),
              })
            : warning.kind === 'partsDifferFromSource'
              ? t('esg.energyMix.partsDifferFromSource', {
                  source: findVsmeDatapoint(warning.source)?.label[lang] ?? warning.source,
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
