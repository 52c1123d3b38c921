import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { createDemoData, DEMO_PASSWORD, demoEmail } from '../support/demo.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** What each demo role sees on Settings → Users and roles. */
const EXPECTED = [
  { role: 'owner', canInvite: true, canChangeRoles: true, canOpenCompany: true },
  { role: 'admin', canInvite: true, canChangeRoles: true, canOpenCompany: false },
  { role: 'editor', canInvite: true, canChangeRoles: false, canOpenCompany: false },
  { role: 'viewer', canInvite: false, canChangeRoles: false, canOpenCompany: false },
] as const;

describe('the demo company, one user per role', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-demo-'));
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const output = await createDemoData(dataDir);
    expect(output).toContain(demoEmail('owner'));
    server = await startServer({}, { dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(EXPECTED)(
    '$role sees exactly the controls of its role',
    async ({ role, canInvite, canChangeRoles, canOpenCompany }) => {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await signInThroughForm(page, demoEmail(role), DEMO_PASSWORD);
      await page.goto('/dashboard/settings/users');
      await page.getByTestId('member-row').first().waitFor();
      expect(await page.getByTestId('member-row').count()).toBe(4);
      expect(await page.getByRole('form', { name: 'Invite a colleague or supplier' }).count()).toBe(
        canInvite ? 1 : 0,
      );
      expect((await page.getByRole('combobox', { name: /^Role of / }).count()) > 0).toBe(canChangeRoles);

      const companyLink = page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: 'Company' });
      if (canOpenCompany) {
        await companyLink.click();
        await page.waitForURL('**/dashboard/settings/company');
        await page.getByRole('button', { name: 'Save changes' }).waitFor();
      } else {
        // Settings lists only the pages the role opens; the address itself still says no.
        expect(await companyLink.count()).toBe(0);
        await page.goto('/dashboard/settings/company');
        await page.getByTestId('warning-popup').waitFor();
      }
      await context.close();
    },
  );
});
