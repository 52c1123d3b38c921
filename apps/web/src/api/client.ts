import { progress } from '../components/ui/progress.ts';
import { createHttpClient, readCsrfCookie } from './http-client.ts';
import { getInviteTokenHeaders } from './invite-token.ts';

type SessionExpiredListener = () => void;
let onSessionExpired: SessionExpiredListener = () => {};

/** Lets the app shell decide what a lost session looks like (the Session Expired dialog). */
export function setSessionExpiredListener(listener: SessionExpiredListener): void {
  onSessionExpired = listener;
}

/** The API client of the SPA: same origin, session cookie, CSRF header, progress bar. */
export const http = createHttpClient({
  readCsrfToken: () => readCsrfCookie(),
  getExtraHeaders: getInviteTokenHeaders,
  sessionCheckPath: '/api/auth/whoami',
  onSessionExpired: () => onSessionExpired(),
  onActivityChange: (count) => progress.track(count),
});
