import i18next from 'i18next';
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

/**
 * The page's language as `Accept-Language`, read at call time: the server words what users read
 * (validation refusals, mails) in it, not in the browser's language.
 */
function getPageLanguageHeaders(): Record<string, string> {
  const language = i18next.language;
  return language ? { 'Accept-Language': language } : {};
}

/** The API client of the SPA: same origin, session cookie, CSRF header, page language, progress bar. */
export const http = createHttpClient({
  readCsrfToken: () => readCsrfCookie(),
  getExtraHeaders: () => ({ ...getPageLanguageHeaders(), ...getInviteTokenHeaders() }),
  sessionCheckPath: '/api/auth/whoami',
  onSessionExpired: () => onSessionExpired(),
  onSubscriptionRequired: (error) => onSubscriptionRequired(error),
  onActivityChange: (count) => progress.track(count),
});
