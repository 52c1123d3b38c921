import type { Employee, Team } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { assignTeam, removeEmployee, WORKFORCE_KEY } from './workforce-api.ts';

/** One employee: email, when added, team (a choice for editors) and Remove. */
export function EmployeeRow({
  employee,
  teams,
  canManage,
}: {
  employee: Employee;
  teams: readonly Team[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const email = employee.email;

  const refresh = () => queryClient.invalidateQueries({ queryKey: WORKFORCE_KEY });
  const fail = (error: Parameters<typeof describeFailure>[1]) => {
    toasts.show({
      message: error?.status === 404 ? t('workforce.errors.notFound') : describeFailure(t, error),
      tone: 'error',
    });
    return refresh();
  };

  const changeTeam = async (teamId: string) => {
    setIsBusy(true);
    const result = await assignTeam(employee._id, teamId === '' ? null : teamId);
    setIsBusy(false);
    if (!result.data) return fail(result.error);
    const team = result.data.employee.team;
    toasts.show({
      message: team
        ? t('workforce.employees.assigned', { email, team: team.name })
        : t('workforce.employees.unassigned', { email }),
      tone: 'success',
    });
    await refresh();
  };

  const remove = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('workforce.employees.removeTitle', { email }),
      message: t('workforce.employees.removeText'),
      confirmLabel: t('workforce.employees.remove'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    setIsBusy(true);
    const result = await removeEmployee(employee._id);
    setIsBusy(false);
    if (!result.data) return fail(result.error);
    toasts.show({ message: t('workforce.employees.removed', { email }), tone: 'success' });
    await refresh();
  };

  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="employee">
      <div className="min-w-0 flex-1">
        <p className="break-all font-medium">{email}</p>
        <p className="text-xs text-slate-600">
          {t('workforce.employees.addedOn')}{' '}
          <time dateTime={employee.createdAt}>{formatDate(employee.createdAt)}</time>
        </p>
      </div>
      {canManage ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-team`} className="sr-only">
            {t('workforce.employees.teamOf', { email })}
          </label>
          <select
            id={`${id}-team`}
            value={employee.team?._id ?? ''}
            disabled={isBusy}
            onChange={(event) => void changeTeam(event.target.value)}
            className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm sm:w-48"
          >
            <option value="">{t('workforce.employees.noTeam')}</option>
            {teams.map((team) => (
              <option key={team._id} value={team._id}>
                {team.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={isBusy}
            onClick={() => void remove()}
            aria-label={t('workforce.employees.removeLabel', { email })}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:text-slate-400"
          >
            {t('workforce.employees.remove')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          <span className="sr-only">{t('workforce.employees.team')}: </span>
          {employee.team?.name ?? t('workforce.employees.noTeam')}
        </p>
      )}
    </li>
  );
}
