import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '../features/auth/session-api.ts';
import { useDateFormat } from './useDateFormat.ts';

const i18n = i18next.createInstance();

function Day({ value }: { value: string }) {
  return <>{useDateFormat().formatDate(value)}</>;
}

/** What the hook writes for a company of `country` (none: nobody signed in) reading `language`. */
function render(value: string, language: 'en' | 'de', country?: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, country ? { companyInfo: { country } } : null);
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Day value={value} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('useDateFormat', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: { day: 'day' } }, de: { translation: { day: 'Tag' } } },
    });
  });

  it("writes a UK company's dates day first in English, not the US way", () => {
    expect(render('2026-12-02', 'en', 'GB')).toBe('2 Dec 2026');
  });

  it("follows a US company's country and the page's language", () => {
    expect(render('2026-12-02', 'en', 'US')).toBe('Dec 2, 2026');
    expect(render('2026-12-02', 'de', 'US')).toBe('02.12.2026');
  });

  it('writes the European way when nobody is signed in', () => {
    expect(render('2026-12-02', 'en')).toBe('2 Dec 2026');
    expect(render('2026-12-02', 'de')).toBe('02.12.2026');
  });
});
