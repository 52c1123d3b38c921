import type { ErrorDetail, ResultChanges } from '@carbon-ledger/core';

/** Row key → field path within the row ('name', 'emissionActivityInputs.0.value', 'children.1.name') → message. */
export type RowErrors = Record<string, Record<string, string>>;

/**
 * Maps the server's error details of one failed `results/manage` batch back to the rows: a path
 * `results.toCreate.3.emissionActivityInputs.0.unit` names the 4th created row of the batch, whose draft key
 * is `createdKeys[3]`; `results.toUpdate.2.name` the 3rd updated row, found by its id. Details that name no
 * row (a delete, the whole request) are returned as `general`.
 */
export function mapResultErrors(
  details: readonly ErrorDetail[],
  batch: ResultChanges,
  createdKeys: readonly string[],
  keyOfId: (id: string) => string | undefined,
): { rows: RowErrors; general: string[] } {
  const rows: RowErrors = {};
  const general: string[] = [];
  for (const detail of details) {
    const match = /^results\.(toCreate|toUpdate)\.(\d+)(?:\.(.+))?$/.exec(detail.path);
    const index = match ? Number(match[2]) : -1;
    const key =
      match?.[1] === 'toCreate'
        ? createdKeys[index]
        : match?.[1] === 'toUpdate'
          ? keyOfId(batch.toUpdate[index]?._id ?? '')
          : undefined;
    if (!key) {
      general.push(detail.message);
      continue;
    }
    const field = match?.[3] ?? '';
    const fields = rows[key] ?? {};
    if (!(field in fields)) fields[field] = detail.message;
    rows[key] = fields;
  }
  return { rows, general };
}
