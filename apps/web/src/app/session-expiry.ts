import type { TFunction } from 'i18next';
import { setSessionExpiredListener } from '../api/client.ts';
import { dialogs } from '../components/ui/dialogs.ts';

/** Spec section 9: the Session Expired dialog waits 5 s before going to login. */
export const SESSION_EXPIRED_REDIRECT_MS = 5000;

/** The login URL that brings the user back to where they were. */
export function buildLoginRedirect(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const here = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirectPath=${encodeURIComponent(here)}`;
}

/**
 * When the session is gone: a popup nobody can dismiss, then login with the way back. Somebody who
 * was never signed in is simply sent to login.
 */
export function installSessionExpiryHandler(t: TFunction, wasSignedIn: () => boolean): void {
  setSessionExpiredListener(() => {
    if (!wasSignedIn()) {
      window.location.assign(buildLoginRedirect(window.location));
      return;
    }
    void dialogs.warn({
      title: t('session.expiredTitle'),
      message: t('session.expiredMessage'),
      isDismissable: false,
    });
    setTimeout(
      () => window.location.assign(buildLoginRedirect(window.location)),
      SESSION_EXPIRED_REDIRECT_MS,
    );
  });
}
