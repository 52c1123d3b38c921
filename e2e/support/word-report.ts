import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);
const CONVERSION_TIMEOUT_MS = 120_000;

/** Whether a program is on the PATH (without running it: starting LibreOffice takes seconds). */
export function isInstalled(program: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** LibreOffice and poppler, which the Word report's tests lay out and read the file with. */
export const hasConverter = isInstalled('libreoffice') && isInstalled('pdftotext') && isInstalled('pdftoppm');

export const CONVERTER_MISSING =
  'LibreOffice (libreoffice), pdftotext or pdftoppm is not installed; apt: libreoffice-writer-nogui poppler-utils';

/**
 * Converts the .docx with LibreOffice (headless, a profile of its own so parallel runs do not share a
 * lock) and answers the path of the PDF.
 */
export async function convertToPdf(docxPath: string, dir: string): Promise<string> {
  const profile = `file://${join(tmpdir(), `lo-${randomBytes(6).toString('hex')}`)}`;
  try {
    await run(
      'libreoffice',
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, docxPath],
      { timeout: CONVERSION_TIMEOUT_MS },
    );
  } finally {
    rmSync(new URL(profile), { recursive: true, force: true });
  }
  return join(
    dir,
    docxPath
      .split('/')
      .at(-1)
      ?.replace(/\.docx$/, '.pdf') ?? 'results.pdf',
  );
}

/** The PDF's text, laid out as on the page, with runs of spaces kept so table rows read as rows. */
export async function readPdfText(pdfPath: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', pdfPath, '-'], { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}
