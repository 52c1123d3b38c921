import type { TFunction } from 'i18next';
import { dialogs } from '../../components/ui/dialogs.ts';

/** Spec: 'You do not have access' / 'Please contact your admin.', with no cancel button. */
export function showNoAccessPopup(t: TFunction): Promise<void> {
  return dialogs.warn({
    title: t('access.deniedTitle'),
    message: t('access.deniedMessage'),
    confirmLabel: t('common.ok'),
  });
}
