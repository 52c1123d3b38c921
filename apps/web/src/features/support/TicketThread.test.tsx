import type { SupportTicket } from '@carbon-ledger/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../i18n/de.ts';
import { en } from '../../i18n/en.ts';
import { SESSION_QUERY_KEY } from '../auth/session-api.ts';
import { TicketThread } from './TicketThread.tsx';

const i18n = i18next.createInstance();
const queryClient = new QueryClient();
queryClient.setQueryData(SESSION_QUERY_KEY, null);
const ticket: SupportTicket = {
  _id: 't1',
  subject: 'Export',
  message: 'The export stops.',
  status: 'open',
  createdAt: '2026-12-02T09:30:00.000Z',
  updatedAt: '2026-12-02T09:30:00.000Z',
  attachment: null,
  replies: [],
} as unknown as SupportTicket;

function render(props: { hasReplyPromise?: boolean; isSupportView?: boolean }, language = 'en') {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TicketThread ticket={ticket} attachmentUrl="/a" {...props} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('TicketThread without an answer', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
    });
  });

  it('promises no reply time where the installation has no support contact', () => {
    expect(render({})).not.toContain('3 hours');
    expect(render({})).toContain('No answer yet. It is mailed to you and shows here.');
    expect(render({}, 'de')).not.toContain('3 Stunden');
  });

  it("makes the support contact's reply promise where there is one", () => {
    expect(render({ hasReplyPromise: true })).toContain('Expect a reply within 3 hours.');
  });

  it('writes when it was filed in the page language, day before month', () => {
    expect(render({})).toContain('Submitted 2 Dec 2026');
    expect(render({}, 'de')).toContain('02.12.2026');
  });

  it('shows support no promise at all', () => {
    expect(render({ isSupportView: true, hasReplyPromise: true })).not.toContain('3 hours');
  });
});
