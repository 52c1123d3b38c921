import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/create-store.ts';
import { Button } from './Button.tsx';
import { dialogs } from './dialogs.ts';

/** Renders the confirmation and warning popups asked for through `dialogs`. */
export function DialogHost() {
  const { t } = useTranslation();
  const current = useStore(dialogs.queue)[0];
  if (!current) return null;
  const isDark = current.kind === 'confirm' && current.isDark;
  const isWarning = current.kind === 'warning' || current.isWarning;
  const isDismissable = current.kind === 'confirm' || current.isDismissable !== false;
  const dismiss = () => (current.kind === 'confirm' ? current.resolve(false) : current.resolve());

  return (
    <AlertDialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen && isDismissable) dismiss();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          data-testid={current.kind === 'confirm' ? 'confirm-popup' : 'warning-popup'}
          onEscapeKeyDown={(event) => {
            if (!isDismissable) event.preventDefault();
          }}
          className={`${isDark ? 'dark' : ''} fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl p-6 shadow-xl ${
            isDark ? 'bg-slate-900 text-slate-100' : 'bg-white text-slate-900'
          }`}
        >
          <div className="flex items-start gap-3">
            {isWarning && (
              <span aria-hidden className="mt-0.5 text-xl text-amber-500">
                ⚠
              </span>
            )}
            <div className="flex-1">
              <AlertDialog.Title className="text-lg font-semibold">{current.title}</AlertDialog.Title>
              <AlertDialog.Description
                className={`mt-2 text-sm ${isDark ? 'text-slate-300' : 'text-slate-600'}`}
              >
                {current.message ?? ''}
              </AlertDialog.Description>
            </div>
          </div>
          {current.kind === 'confirm' && (
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button
                  variant={isDark ? 'ghost' : 'secondary'}
                  className={isDark ? 'text-slate-100 hover:bg-slate-800' : ''}
                >
                  {current.cancelLabel ?? t('common.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  variant={current.isWarning ? 'danger' : 'primary'}
                  onClick={() => current.resolve(true)}
                >
                  {current.confirmLabel ?? t('common.confirm')}
                </Button>
              </AlertDialog.Action>
            </div>
          )}
          {current.kind === 'warning' && current.confirmLabel && (
            <div className="mt-6 flex justify-end">
              <AlertDialog.Action asChild>
                <Button onClick={() => current.resolve()}>{current.confirmLabel}</Button>
              </AlertDialog.Action>
            </div>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
