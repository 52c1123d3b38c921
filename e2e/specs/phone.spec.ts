import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const PHONE = { width: 390, height: 844 };

/** The page's width beyond the screen, with the elements that stick out (for the failure message). */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1;
      })
      .slice(-8)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const label = element.getAttribute('data-testid') ?? element.textContent?.trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} "${label}" right=${Math.round(box.right)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

/** Asserts that nothing on the page scrolls sideways at phone width, and keeps a screenshot of it. */
async function expectNoSidewaysScroll(page: Page, screenshot: string): Promise<void> {
  await saveScreenshot(page, screenshot);
  const { scrollWidth, culprits } = await sidewaysOverflow(page);
  expect(scrollWidth, `${screenshot} sticks out: ${culprits.join(' | ')}`).toBeLessThanOrEqual(PHONE.width);
}

describe('the app on a phone (390 × 844)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let inputsPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, isMobile: true, hasTouch: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the login page without sideways scrolling', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expectNoSidewaysScroll(page, 'phone-login');
  });

  it('collapses the top bar into a menu that works by keyboard', async () => {
    await registerThroughForm(page, { brand: 'Pocket Footprints' });
    await page.getByText('There are no projects yet.').waitFor();
    await expectNoSidewaysScroll(page, 'phone-shell');

    const menuButton = page.getByRole('button', { name: 'Menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Emission factors' }).isVisible()).toBe(false);

    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await menu.waitFor();
    // Focus moves into the menu, so a keyboard or screen-reader user continues there.
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await menu.getByRole('link', { name: 'Emission factors' }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    expect(await menu.textContent()).toContain('Pocket Footprints');
    await expectNoSidewaysScroll(page, 'phone-shell-menu');

    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('keeps settings within the screen, opened from the menu', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/dashboard/settings/account');
    // Following a link closes the menu.
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expectNoSidewaysScroll(page, 'phone-settings');
  });

  it('keeps every settings page within the screen, with the row actions in reach', async () => {
    await page.goto('/dashboard/settings/api-keys');
    await page.getByLabel('Name').fill('Pocket ERP export with a long name');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByTestId('api-key-row').waitFor();
    const revoke = page.getByTestId('api-key-row').getByRole('button', { name: 'Revoke' });
    const revokeBox = await revoke.boundingBox();
    expect(revokeBox && revokeBox.x >= 0 && revokeBox.x + revokeBox.width <= PHONE.width).toBe(true);

    const settingsNav = page.getByRole('navigation', { name: 'Settings' });
    const paths = await settingsNav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    // An owner's settings: account, company, users and roles, API keys, SSO, billing and licences.
    expect(paths.length).toBeGreaterThanOrEqual(9);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForURL(`**${path}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await expectNoSidewaysScroll(page, `phone-settings-${path.split('/').pop()}`);
    }
    const member = page.getByTestId('member-row');
    await page.goto('/dashboard/settings/users');
    await member.first().waitFor();
    const memberBox = await member.first().boundingBox();
    expect(memberBox && memberBox.x + memberBox.width <= PHONE.width).toBe(true);
  });

  it('reaches Workforce and the solutions catalogue from the menu', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByTestId('phone-menu');
    await menu.getByRole('link', { name: 'Workforce' }).click();
    await page.waitForURL('**/dashboard/workforce');
    await page.getByTestId('workforce-module').waitFor();
    await expectNoSidewaysScroll(page, 'phone-workforce');

    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Solutions' }).click();
    await page.waitForURL('**/dashboard/solutions');
    await page.getByTestId('solution').first().waitFor();
    await expectNoSidewaysScroll(page, 'phone-solutions');

    // A module still to come leads to its page, which says so, instead of falling back to Projects.
    await page.goto('/dashboard/events');
    await page.waitForURL('**/dashboard/events/subscribe');
    expect(await page.getByTestId('subscribe-state').textContent()).toContain('later version');
  });

  it('creates a project and enters a row on Inputs', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('phone-menu').getByRole('link', { name: 'Projects', exact: true }).click();
    await createProjectThroughForm(page, {
      name: 'Pocket office',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
      beforeSubmit: () => expectNoSidewaysScroll(page, 'phone-create-project'),
    });
    inputsPath = new URL(page.url()).pathname;

    await page.getByTestId('section-link-purchased-electricity').click();
    await page.waitForURL('**section=purchased-electricity**');
    await page.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
    const row = page.getByTestId('result-row').last();
    const amount = row.getByTestId('amount-field').first().getByRole('textbox');
    await amount.fill('120000');
    // Usable means reachable without sideways scrolling: the field and the save button are on screen.
    const amountBox = await amount.boundingBox();
    expect(amountBox && amountBox.x >= 0 && amountBox.x + amountBox.width <= PHONE.width).toBe(true);
    await expectNoSidewaysScroll(page, 'phone-inputs');

    const saveButton = page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' });
    const saveBox = await saveButton.boundingBox();
    expect(saveBox && saveBox.x >= 0 && saveBox.x + saveBox.width <= PHONE.width).toBe(true);
    await saveButton.click();
    await expect
      .poll(async () =>
        (await page.getByTestId('toast').allTextContents()).some((text) => text.includes('1 result saved')),
      )
      .toBe(true);
  });

  it("shows a project's whole name on the projects page, its actions below it", async () => {
    await page.goto('/dashboard/calculator');
    const title = page.getByTestId('project-card').getByRole('heading', { name: 'Pocket office' });
    await title.waitFor();
    const fits = await title.evaluate(
      (element) => element.scrollWidth <= element.clientWidth && element.clientWidth >= 150,
    );
    expect(fits).toBe(true);
    await expectNoSidewaysScroll(page, 'phone-projects');
    await page.goto(inputsPath);
    await page.getByTestId('tab-analyze').waitFor();
  });

  it('shows Analyze within the screen', async () => {
    expect(inputsPath).not.toBe('');
    await page.getByTestId('tab-analyze').click();
    await page.waitForURL('**/dashboard/calculator/emissions/**');
    await page.getByTestId('total-all').first().waitFor();
    await expectNoSidewaysScroll(page, 'phone-analyze');
  });

  it('keeps Impact, the import page and the factor browser within the screen', async () => {
    await page.getByRole('link', { name: 'Impact' }).click();
    await page.waitForURL('**/dashboard/calculator/reduce/**');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSidewaysScroll(page, 'phone-impact');

    await page.goto('/dashboard/calculator/create/upload');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSidewaysScroll(page, 'phone-import');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('phone-menu').getByRole('link', { name: 'Emission factors' }).click();
    await page.getByTestId('factor-results').locator('tbody tr').first().waitFor();
    await expectNoSidewaysScroll(page, 'phone-factor-browser');
  });

  it('lists factors with their value under the name and folds the filters away until asked', async () => {
    await page.goto('/dashboard/factors');
    const firstRow = page.getByTestId('factor-results').locator('tbody tr').first();
    await firstRow.waitFor();
    // Every column's content is on the screen without scrolling the table sideways.
    const table = page.getByTestId('factor-results');
    const scrollsSideways = (element: HTMLElement) => {
      const frame = element.parentElement as HTMLElement;
      return frame.scrollWidth > frame.clientWidth + 1;
    };
    expect(await table.evaluate(scrollsSideways)).toBe(false);
    expect(await firstRow.getByText(/^Scope \d · [\d.,]+ kg CO2e \/ /).isVisible()).toBe(true);
    const source = page.getByTestId('factor-filter-source');
    expect(await source.isVisible()).toBe(false);

    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await source.selectOption('DESNZ');
    await page.getByRole('button', { name: 'Filters (1 set)' }).click();
    expect(await source.isVisible()).toBe(false);
    await expectNoSidewaysScroll(page, 'phone-factor-browser-filtered');
  });
});
