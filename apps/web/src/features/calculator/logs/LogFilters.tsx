import { CHANGE_LOG_ACTIONS, CHANGE_LOG_SUBJECTS, type ChangeLogQuery } from '@carbon-ledger/core';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';

export type LogFilterValues = Omit<ChangeLogQuery, 'page'>;

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

/** The filters of a year's log: what, which change, who and a range of days. Applied on submit. */
export function LogFilters({
  values,
  actors,
  onApply,
}: {
  values: LogFilterValues;
  actors: readonly { _id: string; name: string }[];
  onApply: (values: LogFilterValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    onApply({
      subject: read('subject') as LogFilterValues['subject'],
      action: read('action') as LogFilterValues['action'],
      actor: read('actor'),
      from: read('from'),
      to: read('to'),
    });
  };
  const subjects = CHANGE_LOG_SUBJECTS.filter((subject) => subject !== 'annotation');
  const actions = CHANGE_LOG_ACTIONS.filter((action) => action !== 'annotate');
  return (
    <form
      onSubmit={submit}
      aria-label={t('calculatorLogs.filters')}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      data-testid="logs-filters"
      // A new key when the applied filters are reset clears the fields.
      key={JSON.stringify(values)}
    >
      <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-700">
        {t('calculatorLogs.subject')}
        <select
          id={`${id}-subject`}
          name="subject"
          defaultValue={values.subject ?? ''}
          className={fieldClass}
        >
          <option value="">{t('calculatorLogs.any')}</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {t(`calculatorLogs.subjects.${subject}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-action`} className="text-sm font-medium text-slate-700">
        {t('calculatorLogs.action')}
        <select id={`${id}-action`} name="action" defaultValue={values.action ?? ''} className={fieldClass}>
          <option value="">{t('calculatorLogs.any')}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {t(`calculatorLogs.actions.${action}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-actor`} className="text-sm font-medium text-slate-700">
        {t('calculatorLogs.actor')}
        <select id={`${id}-actor`} name="actor" defaultValue={values.actor ?? ''} className={fieldClass}>
          <option value="">{t('calculatorLogs.any')}</option>
          {actors.map((actor) => (
            <option key={actor._id} value={actor._id}>
              {actor.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-700">
        {t('calculatorLogs.from')}
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          defaultValue={values.from ?? ''}
          className={fieldClass}
        />
      </label>
      <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-700">
        {t('calculatorLogs.to')}
        <input id={`${id}-to`} name="to" type="date" defaultValue={values.to ?? ''} className={fieldClass} />
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit" data-testid="logs-apply">
          {t('calculatorLogs.apply')}
        </Button>
        <Button variant="ghost" onClick={() => onApply({})}>
          {t('calculatorLogs.reset')}
        </Button>
      </div>
    </form>
  );
}
