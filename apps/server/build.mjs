// Bundles the server into dist/main.js with the workspace's own packages inlined; third-party
// packages stay in node_modules (the embedded database ships WebAssembly files it loads itself).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The embedded database runs in a worker thread started from its own file next to the bundle.
cpSync(
  new URL('./src/db/embedded-worker.mjs', import.meta.url),
  new URL('./dist/embedded-worker.mjs', import.meta.url),
);
cpSync(new URL('./src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), {
  recursive: true,
});
