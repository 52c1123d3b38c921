import { type Container, renameContainerRequestSchema } from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../../components/form/field-errors.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { renameContainer } from '../api/calculator-api.ts';
import { ShellDialog } from './ShellDialog.tsx';
import { useCalculatorAction } from './useCalculatorAction.ts';

export type RenameProjectDialogProps = {
  container: Container;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Renames a project (owner). */
export function RenameProjectDialog({ container, isOpen, onOpenChange }: RenameProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('calculatorShell.project.renameTitle')}
      testId="rename-project-dialog"
    >
      <RenameForm container={container} onDone={() => onOpenChange(false)} />
    </ShellDialog>
  );
}

function RenameForm({ container, onDone }: { container: Container; onDone: () => void }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const run = useCalculatorAction();
  const [name, setName] = useState(container.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = renameContainerRequestSchema.safeParse({ name });
    setErrors(parsed.success ? {} : collectFieldErrors(parsed.error));
    if (!parsed.success) return;
    setIsSaving(true);
    const answer = await run(
      () => renameContainer(container._id, parsed.data.name),
      (renamed) => t('calculatorShell.project.renamed', { name: renamed.name }),
    );
    setIsSaving(false);
    if (answer) onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label={t('calculatorShell.project.nameLabel')}
        value={name}
        maxLength={120}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={validationText(errors.name)}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {t('calculatorShell.project.save')}
        </Button>
      </div>
    </form>
  );
}
