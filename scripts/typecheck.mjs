// Type-checks every TypeScript project of the repository, as many at once as
// the machine has cores. Each project keeps an incremental build-info file in
// node_modules/.cache/tsc, so a second run re-checks only what changed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = [
  'apps/web',
  'apps/server',
  'bench',
  'packages/core',
  'e2e',
  'scripts/factor-library',
  'scripts/currency',
  'scripts/esg',
];

const tscBin = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tscBin, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const failures = [];
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    if (result.code !== 0) {
      failures.push(result.project);
      process.stdout.write(`\n${result.project}:\n${result.output}`);
    }
  }
}

const lanes = Math.max(1, Math.min(availableParallelism(), projects.length));
await Promise.all(Array.from({ length: lanes }, lane));
if (failures.length > 0) {
  console.error(`Type errors in ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`${projects.length} projects type-check`);
