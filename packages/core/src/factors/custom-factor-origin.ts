import { CUSTOM_FACTOR_SOURCE_NAME } from './custom-factor-columns.ts';

/** Where a company factor came from: the file's name (when it was given) and the row in it. */
export type CustomFactorOrigin = { fileName: string | null; row: number };

const ORIGIN_PATTERN = /^Custom specified by company \((?:file (.+), )?row (\d+)\)\.$/;

/** The attribution of a company factor, which says which file and row it came from. */
export function describeCustomFactorAttribution(origin: CustomFactorOrigin): string {
  return origin.fileName
    ? `${CUSTOM_FACTOR_SOURCE_NAME} (file ${origin.fileName}, row ${origin.row}).`
    : `${CUSTOM_FACTOR_SOURCE_NAME} (row ${origin.row}).`;
}

/** The file and row back from an attribution made by `describeCustomFactorAttribution`; else null. */
export function readCustomFactorOrigin(attribution: string): CustomFactorOrigin | null {
  const match = ORIGIN_PATTERN.exec(attribution);
  if (!match) return null;
  return { fileName: match[1] ?? null, row: Number(match[2]) };
}
