import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, errors, type Page, type PageScreenshotOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS_DIR = resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium, headless, with nothing reaching out to the network by itself. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under e2e/artifacts for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await captureScreenshot(page, name, { fullPage: true });
}

const SCREENSHOT_ATTEMPTS = 3;
const SCREENSHOT_ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Takes a screenshot under e2e/artifacts, asking again when Chromium's compositor gives no frame in time.
 * On a busy 2-core machine headless Chromium now and then leaves a capture hanging after the fonts have
 * loaded; a new request is answered at once. A page that never renders still fails after the last try.
 */
export async function captureScreenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path' | 'timeout'> = {},
): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = resolve(ARTIFACTS_DIR, `${name}.png`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.screenshot({ ...options, path, timeout: SCREENSHOT_ATTEMPT_TIMEOUT_MS });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError) || attempt === SCREENSHOT_ATTEMPTS) throw error;
    }
  }
}
