import {
  type Container,
  findNewestInstance,
  getDisplayContainerType,
  getInstanceYearLabel,
  instanceGeneralInputSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../../components/form/field-errors.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { createInstance, listInstances } from '../api/calculator-api.ts';
import { useCalculatorForm } from '../api/calculator-queries.ts';
import { getNextYearPeriod } from './project-defaults.ts';
import { ShellDialog } from './ShellDialog.tsx';
import { useCalculatorAction } from './useCalculatorAction.ts';
import { useRegionOptions } from './useRegionOptions.ts';
import { VoluntarySectionsField } from './VoluntarySectionsField.tsx';
import { listVoluntarySectionChoices, readVoluntarySectionsError } from './voluntary-sections.ts';

export type AddYearDialogProps = {
  container: Container;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * Adds a year to a project (admin): the period after the newest year, in the newest year's region, with
 * the newest year's voluntary sections unless the admin chooses others.
 */
export function AddYearDialog({ container, isOpen, onOpenChange }: AddYearDialogProps) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('calculatorShell.addYear.title', { name: container.name })}
      description={t('calculatorShell.addYear.description')}
      testId="add-year-dialog"
    >
      <AddYearForm container={container} onDone={() => onOpenChange(false)} />
    </ShellDialog>
  );
}

function AddYearForm({ container, onDone }: { container: Container; onDone: () => void }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const run = useCalculatorAction();
  const regions = useRegionOptions();
  const initial = useMemo(() => getNextYearPeriod(container.instances, new Date()), [container.instances]);
  const newestId = findNewestInstance(container.instances)?._id;
  // The summary in the setup has no region: the newest year's general settings come from instances/list.
  const newest = useQuery({
    queryKey: ['calculator', 'instance', newestId],
    queryFn: async () => (await listInstances({ instances: [newestId ?? ''] }))[0] ?? null,
    enabled: Boolean(newestId),
  });
  const newestGeneral = newest.data?.general;
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [chosenRegion, setChosenRegion] = useState<string>();
  const region = chosenRegion ?? newestGeneral?.electricityEmissionFactor.region ?? regions.defaultRegion;
  const type = getDisplayContainerType(container.type);
  const form = useCalculatorForm(type === 'esg' ? undefined : type, container._id);
  const choices = useMemo(() => listVoluntarySectionChoices(form.data?.sections ?? []), [form.data]);
  const [chosenSections, setChosenSections] = useState<string[]>();
  const sections = chosenSections ?? newestGeneral?.selectedVoluntarySectionIds ?? [];
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = instanceGeneralInputSchema.safeParse({
      startDate,
      endDate,
      // The new year keeps the newest one's surcharge; its voluntary sections are the ones shown.
      surchargePercent: newestGeneral?.surchargePercent ?? 0,
      selectedVoluntarySectionIds: sections,
      electricityEmissionFactor: { region },
    });
    setErrors(parsed.success ? {} : collectFieldErrors(parsed.error));
    if (!parsed.success) return;
    setIsSaving(true);
    const answer = await run(
      () => createInstance({ container: container._id, general: parsed.data }),
      (created) =>
        t('calculatorShell.addYear.added', {
          name: container.name,
          year: getInstanceYearLabel(created.instance.general),
        }),
      (error) => {
        const sectionsError = readVoluntarySectionsError(error);
        if (sectionsError) setErrors({ selectedVoluntarySectionIds: sectionsError });
      },
    );
    setIsSaving(false);
    if (answer) onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('calculatorShell.addYear.startDate')}
          type="date"
          required
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          error={validationText(errors.startDate)}
        />
        <TextField
          label={t('calculatorShell.addYear.endDate')}
          type="date"
          required
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          error={validationText(errors.endDate)}
        />
      </div>
      <SelectField
        label={t('calculatorShell.addYear.region')}
        options={regions.options}
        value={region}
        onChange={(event) => setChosenRegion(event.target.value)}
        error={validationText(errors['electricityEmissionFactor.region'])}
      />
      <VoluntarySectionsField
        choices={choices}
        value={sections}
        onChange={setChosenSections}
        error={validationText(errors.selectedVoluntarySectionIds)}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('calculatorShell.addYear.saving') : t('calculatorShell.addYear.submit')}
        </Button>
      </div>
    </form>
  );
}
