// The Word report test converts results.docx to PDF with LibreOffice and reads it with pdftotext;
// Carlito has Calibri's metrics, so the pages break as in Word. Install them when missing and we may
// (root on Debian); otherwise say how (the test then skips).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  '/usr/bin/soffice',
  '/usr/bin/pdftotext',
  '/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf',
];
if (!tools.every((tool) => existsSync(tool))) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      'LibreOffice or poppler is missing: the Word report test will skip. Install them with: ' +
        'sudo apt-get install -y libreoffice-writer-nogui poppler-utils fonts-crosextra-carlito',
    );
    process.exit(0);
  }
  console.log('Installing LibreOffice Writer and poppler for the Word report test…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libreoffice-writer-nogui poppler-utils fonts-crosextra-carlito',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
}
