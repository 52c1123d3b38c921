import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';

/** Sticky at the bottom of the page: the number of unsaved changes and the Save button. */
export function SaveBar({
  unsavedCount,
  numBlocking = 0,
  isSaving,
  onSave,
}: {
  unsavedCount: number;
  /** Number fields whose text cannot be taken: Save stays clickable to say which they are. */
  numBlocking?: number;
  isSaving: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="sticky bottom-0 z-20 -mx-2 flex items-center justify-end gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur"
      data-testid="inputs-save-bar"
    >
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {numBlocking > 0
          ? t('calculatorInputs.save.notNumbers', { count: numBlocking })
          : unsavedCount > 0
            ? t('calculatorInputs.save.unsaved', { count: unsavedCount })
            : t('calculatorInputs.save.none')}
      </p>
      <Button onClick={onSave} disabled={(unsavedCount === 0 && numBlocking === 0) || isSaving}>
        {isSaving ? t('calculatorInputs.save.saving') : t('calculatorInputs.save.button')}
      </Button>
    </div>
  );
}
