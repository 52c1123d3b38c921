import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ShellDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string | undefined;
  testId?: string | undefined;
  /** Wider for tables (recompute preview). */
  isWide?: boolean;
  children: ReactNode;
};

/** The modal of the projects home (rename, add a year, groups, recompute): title, text, content. */
export function ShellDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  testId,
  isWide = false,
  children,
}: ShellDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid={testId}
          className={`fixed top-1/2 left-1/2 z-40 flex max-h-[90vh] ${
            isWide ? 'w-[min(40rem,calc(100vw-2rem))]' : 'w-[min(30rem,calc(100vw-2rem))]'
          } -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 pt-5 pb-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <span aria-hidden="true" className="block size-5 text-xl leading-5">
                ×
              </span>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
