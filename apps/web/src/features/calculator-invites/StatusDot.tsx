import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { formatDeadline } from './format-deadline.ts';

type Status = 'no-data' | 'in-progress' | 'complete';

// Spec section 2: no-data grey, in-progress amber, anything else green.
const DOT_CLASSES: Record<Status, string> = {
  'no-data': 'bg-slate-400',
  'in-progress': 'bg-amber-500',
  complete: 'bg-emerald-600',
};

/** One granted part: its status dot (named for screen readers), title and optional deadline. */
export function StatusDot({
  title,
  status,
  deadline,
}: {
  title: string;
  status: Status;
  deadline: string | null;
}) {
  const { t } = useTranslation();
  const { dateLocale } = useDateFormat();
  const statusText = t(`calculatorInvites.status.${status}`);
  return (
    <li className="flex items-center gap-2 text-sm" data-testid="invite-status" data-status={status}>
      <span
        aria-hidden="true"
        title={statusText}
        className={`inline-block size-2.5 shrink-0 rounded-full ${DOT_CLASSES[status]}`}
      />
      <span className="text-slate-800">{title}</span>
      <span className="sr-only">: {statusText}</span>
      {deadline && (
        <span className="text-xs text-slate-500">
          ({t('calculatorInvites.status.deadline', { date: formatDeadline(deadline, dateLocale) })})
        </span>
      )}
    </li>
  );
}
