import type { Page } from 'playwright-core';

/** Calls the API from the signed-in page, with the CSRF header the app sends. */
export function callApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path: url, body: payload }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as T;
    },
    { path, body },
  ) as Promise<T>;
}
