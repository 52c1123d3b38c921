import { INVITE_TOKEN_HEADER } from '@carbon-ledger/core';

let currentToken: string | undefined;

/**
 * The token of the invite link whose public form is open (spec section 7: one client adds an
 * invite-token header from the current form's invite). Only the public form sets it.
 */
export function setInviteToken(token: string | undefined): void {
  currentToken = token;
}

/** The header every API call carries while an invite form is open. */
export function getInviteTokenHeaders(): Record<string, string> {
  return currentToken ? { [INVITE_TOKEN_HEADER]: currentToken } : {};
}
