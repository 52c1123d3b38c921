// What the login page costs a first visitor: builds the app, then prints the gzipped size of every
// script and stylesheet the page loads before it is interactive (index.html and the static import
// graph in Vite's manifest, plus what Chromium fetched at run time before the sign-in form showed;
// pages loaded lazily later are left out), and the largest contentful paint of /login served by the
// built server on localhost, measured in Chromium.
//   npx tsx bench/bundle.ts [--no-build] [runs]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { percentile } from './support.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WEB_DIST = join(ROOT, 'apps/web/dist');
const SCRIPT_TARGET_BYTES = 206 * 1024;
const LCP_TARGET_MS = 1000;

const args = process.argv.slice(2);
const shouldBuild = !args.includes('--no-build');
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Every file the entry needs before it runs: its static imports, transitively, and their styles. */
function firstLoadFiles(manifest: Manifest): { scripts: Set<string>; styles: Set<string> } {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]?.[0] ?? '');
  return { scripts, styles };
}

/** The scripts and stylesheets index.html itself points to. */
function filesNamedByIndexHtml(html: string): { scripts: Set<string>; styles: Set<string> } {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="/([^"]+)"`).exec(tag)?.[1];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && tag.includes('type="module"')) {
      const src = attribute(tag, 'src');
      if (src) scripts.add(src);
    } else if (tag.includes('rel="modulepreload"')) {
      const href = attribute(tag, 'href');
      if (href) scripts.add(href);
    } else if (tag.includes('rel="stylesheet"')) {
      const href = attribute(tag, 'href');
      if (href) styles.add(href);
    }
  }
  return { scripts, styles };
}

function gzippedSize(file: string): { raw: number; gzip: number } {
  const content = readFileSync(join(WEB_DIST, file));
  return { raw: content.length, gzip: gzipSync(content).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printFiles(title: string, files: Iterable<string>): number {
  const sized = [...files].map((file) => ({ file, ...gzippedSize(file) })).sort((a, b) => b.gzip - a.gzip);
  console.log(title);
  for (const { file, raw, gzip } of sized) {
    console.log(`  ${file.padEnd(48)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);
  }
  const total = sized.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`  ${'total'.padEnd(48)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip`);
  return total;
}

function sameFiles(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((file) => b.has(file));
}

/** Largest contentful paint of a cold load of /login, and the scripts the browser fetched for it. */
async function measureLogin(): Promise<{ lcps: number[]; fetchedScripts: Set<string> }> {
  const browser = await launchBrowser();
  const server = await startServer({}, { fresh: true }).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  const lcps: number[] = [];
  const fetchedScripts = new Set<string>();
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // The page notes the moment its sign-in button appears; a script counts when the browser asked
      // for it before then (what it fetches once idle, after the form is usable, does not).
      await context.addInitScript(`(() => {
        const observer = new MutationObserver(() => {
          const buttons = document.querySelectorAll('button');
          if (![...buttons].some((button) => button.textContent.trim() === 'Sign in')) return;
          window.__formShownAt = performance.timeOrigin + performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      })()`);
      const page = await context.newPage();
      const scriptRequests: Request[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scriptRequests.push(request);
      });
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      const formShownAt = await page.evaluate<number>('window.__formShownAt');
      for (const request of scriptRequests) {
        if (request.timing().startTime <= formShownAt)
          fetchedScripts.add(new URL(request.url()).pathname.slice(1));
      }
      // The last candidate before any input is the LCP; the observer replays the buffered ones.
      const lcp = await page.evaluate<number>(`new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`);
      lcps.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { lcps, fetchedScripts };
}

if (shouldBuild) {
  console.log('Building the web app and the server (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed with ${build.status}`);
}

const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const fromManifest = firstLoadFiles(manifest);
const fromHtml = filesNamedByIndexHtml(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));
if (!sameFiles(fromManifest.scripts, fromHtml.scripts)) {
  console.log('Note: index.html and the manifest name different first-load scripts; counting both.');
}
const { lcps, fetchedScripts } = await measureLogin();

// The static graph, plus what the page imported at run time before its form was usable (the texts
// of the language it starts in).
const staticScripts = new Set([...fromManifest.scripts, ...fromHtml.scripts]);
const fetchedAtStart = [...fetchedScripts].filter((file) => !staticScripts.has(file));
const firstLoadScripts = new Set([...staticScripts, ...fetchedAtStart]);
const firstLoadStyles = new Set([...fromManifest.styles, ...fromHtml.styles]);
const allScripts = new Set(Object.values(manifest).map((chunk) => chunk.file));

const scriptTotal = printFiles(
  `Scripts loaded before /login is interactive (${firstLoadScripts.size} files):`,
  firstLoadScripts,
);
printFiles('Stylesheets of the first load:', firstLoadStyles);
const everything = [...allScripts].reduce((sum, file) => sum + gzippedSize(file).gzip, 0);
const sortedLcps = [...lcps].sort((a, b) => a - b);
const lcpMedian = percentile(sortedLcps, 0.5);

console.log('');
console.log(
  `All scripts of the app: ${allScripts.size} files, ${kb(everything)} gzip; the login page loads ${((100 * scriptTotal) / everything).toFixed(0)} % of it.`,
);
console.log(
  `Loaded at run time before the form was usable: ${fetchedAtStart.length > 0 ? fetchedAtStart.join(', ') : 'nothing'}.`,
);
console.log(
  `JavaScript before /login is interactive: ${kb(scriptTotal)} gzip (target ≤ ${kb(SCRIPT_TARGET_BYTES)}): ${scriptTotal <= SCRIPT_TARGET_BYTES ? 'met' : 'MISSED'}`,
);
console.log(
  `LCP of /login on localhost, ${runs} cold loads: median ${lcpMedian.toFixed(0)} ms, max ${(sortedLcps.at(-1) ?? Number.NaN).toFixed(0)} ms (target < ${LCP_TARGET_MS} ms): ${lcpMedian < LCP_TARGET_MS ? 'met' : 'MISSED'}`,
);
