import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useReductionTargets } from '../impact/impact-api.ts';

export type TargetSelectProps = {
  container: string;
  value: string;
  onChange: (target: string) => void;
  error?: string | undefined;
};

/** The reduction targets of the widget's project to show progress towards. */
export function TargetSelect({ container, value, onChange, error }: TargetSelectProps) {
  const { t } = useTranslation();
  const targets = useReductionTargets({ kind: 'container', id: container });
  if (targets.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  const list = targets.data?.targets ?? [];
  if (list.length === 0) return <p className="text-sm text-slate-700">{t('insights.form.noTargets')}</p>;
  return (
    <SelectField
      label={t('insights.form.target')}
      placeholder=""
      options={list.map((target) => ({
        value: target._id,
        label: `−${target.reductionPercent} % · ${target.baseYear} → ${target.targetYear}`,
      }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
