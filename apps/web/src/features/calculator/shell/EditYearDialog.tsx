import {
  getInstanceYearLabel,
  type InstanceGeneralInput,
  instanceGeneralInputSchema,
  type RecomputePreview,
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
import { listInstances, previewInstanceGeneral, updateInstance } from '../api/calculator-api.ts';
import { useCalculatorForm } from '../api/calculator-queries.ts';
import { FactorSourcesField } from './FactorSourcesField.tsx';
import {
  type FactorSourcesDraft,
  isFactorSourcesChanged,
  readFactorSourcesErrors,
  toFactorSourcesDraft,
  toFactorSourcesInput,
} from './factor-source-choice.ts';
import { collectSectionLabels, RecomputePreviewSummary } from './RecomputeDialog.tsx';
import { ShellDialog } from './ShellDialog.tsx';
import { useCalculatorAction } from './useCalculatorAction.ts';
import { useRegionOptions } from './useRegionOptions.ts';
import { VoluntarySectionsField } from './VoluntarySectionsField.tsx';
import { listVoluntarySectionChoices, readVoluntarySectionsError } from './voluntary-sections.ts';

export type EditYearDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  instanceId: string;
  title: string;
  formGroupId: string;
  containerId?: string | undefined;
};

/**
 * Changes an open year's period, region, factor sources and voluntary sections. The year picks the
 * factor editions, the region the grid factor and the sources the library of each kind, so a change of
 * any of them first shows the recompute preview (editions before and after, change per section) and
 * nothing is recomputed until it is confirmed; a change of the sections alone is saved at once (a
 * section that holds rows cannot be left out: the server refuses it).
 */
export function EditYearDialog({ isOpen, onOpenChange, title, ...props }: EditYearDialogProps) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={t('calculatorShell.editYear.description')}
      testId="edit-year-dialog"
      isWide
    >
      <EditYearForm {...props} onDone={() => onOpenChange(false)} />
    </ShellDialog>
  );
}

function EditYearForm({
  instanceId,
  formGroupId,
  containerId,
  onDone,
}: Omit<EditYearDialogProps, 'isOpen' | 'onOpenChange' | 'title'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const run = useCalculatorAction();
  const regions = useRegionOptions();
  const current = useQuery({
    queryKey: ['calculator', 'instance', instanceId],
    queryFn: async () => (await listInstances({ instances: [instanceId] }))[0] ?? null,
  });
  const form = useCalculatorForm(formGroupId, containerId);
  const labels = useMemo(() => collectSectionLabels(form.data?.sections ?? []), [form.data]);
  const choices = useMemo(() => listVoluntarySectionChoices(form.data?.sections ?? []), [form.data]);
  const [sections, setSections] = useState<string[]>();
  const saved = current.data?.general;
  const [startDate, setStartDate] = useState<string>();
  const [endDate, setEndDate] = useState<string>();
  const [region, setRegion] = useState<string>();
  const [sourcesDraft, setSourcesDraft] = useState<FactorSourcesDraft>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<{ general: InstanceGeneralInput; preview: RecomputePreview }>();
  const [isBusy, setIsBusy] = useState(false);
  const [isPreviewFailed, setIsPreviewFailed] = useState(false);

  if (!saved) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {current.isError ? t('calculatorShell.recompute.loadError') : t('calculatorShell.recompute.loading')}
      </p>
    );
  }

  const sources = sourcesDraft ?? toFactorSourcesDraft(saved);
  const shownRegion = region ?? saved.electricityEmissionFactor.region;

  // Refusals the server names a field of (sections that hold rows, sources the region cannot compute with).
  const readServerErrors = (error: unknown): FieldErrors | undefined => {
    const sectionsError = readVoluntarySectionsError(error);
    const found: FieldErrors = {
      ...readFactorSourcesErrors(error),
      ...(sectionsError ? { selectedVoluntarySectionIds: sectionsError } : {}),
    };
    return Object.keys(found).length > 0 ? found : undefined;
  };
  const showServerError = (error: unknown) => {
    const found = readServerErrors(error);
    if (found) {
      setPending(undefined);
      setErrors(found);
    }
  };

  const save = async (general: InstanceGeneralInput, isRecomputed: boolean) => {
    setIsBusy(true);
    const answer = await run(
      () => updateInstance(instanceId, general),
      (instance) =>
        t(isRecomputed ? 'calculatorShell.editYear.done' : 'calculatorShell.editYear.savedSections', {
          year: getInstanceYearLabel(instance.general),
        }),
      showServerError,
    );
    setIsBusy(false);
    if (answer) onDone();
  };

  // The period picks the factor editions, the region the grid factor, the sources each kind's library:
  // their change is previewed. A year that follows its region's defaults changes them with the region.
  const isFigureChanged = (
    general: Pick<InstanceGeneralInput, 'startDate' | 'endDate' | 'electricityEmissionFactor'>,
  ) =>
    general.startDate !== saved.startDate ||
    general.endDate !== saved.endDate ||
    general.electricityEmissionFactor.region.toUpperCase() !==
      saved.electricityEmissionFactor.region.toUpperCase() ||
    isFactorSourcesChanged(saved, sources);
  const isPreviewNeeded = isFigureChanged({
    startDate: startDate ?? saved.startDate,
    endDate: endDate ?? saved.endDate,
    electricityEmissionFactor: { region: shownRegion },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = instanceGeneralInputSchema.safeParse({
      startDate: startDate ?? saved.startDate,
      endDate: endDate ?? saved.endDate,
      surchargePercent: saved.surchargePercent,
      selectedVoluntarySectionIds: sections ?? saved.selectedVoluntarySectionIds,
      electricityEmissionFactor: { region: shownRegion },
      factorSources: toFactorSourcesInput(sources),
    });
    setErrors(parsed.success ? {} : collectFieldErrors(parsed.error));
    if (!parsed.success) return;
    // Choosing sections changes no figure: nothing to preview.
    if (!isFigureChanged(parsed.data)) {
      await save(parsed.data, false);
      return;
    }
    setIsBusy(true);
    setIsPreviewFailed(false);
    try {
      const preview = await previewInstanceGeneral(instanceId, parsed.data);
      setPending({ general: parsed.data, preview });
    } catch (error) {
      if (readServerErrors(error)) showServerError(error);
      else setIsPreviewFailed(true);
    } finally {
      setIsBusy(false);
    }
  };

  if (pending) {
    return (
      <div className="space-y-4" data-testid="edit-year-preview">
        <p className="text-sm text-slate-700">{t('calculatorShell.editYear.previewIntro')}</p>
        <RecomputePreviewSummary data={pending.preview} labels={labels} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={isBusy} onClick={() => setPending(undefined)}>
            {t('calculatorShell.editYear.back')}
          </Button>
          <Button disabled={isBusy} onClick={() => void save(pending.general, true)}>
            {isBusy ? t('calculatorShell.editYear.saving') : t('calculatorShell.editYear.apply')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('calculatorShell.addYear.startDate')}
          type="date"
          required
          value={startDate ?? saved.startDate}
          onChange={(event) => setStartDate(event.target.value)}
          error={validationText(errors.startDate)}
        />
        <TextField
          label={t('calculatorShell.addYear.endDate')}
          type="date"
          required
          value={endDate ?? saved.endDate}
          onChange={(event) => setEndDate(event.target.value)}
          error={validationText(errors.endDate)}
        />
      </div>
      <SelectField
        label={t('calculatorShell.addYear.region')}
        options={regions.options}
        value={shownRegion}
        onChange={(event) => setRegion(event.target.value)}
        error={validationText(errors['electricityEmissionFactor.region'])}
      />
      <FactorSourcesField draft={sources} region={shownRegion} onChange={setSourcesDraft} errors={errors} />
      <VoluntarySectionsField
        choices={choices}
        value={sections ?? saved.selectedVoluntarySectionIds}
        onChange={setSections}
        error={validationText(errors.selectedVoluntarySectionIds)}
      />
      {isPreviewFailed && (
        <p role="alert" className="text-sm text-red-700">
          {t('calculatorShell.recompute.loadError')}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy
            ? t('calculatorShell.recompute.loading')
            : isPreviewNeeded
              ? t('calculatorShell.editYear.preview')
              : t('calculatorShell.editYear.save')}
        </Button>
      </div>
    </form>
  );
}
