import { type Container, type Group, groupInputSchema } from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../../components/form/field-errors.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { createGroup, updateGroup } from '../api/calculator-api.ts';
import { ContainerTypeIcon } from '../icons/ContainerTypeIcon.tsx';
import { ShellDialog } from './ShellDialog.tsx';
import { translateGroupTitle } from './shell-labels.ts';
import { useCalculatorAction } from './useCalculatorAction.ts';

export type GroupDialogProps = {
  /** The group to edit; undefined creates one. */
  group: Group | undefined;
  containers: Container[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Creates or edits a group (admin): an optional name and the projects it adds up. */
export function GroupDialog({ group, containers, isOpen, onOpenChange }: GroupDialogProps) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={group ? t('calculatorShell.groups.editTitle') : t('calculatorShell.groups.createTitle')}
      description={t('calculatorShell.groups.description')}
      testId="group-dialog"
    >
      <GroupForm group={group} containers={containers} onDone={() => onOpenChange(false)} />
    </ShellDialog>
  );
}

function GroupForm({
  group,
  containers,
  onDone,
}: {
  group: Group | undefined;
  containers: Container[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const run = useCalculatorAction();
  const legendId = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [selected, setSelected] = useState<string[]>(group?.containers ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const toggle = (containerId: string, isChecked: boolean) =>
    setSelected((current) =>
      isChecked ? [...current, containerId] : current.filter((candidate) => candidate !== containerId),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const parsed = groupInputSchema.safeParse({
      ...(trimmed ? { name: trimmed } : {}),
      // Keep the projects' order of the home page.
      containers: containers.map((container) => container._id).filter((id) => selected.includes(id)),
    });
    setErrors(parsed.success ? {} : collectFieldErrors(parsed.error));
    if (!parsed.success) return;
    setIsSaving(true);
    const answer = await run(
      () => (group ? updateGroup(group._id, parsed.data) : createGroup(parsed.data)),
      (saved) => t('calculatorShell.groups.saved', { name: translateGroupTitle(t, saved.name) }),
    );
    setIsSaving(false);
    if (answer) onDone();
  };

  const projectsError = errors.containers ? t('calculatorShell.groups.projectsRequired') : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label={t('calculatorShell.groups.name')}
        value={name}
        maxLength={120}
        autoComplete="off"
        placeholder={t('calculatorShell.groups.untitled')}
        hint={t('calculatorShell.groups.nameHint')}
        onChange={(event) => setName(event.target.value)}
        error={validationText(errors.name)}
      />
      <fieldset aria-describedby={projectsError ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {t('calculatorShell.groups.projects')}
        </legend>
        <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
          {containers.map((container) => (
            <li key={container._id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={selected.includes(container._id)}
                  onChange={(event) => toggle(container._id, event.target.checked)}
                  className="size-4 accent-brand-700"
                />
                <ContainerTypeIcon type={container.type} className="text-slate-500" />
                <span className="truncate">{container.name}</span>
              </label>
            </li>
          ))}
        </ul>
        {projectsError && (
          <p id={`${legendId}-error`} className="mt-1 text-sm text-red-700">
            {projectsError}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('calculatorShell.groups.saving') : t('calculatorShell.groups.save')}
        </Button>
      </div>
    </form>
  );
}
