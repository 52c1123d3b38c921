import { useEffect, useState } from 'react';

/** Spec section 9: the default debounce is 500 ms. */
export const DEFAULT_DEBOUNCE_MS = 500;

/** The value once it has stopped changing for `delayMs`: typing does not send a request per key. */
export function useDebouncedValue<T>(value: T, delayMs = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
