import type { OperatorsResponse } from '@carbon-ledger/core';
import type { OperatorRow } from './queries.ts';

/** The operator list; those named in `OPERATOR_EMAILS` are marked, as only the setting removes them. */
export function presentOperators(rows: OperatorRow[], operatorEmails: readonly string[]): OperatorsResponse {
  return {
    operators: rows.map((row) => ({
      _id: row.id,
      email: row.email,
      nameFirst: row.nameFirst,
      nameLast: row.nameLast,
      isNamedInSettings: operatorEmails.includes(row.email),
    })),
  };
}
