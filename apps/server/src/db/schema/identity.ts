import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** People. Global: one account can belong to several companies. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in through single sign-on. */
    passwordHash: text('password_hash'),
    nameFirst: text('name_first').notNull(),
    nameLast: text('name_last').notNull(),
    language: text('language').notNull().default('en'),
    /** Platform operators: act as sitewide-admin in every company. */
    isSitewideAdmin: boolean('is_sitewide_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** The tenants. Every company-owned table carries `company_id`. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Legal name. */
  company: text('company').notNull(),
  brand: text('brand').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  zip: text('zip').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  vatType: text('vat_type'),
  vatId: text('vat_id'),
  currency: text('currency').notNull().default('EUR'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to which company, and with which role. */
export const memberships = pgTable(
  'memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('memberships_user').on(table.userId),
  ],
);

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the user is working in. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** Failed sign-ins per IP and per account, for throttling. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Single-use tokens mailed to people: password reset, email change, account deletion, invitation.
 * Stored hashed; `usedAt` makes them single-use.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_user').on(table.userId)],
);

/**
 * A registration waiting for its address to be confirmed: nothing exists until the mailed link is
 * opened. Keeps the validated form and the password's hash (never the password); the token is stored
 * hashed and is used up by deleting the row.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Names, language, the company's details and its currency, as validated at registration. */
    payload: jsonb('payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('pending_registrations_email').on(table.email),
    index('pending_registrations_expires_at').on(table.expiresAt),
  ],
);

/**
 * API keys for the public API (`/1.0/...`). The key itself names its company
 * (`clk_<company>_<secret>`), so lookups go by company and hash and the keys stay company-leading.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The first characters, to recognise a key in lists without revealing it. */
    keyPrefix: text('key_prefix').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Short-lived keys made for a user's programmatic calls (5 minutes). */
    isTemporary: boolean('is_temporary').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('api_keys_company_hash').on(table.companyId, table.keyHash),
  ],
);

/** A company's single sign-on (OpenID Connect) settings. */
export const ssoConfigs = pgTable(
  'sso_configs',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** AES-256-GCM under a key derived from the session secret; never answered by the API. */
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    /** People whose email ends in this domain sign in through this provider. */
    emailDomain: text('email_domain').notNull(),
    defaultRole: text('default_role').notNull().default('viewer'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The value of the DNS TXT record that proves the domain (`carbon-ledger-domain=<challenge>`). */
    domainChallenge: text('domain_challenge')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    /** When the company proved it controls `emailDomain`; sign-in uses the settings only after that. */
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    /** A code mailed to an address at the domain (hashed), and until when it counts. */
    domainCodeHash: text('domain_code_hash'),
    domainCodeExpiresAt: timestamp('domain_code_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sso_configs_domain').on(table.emailDomain)],
);

/** Which provider account belongs to which user (issuer + subject are the stable identity). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('sso_identities_user').on(table.userId),
  ],
);
