import { formatEmission } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { describeFailure } from '../account/describe-failure.ts';
import { useCalculatorSetup } from '../calculator/api/calculator-queries.ts';
import { toLocale } from './survey-format.ts';
import { SURVEYS_KEY, sendSurveyToInventory } from './surveys-api.ts';

/** Sends the results to a Corporate year (admins): category 7 rows, updated when sent again. */
export function InventoryPanel({ surveyId }: { surveyId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const setup = useCalculatorSetup();
  const queryClient = useQueryClient();
  const locale = toLocale(i18n.language);
  const years = (setup.data?.containers ?? [])
    .filter((container) => container.type === 'company')
    .flatMap((container) =>
      container.instances.map((instance) => ({
        id: instance._id,
        label: `${container.name} ${instance.startDate.slice(0, 4)}`,
      })),
    );
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const instanceId = chosen || years[0]?.id || '';
  const send = async () => {
    setIsSending(true);
    const result = await sendSurveyToInventory(surveyId, instanceId);
    setIsSending(false);
    if (!result.data)
      return setMessage({
        text:
          result.error?.code === 'INSTANCE_FROZEN'
            ? t('surveys.detail.frozen')
            : describeFailure(t, result.error),
        isError: true,
      });
    setMessage({
      text: t('surveys.detail.sentToYear', {
        created: result.data.created,
        updated: result.data.updated,
        total: formatEmission(result.data.totalKg, locale),
      }),
      isError: false,
    });
    await queryClient.invalidateQueries({ queryKey: SURVEYS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['calculator'] });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('surveys.detail.inventoryTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('surveys.detail.inventoryHint')}</p>
      {setup.isPending ? null : years.length === 0 ? (
        <p className="mt-2 text-sm">{t('surveys.detail.noYears')}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div>
            <label htmlFor={`${id}-year`} className="block text-sm font-medium">
              {t('surveys.detail.year')}
            </label>
            <select
              id={`${id}-year`}
              value={instanceId}
              onChange={(event) => setChosen(event.target.value)}
              className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
            >
              {years.map((year) => (
                <option key={year.id} value={year.id}>
                  {year.label}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => void send()} disabled={isSending || !instanceId}>
            {t('surveys.detail.sendToYear')}
          </Button>
        </div>
      )}
      {message ? (
        <p
          role={message.isError ? 'alert' : 'status'}
          className={`mt-2 text-sm ${message.isError ? 'text-red-700' : 'text-slate-800'}`}
          data-testid="survey-inventory-message"
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
