import { describe, expect, it } from 'vitest';
import { createPublicApiClient } from './public-api-client.ts';

describe('createPublicApiClient', () => {
  it('sends the key with the Bearer scheme to the public API host and checks the answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = {
        data: [
          { category: 'B1', label: 'Turnover', value: 5, unit: 'EUR', code: 'vsme:Turnover', instance: 'y' },
        ],
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const client = createPublicApiClient({
      baseUrl: 'https://api.example.org/',
      apiKey: 'clk_abc',
      fetch: fakeFetch,
    });
    const answer = await client.aggregateEsg({ instance: '0b6f7d62-1f1a-4e39-9a57-0d1b8c3f2a11' });
    expect(answer.data?.data[0]?.value).toBe(5);
    expect(calls[0]?.url).toBe('https://api.example.org/1.0/results/esg/aggregate');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer clk_abc');
    expect(headers['X-CSRF-Token']).toBeUndefined();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      instance: '0b6f7d62-1f1a-4e39-9a57-0d1b8c3f2a11',
    });
  });

  it('asks for audit results with the filters and skip in the query string', async () => {
    const urls: string[] = [];
    const fakeFetch = (async (url: string) => {
      urls.push(url);
      const body = {
        results: [
          {
            _id: 'r1',
            instance: 'y',
            parent: null,
            formOptionId: 'electricity-grid',
            c1: 'scope-2',
            c2: null,
            c3: null,
            name: '',
            scope: 2,
            scope3Category: null,
            kgCo2e: 207,
            factor: {
              id: 'f',
              value: 0.207,
              valueUnit: 'kgCO2e/kWh',
              source: 'DESNZ',
              edition: '2025',
              licence: null,
            },
            factorsUsed: [],
            evidenceCount: 1,
            isReviewed: true,
            lastChange: {
              at: '2025-03-01T08:00:00.000Z',
              action: 'update',
              actor: 'u',
              actorName: 'A',
              sequence: 4,
            },
          },
        ],
        pagination: { position: 1001, canLoadMore: false },
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof fetch;
    const client = createPublicApiClient({
      baseUrl: 'https://api.example.org',
      apiKey: 'clk_abc',
      fetch: fakeFetch,
    });
    const answer = await client.auditResults({ instance: 'y', scope: 2, reviewed: true, skip: 1000 });
    expect(answer.data?.results[0]?.evidenceCount).toBe(1);
    expect(answer.data?.pagination).toEqual({ position: 1001, canLoadMore: false });
    expect(urls[0]).toBe(
      'https://api.example.org/1.0/results/audit?instance=y&scope=2&reviewed=true&skip=1000',
    );
  });

  it('turns an answer of another shape into an error rather than data', async () => {
    const fakeFetch = (async () =>
      new Response(JSON.stringify({ rows: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as unknown as typeof fetch;
    const client = createPublicApiClient({ apiKey: 'clk_abc', fetch: fakeFetch });
    const answer = await client.aggregateEsg({ group: '0b6f7d62-1f1a-4e39-9a57-0d1b8c3f2a11' });
    expect(answer.data).toBeUndefined();
    expect(answer.error?.code).toBe('INVALID_RESPONSE');
  });
});
