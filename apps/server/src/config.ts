import {
  BILLING_MODES,
  type BillingMode,
  DEFAULT_EVIDENCE_QUOTA_MB,
  DEFAULT_SUPPORT_ATTACHMENT_QUOTA_MB,
  isValidEmail,
  normalizeEmail,
} from '@carbon-ledger/core';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** `a@x.org, b@y.org`: every entry must be an email; blanks between commas are ignored. */
const emailListFromEnv = z
  .string()
  .transform((value) => value.split(',').map(normalizeEmail).filter(Boolean))
  .refine((emails) => emails.every(isValidEmail), 'must be a comma-separated list of email addresses');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Carbon Ledger <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_MODE: booleanFromEnv.default(false),
  TRUST_PROXY: booleanFromEnv.default(false),
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_TICKET_URL: z.url().optional(),
  SUPPORT_CHAT_URL: z.url().optional(),
  TERMS_URL: z.url().optional(),
  PRIVACY_URL: z.url().optional(),
  FAQ_URL: z.url().optional(),
  IMPORT_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  IMPORT_MAX_ROWS: z.coerce.number().int().positive().max(10_000_000).default(100_000),
  /** Per company: the evidence files together, and its support tickets' attachments together (MB). */
  EVIDENCE_QUOTA_MB: z.coerce.number().positive().max(100_000_000).default(DEFAULT_EVIDENCE_QUOTA_MB),
  SUPPORT_ATTACHMENT_QUOTA_MB: z.coerce
    .number()
    .positive()
    .max(100_000_000)
    .default(DEFAULT_SUPPORT_ATTACHMENT_QUOTA_MB),
  OPERATOR_EMAILS: emailListFromEnv.default([]),
  SSO_ALLOW_PRIVATE_ISSUERS: booleanFromEnv.default(false),
  /** Positive news feeds (docs/news.md): off turns fetching, and feed entries on the page, off. */
  NEWS_FEEDS: booleanFromEnv.default(true),
  NEWS_FEED_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  NEWS_FEEDS_ALLOW_PRIVATE: booleanFromEnv.default(false),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().positive().max(1_000_000).default(10),
  BILLING: z.enum(BILLING_MODES, { error: 'must be off or stripe' }).default('off'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  BILLING_PLANS_FILE: z.string().min(1).default('./config/billing/plans.json'),
  /** Where the Stripe API is (protocol, host, port); the real one by default. For tests and proxies. */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.stripe.com' })
    .optional(),
  /** Days a customer has to pay an invoice sent at checkout (collection by invoice). */
  STRIPE_INVOICE_DAYS_UNTIL_DUE: z.coerce.number().int().min(1).max(365).default(30),
  /** Days a company's trial of a product lasts from its start (billing `stripe`); 0 offers no trials. */
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Where evidence files are kept: `DATA_DIR/files` (local) or an S3-compatible bucket (s3). */
  FILES_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  FILES_S3_BUCKET: z.string().min(3).optional(),
  FILES_S3_PREFIX: z
    .string()
    .regex(/^[\w.\-/]*$/, 'may hold letters, digits, . - _ and /')
    .default(''),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  FILES_S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; without it the embedded database under `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** Set explicitly or generated once and kept under `dataDir`. */
  sessionSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** Sender of every mail, e.g. `Carbon Ledger <no-reply@example.org>`. */
  mailFrom: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  isMaintenanceMode: boolean;
  isBehindProxy: boolean;
  supportEmail: string | undefined;
  /** Pages of the operator's own website shown in the footer and support popup. */
  links: { terms?: string; privacy?: string; faq?: string; supportTicket?: string; supportChat?: string };
  /** Largest spreadsheet the import reads, in bytes and rows. */
  importLimits: { maxBytes: number; maxRows: number };
  /** What each company may store at most, in bytes: its evidence files, its ticket attachments. */
  uploadQuotas: { evidenceBytes: number; supportAttachmentBytes: number };
  /** Accounts made platform operators when they sign in or register (normalized emails). */
  operatorEmails: string[];
  /** Identity providers on private, loopback or link-local addresses (and http to them) are allowed. */
  allowPrivateSsoIssuers: boolean;
  /** The positive news feeds (docs/news.md). */
  news: NewsConfig;
  /** Company registrations one IP address may attempt in an hour (several colleagues behind one NAT may need more). */
  registrationsPerIpPerHour: number;
  /** Built SPA to serve; tests without a build leave it unset. */
  webDistDir: string | undefined;
  /**
   * `off`: everything is included and no prices are shown. `stripe`: companies are entitled by their
   * stored subscriptions and the prices file is served; the Stripe keys are required.
   */
  billing: BillingConfig;
  /** Where evidence files are kept (docs/evidence-files.md). */
  files: FilesConfig;
};

export type NewsConfig = {
  /** `NEWS_FEEDS`: false turns feed fetching off entirely; curated items still show. */
  areFeedsEnabled: boolean;
  /** `NEWS_FEED_INTERVAL_MINUTES`: how often every enabled feed is fetched. */
  feedIntervalMinutes: number;
  /** `NEWS_FEEDS_ALLOW_PRIVATE`: feeds on private, loopback or link-local addresses (and http to them). */
  allowPrivateFeedAddresses: boolean;
};

export type S3FilesConfig = {
  bucket: string;
  /** Put before `<company id>/<file id>`; empty or ending in `/`. */
  prefix: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Without them the SDK's default chain (environment, profile, instance role) is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type FilesConfig = { store: 'local' } | ({ store: 's3' } & S3FilesConfig);

export type BillingConfig = {
  mode: BillingMode;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** The operator's prices file (JSON, see docs/billing.md); read at start in stripe mode. */
  plansFile: string;
  /** The Stripe API's address when not the real one (tests, proxies). */
  stripeApi: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
  invoiceDaysUntilDue: number;
  /** `TRIAL_DAYS`: how long a trial lasts; 0 offers none. */
  trialDays: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. Empty strings count as unset so that
 * `FOO= npm start` behaves like leaving FOO out. Throws a ConfigError naming every bad variable.
 */
export function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in configSchema.shape && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.BILLING === 'stripe') {
    const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !present[name]);
    if (missing.length > 0) {
      throw new ConfigError(`BILLING=stripe needs ${missing.join(' and ')} to be set.`);
    }
  }
  if (values.FILES_STORE === 's3' && !values.FILES_S3_BUCKET) {
    throw new ConfigError('FILES_STORE=s3 needs FILES_S3_BUCKET to be set.');
  }
  if (Boolean(values.FILES_S3_ACCESS_KEY_ID) !== Boolean(values.FILES_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together.');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    sessionSecret: values.SESSION_SECRET,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    logLevel: values.LOG_LEVEL,
    isMaintenanceMode: values.MAINTENANCE_MODE,
    isBehindProxy: values.TRUST_PROXY,
    supportEmail: values.SUPPORT_EMAIL,
    links: {
      terms: values.TERMS_URL,
      privacy: values.PRIVACY_URL,
      faq: values.FAQ_URL,
      supportTicket: values.SUPPORT_TICKET_URL,
      supportChat: values.SUPPORT_CHAT_URL,
    },
    importLimits: {
      maxBytes: Math.round(values.IMPORT_MAX_MB * 1024 * 1024),
      maxRows: values.IMPORT_MAX_ROWS,
    },
    uploadQuotas: {
      evidenceBytes: Math.round(values.EVIDENCE_QUOTA_MB * 1024 * 1024),
      supportAttachmentBytes: Math.round(values.SUPPORT_ATTACHMENT_QUOTA_MB * 1024 * 1024),
    },
    operatorEmails: values.OPERATOR_EMAILS,
    allowPrivateSsoIssuers: values.SSO_ALLOW_PRIVATE_ISSUERS,
    news: {
      areFeedsEnabled: values.NEWS_FEEDS,
      feedIntervalMinutes: values.NEWS_FEED_INTERVAL_MINUTES,
      allowPrivateFeedAddresses: values.NEWS_FEEDS_ALLOW_PRIVATE,
    },
    registrationsPerIpPerHour: values.REGISTRATIONS_PER_IP_PER_HOUR,
    webDistDir: undefined,
    billing: {
      mode: values.BILLING,
      stripeSecretKey: values.STRIPE_SECRET_KEY,
      stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
      plansFile: values.BILLING_PLANS_FILE,
      stripeApi: toStripeApi(values.STRIPE_API_BASE),
      invoiceDaysUntilDue: values.STRIPE_INVOICE_DAYS_UNTIL_DUE,
      trialDays: values.TRIAL_DAYS,
    },
    files: toFilesConfig(values),
  };
}

function toFilesConfig(values: z.infer<typeof configSchema>): FilesConfig {
  if (values.FILES_STORE === 'local') return { store: 'local' };
  const prefix = values.FILES_S3_PREFIX;
  return {
    store: 's3',
    bucket: values.FILES_S3_BUCKET ?? '',
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    region: values.FILES_S3_REGION,
    endpoint: values.FILES_S3_ENDPOINT,
    forcePathStyle: values.FILES_S3_FORCE_PATH_STYLE,
    credentials:
      values.FILES_S3_ACCESS_KEY_ID && values.FILES_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.FILES_S3_ACCESS_KEY_ID, secretAccessKey: values.FILES_S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function toStripeApi(base: string | undefined): BillingConfig['stripeApi'] {
  if (!base) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)) };
}
