import { isValidationMessageKey, MAX_TEAM_NAME_LENGTH, type Team } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../api/http-client.ts';
import { useValidationText } from '../../components/form/field-errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { useCanManageWorkforce } from './useCanManageWorkforce.ts';
import { LoadError } from './WorkforceLayout.tsx';
import { TEAM_EMPLOYEES_PATH } from './workforce-access.ts';
import { createTeam, deleteTeam, renameTeam, useTeams, WORKFORCE_KEY } from './workforce-api.ts';

/** The text of a refused name: the field's validation message, else the error's. */
function useNameError() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  return (error: ApiError | undefined) => {
    const detail = error?.details?.find((candidate) => candidate.path === 'name');
    if (detail && isValidationMessageKey(detail.message)) return validationText(detail.message) ?? '';
    return error?.status === 404 ? t('workforce.errors.notFound') : describeFailure(t, error);
  };
}

/** `/dashboard/workforce/manage/teams`: create, rename and delete teams; each links to its employees. */
export function TeamsPage() {
  const { t } = useTranslation();
  const id = useId();
  const teams = useTeams();
  const queryClient = useQueryClient();
  const nameError = useNameError();
  const canManage = useCanManageWorkforce();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '')
      return setError(
        nameError({
          status: 400,
          code: 'VALIDATION_FAILED',
          message: '',
          details: [{ path: 'name', message: 'validation.required' }],
        }),
      );
    setIsSaving(true);
    const result = await createTeam(name);
    setIsSaving(false);
    if (!result.data) return setError(nameError(result.error));
    setError(null);
    setName('');
    toasts.show({ message: t('workforce.teams.created', { name: result.data.team.name }), tone: 'success' });
    await queryClient.invalidateQueries({ queryKey: WORKFORCE_KEY });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h1 id={`${id}-title`} className="text-2xl font-semibold">
        {t('workforce.teams.title')}
      </h1>
      {canManage && (
        <form onSubmit={submit} noValidate className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
          <h2 className="text-lg font-semibold">{t('workforce.teams.createTitle')}</h2>
          <label htmlFor={`${id}-name`} className="mt-3 block text-sm font-medium">
            {t('workforce.teams.name')}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-name`}
              value={name}
              maxLength={MAX_TEAM_NAME_LENGTH}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm sm:max-w-sm"
            />
            <Button type="submit" disabled={isSaving}>
              {t('workforce.teams.create')}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
      {teams.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('app.loading')}
        </p>
      )}
      {teams.isError && <LoadError onRetry={() => void teams.refetch()} />}
      {teams.data?.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700">
          {t('workforce.teams.empty')}
        </p>
      )}
      {teams.data && teams.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm" data-testid="team-list">
          {teams.data.map((team) => (
            <TeamRow key={team._id} team={team} canManage={canManage} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamRow({ team, canManage }: { team: Team; canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const nameError = useNameError();
  const [isRenaming, setIsRenaming] = useState(false);
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WORKFORCE_KEY });

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const result = await renameTeam(team._id, name);
    if (!result.data) return setError(nameError(result.error));
    setError(null);
    setIsRenaming(false);
    toasts.show({ message: t('workforce.teams.renamed', { name: result.data.team.name }), tone: 'success' });
    await refresh();
  };

  const remove = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('workforce.teams.deleteTitle', { name: team.name }),
      message: t('workforce.teams.deleteText'),
      confirmLabel: t('workforce.teams.delete'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    const result = await deleteTeam(team._id);
    if (!result.data) toasts.show({ message: nameError(result.error), tone: 'error' });
    else toasts.show({ message: t('workforce.teams.deleted', { name: team.name }), tone: 'success' });
    await refresh();
  };

  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="team">
      {isRenaming ? (
        <form onSubmit={rename} noValidate className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={`${id}-rename`} className="sr-only">
            {t('workforce.teams.newName', { name: team.name })}
          </label>
          <input
            id={`${id}-rename`}
            value={name}
            maxLength={MAX_TEAM_NAME_LENGTH}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm sm:max-w-xs"
            // biome-ignore lint/a11y/noAutofocus: the field the person just asked to edit
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit">{t('workforce.teams.save')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setIsRenaming(false);
                setName(team.name);
                setError(null);
              }}
            >
              {t('workforce.teams.cancel')}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium">{team.name}</p>
          <p className="text-xs text-slate-600">
            {t('workforce.teams.members', { count: team.employeeCount })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Link
          to={`${TEAM_EMPLOYEES_PATH}?team=${encodeURIComponent(team._id)}`}
          className="font-medium text-brand-700 underline hover:text-brand-800"
        >
          {t('workforce.teams.viewEmployees', { name: team.name })}
        </Link>
        {canManage && !isRenaming && (
          <>
            <button
              type="button"
              onClick={() => setIsRenaming(true)}
              aria-label={t('workforce.teams.renameLabel', { name: team.name })}
              className="rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
            >
              {t('workforce.teams.rename')}
            </button>
            <button
              type="button"
              onClick={() => void remove()}
              aria-label={t('workforce.teams.deleteLabel', { name: team.name })}
              className="rounded-md px-3 py-1.5 font-medium text-red-700 hover:bg-red-50"
            >
              {t('workforce.teams.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
