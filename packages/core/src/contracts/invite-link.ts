/**
 * The address and header of a calculator invite link: constants of their own, so the router and the
 * API client (both in the first script of the app) do not pull in the invite contracts.
 */

/** The header the public form sends the link's token in; it replaces the session on those calls. */
export const INVITE_TOKEN_HEADER = 'X-Invite-Token';
/** The public form of an invite link. */
export const INVITE_FORM_PATH = '/calculator/form/invite/:token';
