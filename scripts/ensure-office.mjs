// The Word report test converts results.docx to PDF with LibreOffice and reads it with pdftotext;
// Carlito has Calibri's metrics, so the pages break as in Word. The CSV exports' test opens the files in
// LibreOffice Calc. Install them when missing and we may (root on Debian); otherwise say how (the
// tests then skip).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  '/usr/bin/soffice',
  '/usr/lib/libreoffice/program/libsclo.so',
  '/usr/bin/pdftotext',
  '/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf',
];
if (!tools.every((tool) => existsSync(tool))) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      'LibreOffice or poppler is missing: the Word report and CSV tests will skip. Install them with: ' +
        'sudo apt-get install -y libreoffice-writer-nogui libreoffice-calc-nogui poppler-utils fonts-crosextra-carlito',
    );
    process.exit(0);
  }
  console.log('Installing LibreOffice Writer and Calc and poppler for the Word report and CSV tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libreoffice-writer-nogui libreoffice-calc-nogui poppler-utils fonts-crosextra-carlito',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
}
