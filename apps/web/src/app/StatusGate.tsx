import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkServerStatus } from '../api/status.ts';
import { ServerDownPage } from '../features/server-down/ServerDownPage.tsx';

type Status = 'checking' | 'up' | 'down';

/** Asks the server at app start and shows the server-down page unless it accepts requests. */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('checking');
  useEffect(() => {
    let isCurrent = true;
    void checkServerStatus().then((isUp) => {
      if (isCurrent) setStatus(isUp ? 'up' : 'down');
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (status === 'checking') {
    return (
      <p role="status" className="sr-only">
        {t('app.loading')}
      </p>
    );
  }
  return status === 'up' ? children : <ServerDownPage />;
}
