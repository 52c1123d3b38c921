import { useTranslation } from 'react-i18next';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useInvalidateCalculator } from '../api/calculator-queries.ts';
import { describeCalculatorError } from './shell-labels.ts';

/**
 * Runs a calculator call: on success a toast and a refetch of the calculator's queries, on failure the
 * error as a toast in the user's language (and to `onError`, which may show it at its field). Resolves to
 * the call's answer, or undefined when it failed.
 */
export function useCalculatorAction() {
  const { t } = useTranslation();
  const invalidate = useInvalidateCalculator();
  return async <T>(
    call: () => Promise<T>,
    success: (answer: T) => string,
    onError?: (error: unknown) => void,
  ): Promise<T | undefined> => {
    try {
      const answer = await call();
      toasts.show({ message: success(answer), tone: 'success' });
      await invalidate();
      return answer;
    } catch (error) {
      toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
      onError?.(error);
      return undefined;
    }
  };
}
