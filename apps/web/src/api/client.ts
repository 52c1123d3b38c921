import { progress } from '../components/ui/progress.ts';
import { type ApiError, createHttpClient, readCsrfCookie } from './http-client.ts';
import { getInviteTokenHeaders } from './invite-token.ts';

type SessionExpiredListener = () => void;
let onSessionExpired: SessionExpiredListener = () => {};

/** Lets the app shell decide what a lost session looks like (the Session Expired dialog). */
export function setSessionExpiredListener(listener: SessionExpiredListener): void {
  onSessionExpired = listener;
}

type SubscriptionRequiredListener = (error: ApiError) => void;
let onSubscriptionRequired: SubscriptionRequiredListener = () => {};

/** Lets the app shell decide where a call refused for a missing subscription leads (the subscribe page). */
export function setSubscriptionRequiredListener(listener: SubscriptionRequiredListener): void {
  onSubscriptionRequired = listener;
}

/** The API client of the SPA: same origin, session cookie, CSRF header, progress bar. */
export const http = createHttpClient({
  readCsrfToken: () => readCsrfCookie(),
  getExtraHeaders: getInviteTokenHeaders,
  sessionCheckPath: '/api/auth/whoami',
  onSessionExpired: () => onSessionExpired(),
  onSubscriptionRequired: (error) => onSubscriptionRequired(error),
  onActivityChange: (count) => progress.track(count),
});
