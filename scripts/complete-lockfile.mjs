// The registry this project is built against serves only the Linux (glibc) builds of Biome's
// platform packages, so `npm install` leaves the other platforms out of package-lock.json and
// `npm ci` then refuses the lock as out of sync. This adds lock entries for the missing platform
// packages, marked optional with their os/cpu/libc, so npm ci skips them on every other platform
// exactly as it would with a complete lock. Run after changing the Biome version.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'cli-android-arm64': { os: ['android'], cpu: ['arm64'] },
  'cli-android-x64': { os: ['android'], cpu: ['x64'] },
  'cli-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'cli-darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'cli-linux-arm64': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'cli-linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'cli-linux-x64': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'cli-linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'cli-win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'cli-win32-x64': { os: ['win32'], cpu: ['x64'] },
};

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
let added = 0;
for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = PLATFORMS[name.replace('@biomejs/', '')];
  if (!platform) throw new Error(`No platform known for ${name}`);
  lock.packages[key] = {
    version,
    ...platform,
    dev: true,
    license: biome.license,
    optional: true,
    engines: biome.engines,
  };
  added += 1;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);
