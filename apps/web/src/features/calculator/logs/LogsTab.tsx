import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCan } from '../../auth/useCan.ts';
import { logsPath } from './logs-api.ts';

/** The Logs tab of a single year, for those who may read the change log (admins). */
export function LogsTab({
  target,
  className,
}: {
  target: { kind: 'instance' | 'group'; id: string };
  className: (state: { isActive: boolean }) => string;
}) {
  const { t } = useTranslation();
  const canRead = useCan('logs');
  if (!canRead || target.kind !== 'instance') return null;
  return (
    <li>
      <NavLink to={logsPath(target.id)} className={className} data-testid="tab-logs">
        {t('calculatorLogs.tab')}
      </NavLink>
    </li>
  );
}
