import { SSO_DEFAULT_ROLES, type SsoConfig, type SsoDefaultRole } from '@carbon-ledger/core';
import { describeDomainTxtRecord } from './domain-proof.ts';
import type { SsoConfigRow } from './queries.ts';

function toDefaultRole(role: string): SsoDefaultRole {
  // Rows are only written through the contract; anything else reads as the least privileged role.
  return (SSO_DEFAULT_ROLES as readonly string[]).includes(role) ? (role as SsoDefaultRole) : 'viewer';
}

/** A settings row as answered: the encrypted client secret stays on the server. */
export function presentSsoConfig(row: SsoConfigRow): SsoConfig {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    hasClientSecret: row.clientSecretEncrypted.length > 0,
    emailDomain: row.emailDomain,
    defaultRole: toDefaultRole(row.defaultRole),
    isEnabled: row.isEnabled,
    updatedAt: row.updatedAt.toISOString(),
    isDomainVerified: row.domainVerifiedAt !== null,
    domainTxtRecord: describeDomainTxtRecord(row),
  };
}
