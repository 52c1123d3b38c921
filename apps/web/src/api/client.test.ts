import i18next from 'i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';

describe("the SPA's API client", () => {
  afterAll(() => vi.unstubAllGlobals());

  it("asks for answers in the page's language, following a switch", async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    // The client binds fetch when it is made: load it after the stub.
    const { http } = await import('./client.ts');
    await i18next.init({ lng: 'de', resources: {} });
    await http.put('/api/company/esg/years/y1/esrs', { answers: [] });
    await i18next.changeLanguage('en');
    await http.get('/api/company/esg/years/y1/esrs');
    const languages = calls.map((init) => (init.headers as Record<string, string>)['Accept-Language']);
    expect(languages).toEqual(['de', 'en']);
  });
});
