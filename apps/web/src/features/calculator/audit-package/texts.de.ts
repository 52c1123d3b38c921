import type { calculatorAuditPackageEn } from './texts.en.ts';

/** Deutsche Texte des Prüfpakets (im Katalog als `calculatorAuditPackage`). */
export const calculatorAuditPackageDe: typeof calculatorAuditPackageEn = {
  button: 'Prüfpaket herunterladen',
  busy: 'Prüfpaket wird erstellt…',
  hint: 'Ein ZIP mit den Ergebnissen und den verwendeten Faktoren, den Nachweisdateien, dem Änderungsprotokoll mit seiner Hash-Kette, dem Bericht, sofern du ihn exportieren darfst, und einem Manifest mit dem SHA-256 jeder Datei.',
  progress: 'Das Prüfpaket wird erstellt. Bei großen Jahren dauert das einen Moment.',
  done: 'Das Prüfpaket wurde heruntergeladen.',
  failure: 'Das Prüfpaket konnte nicht heruntergeladen werden. Bitte versuche es erneut.',
  tooLarge: 'Die Nachweisdateien dieses Jahres sind zu groß für ein Paket.',
};
