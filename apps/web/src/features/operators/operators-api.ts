import { type OperatorsResponse, operatorsResponseSchema } from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';

export const OPERATORS_KEY = ['settings', 'operators'] as const;

/** The platform operators (operators only). */
export function useOperators() {
  return useQuery<OperatorsResponse>({
    queryKey: OPERATORS_KEY,
    queryFn: async () => {
      const result = await http.get('/api/settings/operators', { schema: operatorsResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

export const grantOperator = (email: string) =>
  http.post('/api/settings/operators', { email }, { schema: operatorsResponseSchema });

export const revokeOperator = (userId: string) =>
  http.delete('/api/settings/operators/:userId', { params: { userId }, schema: operatorsResponseSchema });

/** The server's reasons for refusing a change (`details[0].message`), each worded in the catalogue. */
const REFUSALS = ['NO_ACCOUNT', 'NOT_AN_OPERATOR', 'LAST_OPERATOR', 'NAMED_IN_SETTINGS'] as const;
export type OperatorRefusal = (typeof REFUSALS)[number];

export function readRefusal(
  details: readonly { message: string }[] | undefined,
): OperatorRefusal | undefined {
  const reason = details?.[0]?.message;
  return REFUSALS.find((refusal) => refusal === reason);
}
