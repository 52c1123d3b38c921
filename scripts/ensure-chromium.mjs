// The browser tests drive Debian's Chromium. Install it when missing and we may (root on Debian);
// otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
