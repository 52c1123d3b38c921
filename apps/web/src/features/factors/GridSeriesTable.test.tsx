import type { GridSeriesResponse } from '@carbon-ledger/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../i18n/de.ts';
import { en } from '../../i18n/en.ts';
import { GridSeriesTable } from './GridSeriesTable.tsx';

const i18n = i18next.createInstance();
// Germany 2023 and 2024 as the library holds them (ember-owid-series.ndjson, ember-owid-2024.ndjson).
const SERIES: GridSeriesResponse = {
  country: 'DE',
  years: [
    { year: 2024, lifeCycle: 0.3441399, generation: 0.26614687, upstream: 0.07799305 },
    { year: 2023, lifeCycle: 0.37131064, generation: 0.2929046, upstream: null },
  ],
};

function render(language: 'en' | 'de') {
  void i18n.changeLanguage(language);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['factors', 'grid-series', 'DE'], SERIES);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <GridSeriesTable country="DE" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('GridSeriesTable', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
    });
  });

  it('shows each year with life cycle, generation and upstream in g CO2e/kWh, with header cells', () => {
    const markup = render('en');
    expect(markup).toContain('Grid electricity of Germany by year');
    expect(markup).toContain('<caption class="sr-only">');
    expect(markup).toContain('<th scope="row" class="px-3 py-1.5 text-left font-medium">2024</th>');
    // 0.26614687 kg = 266.14687 g; 0.3441399 kg = 344.1399 g; a missing figure reads as a dash.
    expect(markup).toContain('266.14687');
    expect(markup).toContain('344.1399');
    expect(markup).toContain('77.99305');
    expect(markup).toContain('Generation (Scope 2)');
    expect(markup).toContain('tabindex="0"');
  });

  it('writes the German labels and decimal comma', () => {
    const markup = render('de');
    expect(markup).toContain('Netzstrom in Deutschland nach Jahr');
    expect(markup).toContain('292,9046');
    expect(markup).toContain('Vorkette (Kategorie 3)');
  });
});
