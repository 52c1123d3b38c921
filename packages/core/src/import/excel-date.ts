const DAY_MS = 86_400_000;
/** 9999-12-31, the last day a spreadsheet date can show. */
const LAST_SERIAL = 2_958_465;

/**
 * The calendar date of a spreadsheet date serial (days counted in the workbook's date system), or
 * undefined for a number outside the dates a spreadsheet can show. The time of day is dropped. The 1900
 * system counts the 29 February 1900 that never was (a Lotus 1-2-3 bug Excel kept), so serials before it
 * start one day later.
 */
export function convertExcelSerialToIsoDate(serial: number, isDate1904 = false): string | undefined {
  const firstSerial = isDate1904 ? 0 : 1;
  if (!Number.isFinite(serial) || serial < firstSerial || serial >= LAST_SERIAL + 1) return undefined;
  const day = Math.floor(serial);
  let epoch = Date.UTC(1899, 11, 30);
  if (isDate1904) epoch = Date.UTC(1904, 0, 1);
  else if (day < 60) epoch = Date.UTC(1899, 11, 31);
  return new Date(epoch + day * DAY_MS).toISOString().slice(0, 10);
}
