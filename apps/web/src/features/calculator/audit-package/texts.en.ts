/** English texts of the audit package (merged into the catalogue as `calculatorAuditPackage`). */
export const calculatorAuditPackageEn = {
  button: 'Download audit package',
  busy: 'Preparing audit package…',
  hint: 'One ZIP with the results and the factors used, the evidence files, the change log with its hash chain, the report where you may export it, and a manifest with the SHA-256 of every file.',
  progress: 'The audit package is being prepared. Large years take a moment.',
  done: 'The audit package was downloaded.',
  failure: 'The audit package could not be downloaded. Please try again.',
  tooLarge: "This year's evidence files are too large for one package.",
};
