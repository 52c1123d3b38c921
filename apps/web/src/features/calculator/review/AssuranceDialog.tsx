import { ASSURANCE_LEVELS, type AssuranceLevel, setYearAssuranceRequestSchema } from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../../components/form/field-errors.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { listInstances } from '../api/calculator-api.ts';
import { ShellDialog } from '../shell/ShellDialog.tsx';
import { useCalculatorAction } from '../shell/useCalculatorAction.ts';
import { setYearAssurance } from './review-api.ts';

export type AssuranceDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  instanceId: string;
  names: { name: string; year: string };
};

/** An admin sets a year's assurance (spec section 4): level, provider and date; also on a frozen year. */
export function AssuranceDialog({ isOpen, onOpenChange, instanceId, names }: AssuranceDialogProps) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('calculatorReview.assurance.title', names)}
      description={t('calculatorReview.assurance.description')}
      testId="assurance-dialog"
    >
      <AssuranceForm instanceId={instanceId} names={names} onDone={() => onOpenChange(false)} />
    </ShellDialog>
  );
}

function AssuranceForm({
  instanceId,
  names,
  onDone,
}: {
  instanceId: string;
  names: { name: string; year: string };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const run = useCalculatorAction();
  const current = useQuery({
    queryKey: ['calculator', 'instance', instanceId],
    queryFn: async () => (await listInstances({ instances: [instanceId] }))[0] ?? null,
  });
  const [level, setLevel] = useState<AssuranceLevel>();
  const [provider, setProvider] = useState<string>();
  const [date, setDate] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  const saved = current.data?.assurance;

  if (!saved) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {current.isError ? t('calculatorShell.recompute.loadError') : t('calculatorShell.recompute.loading')}
      </p>
    );
  }
  const shownLevel = level ?? saved.level;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = setYearAssuranceRequestSchema.safeParse({
      level: shownLevel,
      provider: provider ?? saved.provider,
      date: (date ?? saved.date ?? '') || null,
    });
    setErrors(parsed.success ? {} : collectFieldErrors(parsed.error));
    if (!parsed.success) return;
    setIsBusy(true);
    const answer = await run(
      () => setYearAssurance(instanceId, parsed.data),
      () => t('calculatorReview.assurance.saved', names),
    );
    setIsBusy(false);
    if (answer) onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <SelectField
        label={t('calculatorReview.assurance.level')}
        options={ASSURANCE_LEVELS.map((value) => ({
          value,
          label: t(`calculatorReview.assurance.levels.${value}`),
        }))}
        value={shownLevel}
        onChange={(event) => setLevel(event.target.value as AssuranceLevel)}
        error={validationText(errors.level)}
      />
      {shownLevel !== 'none' && (
        <>
          <TextField
            label={t('calculatorReview.assurance.provider')}
            hint={t('calculatorReview.assurance.providerHint')}
            required
            maxLength={200}
            value={provider ?? saved.provider}
            onChange={(event) => setProvider(event.target.value)}
            error={validationText(errors.provider)}
          />
          <TextField
            label={t('calculatorReview.assurance.date')}
            type="date"
            value={date ?? saved.date ?? ''}
            onChange={(event) => setDate(event.target.value)}
            error={validationText(errors.date)}
          />
        </>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('calculatorReview.assurance.saving') : t('calculatorReview.assurance.save')}
        </Button>
      </div>
    </form>
  );
}
