import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('readConfig', () => {
  it('reads the news feed settings: on every hour on public addresses by default', () => {
    expect(readConfig({}).news).toEqual({
      areFeedsEnabled: true,
      feedIntervalMinutes: 60,
      allowPrivateFeedAddresses: false,
    });
    expect(
      readConfig({ NEWS_FEEDS: 'off', NEWS_FEED_INTERVAL_MINUTES: '15', NEWS_FEEDS_ALLOW_PRIVATE: 'true' })
        .news,
    ).toEqual({ areFeedsEnabled: false, feedIntervalMinutes: 15, allowPrivateFeedAddresses: true });
    expect(() => readConfig({ NEWS_FEED_INTERVAL_MINUTES: '1' })).toThrow(/NEWS_FEED_INTERVAL_MINUTES/);
  });

  it('has defaults that start the app on the embedded database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      isMaintenanceMode: false,
      importLimits: { maxBytes: 20 * 1024 * 1024, maxRows: 100_000 },
      uploadQuotas: { evidenceBytes: 10_240 * 1024 * 1024, supportAttachmentBytes: 50 * 1024 * 1024 },
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://u@db:5432/app',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://carbon.example.org/',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'warn',
      MAINTENANCE_MODE: 'true',
      IMPORT_MAX_MB: '5',
      IMPORT_MAX_ROWS: '2000',
      EVIDENCE_QUOTA_MB: '500',
      SUPPORT_ATTACHMENT_QUOTA_MB: '0.5',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/data',
      databaseUrl: 'postgres://u@db:5432/app',
      publicUrl: 'https://carbon.example.org',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      isMaintenanceMode: true,
      importLimits: { maxBytes: 5 * 1024 * 1024, maxRows: 2000 },
      uploadQuotas: { evidenceBytes: 500 * 1024 * 1024, supportAttachmentBytes: 512 * 1024 },
    });
  });

  it('reads the operators named in OPERATOR_EMAILS, normalized, and refuses a list with a non-email', () => {
    expect(readConfig({}).operatorEmails).toEqual([]);
    expect(readConfig({ OPERATOR_EMAILS: ' Ops@Example.org, ,second@example.org ' }).operatorEmails).toEqual([
      'ops@example.org',
      'second@example.org',
    ]);
    expect(() => readConfig({ OPERATOR_EMAILS: 'ops@example.org; second@example.org' })).toThrow(
      /OPERATOR_EMAILS: must be a comma-separated list of email addresses/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names every invalid variable in one error', () => {
    const read = () =>
      readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'LOG_LEVEL'])
        expect(message).toContain(name);
    }
  });

  describe('billing', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

    it('reads how many days a trial lasts, 0 for none, and names a wrong value', () => {
      expect(readConfig({ TRIAL_DAYS: '30' }).billing.trialDays).toBe(30);
      expect(readConfig({ TRIAL_DAYS: '0' }).billing.trialDays).toBe(0);
      expect(() => readConfig({ TRIAL_DAYS: 'two weeks' })).toThrow(/TRIAL_DAYS/);
      expect(() => readConfig({ TRIAL_DAYS: '-1' })).toThrow(/TRIAL_DAYS/);
    });

    it('is off by default, with the prices file under config/billing', () => {
      expect(readConfig({}).billing).toEqual({
        mode: 'off',
        stripeSecretKey: undefined,
        stripeWebhookSecret: undefined,
        plansFile: './config/billing/plans.json',
        stripeApi: undefined,
        invoiceDaysUntilDue: 30,
        trialDays: 14,
      });
    });

    it('reads stripe mode with both keys and a prices file', () => {
      expect(
        readConfig({ BILLING: 'stripe', BILLING_PLANS_FILE: '/etc/plans.json', ...keys }).billing,
      ).toEqual({
        mode: 'stripe',
        stripeSecretKey: 'sk_test_abc',
        stripeWebhookSecret: 'whsec_abc',
        plansFile: '/etc/plans.json',
        stripeApi: undefined,
        invoiceDaysUntilDue: 30,
        trialDays: 14,
      });
    });

    it('reads where the Stripe API is and the days to pay an invoice, and names a wrong address', () => {
      const billing = readConfig({
        BILLING: 'stripe',
        ...keys,
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
        STRIPE_INVOICE_DAYS_UNTIL_DUE: '14',
      }).billing;
      expect(billing.stripeApi).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
      expect(billing.invoiceDaysUntilDue).toBe(14);
      expect(readConfig({ STRIPE_API_BASE: 'https://stripe.internal' }).billing.stripeApi).toEqual({
        protocol: 'https',
        host: 'stripe.internal',
        port: 443,
      });
      expect(() => readConfig({ STRIPE_API_BASE: 'ftp://stripe' })).toThrow(
        /STRIPE_API_BASE: must be an http/,
      );
      expect(() => readConfig({ STRIPE_INVOICE_DAYS_UNTIL_DUE: '0' })).toThrow(
        /STRIPE_INVOICE_DAYS_UNTIL_DUE/,
      );
    });

    it.each([
      {
        env: { BILLING: 'stripe' },
        message: 'BILLING=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to be set.',
      },
      {
        env: { BILLING: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: '' },
        message: 'BILLING=stripe needs STRIPE_WEBHOOK_SECRET to be set.',
      },
      {
        env: { BILLING: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
        message: 'BILLING=stripe needs STRIPE_SECRET_KEY to be set.',
      },
    ])('refuses stripe mode without its keys in one line: $message', ({ env, message }) => {
      expect(() => readConfig(env)).toThrow(new ConfigError(message));
    });

    it('names a wrong mode or key', () => {
      expect(() => readConfig({ BILLING: 'paypal' })).toThrow(/BILLING: must be off or stripe/);
      expect(() => readConfig({ BILLING: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
        /STRIPE_SECRET_KEY: must be a Stripe secret key/,
      );
    });
  });
});
