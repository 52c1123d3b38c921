import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { dialogs } from '../../../components/ui/dialogs.ts';

/** The confirm dialog's texts, already translated. */
export type LeaveGuardTexts = { title: string; message: string; confirm: string; cancel: string };

/**
 * Asks before leaving the Inputs page with unsaved changes: a confirm dialog for navigation inside the
 * app (moving between sections of the page is not leaving), the browser's prompt for a reload or close.
 * Another editor passes its own `texts`.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean, onLeave: () => void, texts?: LeaveGuardTexts) {
  const { t } = useTranslation();
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker object changes on every render: ask once per blocked navigation.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const own = textsRef.current;
    void dialogs
      .confirm({
        title: own?.title ?? t('calculatorInputs.leave.title'),
        message: own?.message ?? t('calculatorInputs.leave.message'),
        confirmLabel: own?.confirm ?? t('calculatorInputs.leave.confirm'),
        cancelLabel: own?.cancel ?? t('calculatorInputs.leave.cancel'),
        isWarning: true,
      })
      .then((isConfirmed) => {
        const current = blockerRef.current;
        if (current.state !== 'blocked') return;
        if (isConfirmed) {
          onLeaveRef.current();
          current.proceed();
        } else {
          current.reset();
        }
      });
  }, [blocker.state, t]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);
}
