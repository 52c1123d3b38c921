import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmail, registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A 1×1 green PNG: the item's image, stored by the installation. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function switchLanguage(page: Page, name: 'Deutsch' | 'English'): Promise<void> {
  await page.getByTestId('language-dropdown').click();
  await page.getByRole('menuitemradio', { name }).click();
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/**
 * Positive news end to end: the installation's operator writes an item in English and German with an
 * image, and a member of another company reads it on Positive News in either language.
 */
describe('Positive news: the operator curates an item, a member reads it in English and German', () => {
  let server: RunningServer;
  let browser: Browser;
  let operator: Page;
  let member: Page;

  beforeAll(async () => {
    // A fresh installation of its own: its first account is the platform operator.
    server = await startServer({ NEWS_FEEDS: 'off' });
    browser = await launchBrowser();
    operator = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP })).newPage();
    member = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP })).newPage();
    await registerThroughForm(operator, { email: makeEmail('news-operator'), brand: 'Platform Ops' });
    await registerThroughForm(member, { email: makeEmail('news-member'), brand: 'Solarwerk Süd' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets the operator add an item in both languages, with an image', async () => {
    await operator.goto('/dashboard/settings/account');
    await operator.getByRole('main').getByRole('link', { name: 'News', exact: true }).click();
    await operator.waitForURL('**/dashboard/settings/news');
    await operator.getByText('No items yet.').waitFor();
    await operator.getByText(/Feeds are turned off on this installation/).waitFor();

    const form = operator.getByRole('form', { name: 'Add an item' });
    const english = form.getByRole('group', { name: 'English' });
    const german = form.getByRole('group', { name: 'German' });
    await english.getByLabel('Title').fill('Community wind farm powers 20,000 homes');
    await english.getByLabel('Summary (optional)').fill('Neighbours own the turbines and share the income.');
    await german.getByLabel('Title').fill('Bürgerwindpark versorgt 20.000 Haushalte');
    await german
      .getByLabel('Summary (optional)')
      .fill('Nachbarn besitzen die Anlagen und teilen die Erträge.');
    await form.getByLabel('Link (https)').fill('https://www.example.org/community-wind');
    await form.getByLabel('Topic').selectOption('renewables');
    await form.getByLabel('Date').fill('2026-11-30');
    await form.getByRole('button', { name: 'Save' }).click();

    const item = operator.getByTestId('news-settings-item');
    await item.getByText('Community wind farm powers 20,000 homes', { exact: true }).waitFor();
    await item.getByText('Bürgerwindpark versorgt 20.000 Haushalte', { exact: true }).waitFor();
    await item
      .getByLabel('Add an image to “Community wind farm powers 20,000 homes”')
      .setInputFiles({ name: 'wind.png', mimeType: 'image/png', buffer: PNG });
    await item.getByRole('button', { name: 'Remove the image' }).waitFor();
    await saveScreenshot(operator, 'news-settings-en');
    await operator.setViewportSize(PHONE);
    await expectNoSidewaysScroll(operator, PHONE.width);
    await saveScreenshot(operator, 'news-settings-phone-en');
    await operator.setViewportSize(DESKTOP);
  });

  it('shows a member the item in English, with its image and a link opening in a new tab', async () => {
    await member
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'News', exact: true })
      .click();
    await member.waitForURL('**/dashboard/analytics/news');
    const breadcrumb = member.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('listitem').allTextContents()).toEqual(['Overview', 'Positive News']);
    expect(await breadcrumb.getByRole('link').textContent()).toBe('Overview');
    expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe('Positive News');

    const card = member.getByTestId('news-item');
    const link = card.getByRole('link', { name: /Community wind farm powers 20,000 homes/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://www.example.org/community-wind');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await card.getByText('Neighbours own the turbines and share the income.').waitFor();
    await card.getByText('Source: example.org').waitFor();
    await card.getByText('Renewables').waitFor();
    const imageSource = await card.locator('img').getAttribute('src');
    expect(imageSource).toMatch(/^\/api\/news\/images\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);

    await member.getByLabel('Topic').selectOption('policy');
    await member.getByText('No news on this topic yet.').waitFor();
    await member.getByLabel('Topic').selectOption('');
    await link.waitFor();
    await saveScreenshot(member, 'news-page-en');
    await member.setViewportSize(PHONE);
    await expectNoSidewaysScroll(member, PHONE.width);
    await saveScreenshot(member, 'news-page-phone-en');
    await member.setViewportSize(DESKTOP);
  });

  it('shows the member the German text after switching to German', async () => {
    await switchLanguage(member, 'Deutsch');
    await expect
      .poll(() => member.getByRole('heading', { level: 1 }).textContent())
      .toBe('Positive Nachrichten');
    const card = member.getByTestId('news-item');
    await card.getByRole('link', { name: /Bürgerwindpark versorgt 20\.000 Haushalte/ }).waitFor();
    await card.getByText('Nachbarn besitzen die Anlagen und teilen die Erträge.').waitFor();
    await card.getByText('Erneuerbare').waitFor();
    expect(await card.getByText('Community wind farm').count()).toBe(0);
    await saveScreenshot(member, 'news-page-de');
    await member.setViewportSize(PHONE);
    await expectNoSidewaysScroll(member, PHONE.width);
    await saveScreenshot(member, 'news-page-phone-de');

    await switchLanguage(operator, 'Deutsch');
    await operator.getByRole('heading', { name: 'Nachrichten', exact: true }).waitFor();
    await saveScreenshot(operator, 'news-settings-de');
    await operator.setViewportSize(PHONE);
    await saveScreenshot(operator, 'news-settings-phone-de');
  });
});
