import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { setupI18n } from './i18n/setup-i18n.ts';
import './index.css';

async function start(): Promise<void> {
  await setupI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
