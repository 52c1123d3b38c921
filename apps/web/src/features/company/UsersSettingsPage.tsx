import { COMPANY_ROLES, type CompanyMember, type CompanyRole, getRoleRank } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../components/ui/dialogs.ts';
import { STACKED_TABLE, StackedCellLabel } from '../../components/ui/stacked-table.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { useSession } from '../auth/session-api.ts';
import { useCan } from '../auth/useCan.ts';
import {
  COMPANY_USERS_KEY,
  changeRole,
  removeMember,
  revokeInvitation,
  useCompanyUsers,
} from './company-api.ts';
import { InviteMemberForm } from './InviteMemberForm.tsx';

/** Settings → Users and roles: who belongs to the company, with which role, and who is invited. */
export function UsersSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const users = useCompanyUsers();
  const canInvite = useCan('inviteCompanyUsers');
  const canManage = useCan('manageCompanyUsers');
  const canRemove = useCan('removeCompanyUsers');
  const ownRole = session?.companyRelationship.role ?? 'viewer';
  const refresh = () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
  const { formatDate } = useDateFormat();

  const report = async (result: { error?: { message: string }; status?: number }, success: string) => {
    if (result.error || result.status === undefined)
      toasts.show({ message: result.error?.message ?? t('errors.network'), tone: 'error' });
    else toasts.show({ message: success, tone: 'success' });
    await refresh();
  };

  const updateRole = async (member: CompanyMember, role: CompanyRole) => {
    await report(await changeRole(member._id, role), t('users.roleChanged', { email: member.email }));
  };

  const remove = async (member: CompanyMember) => {
    const isConfirmed = await dialogs.confirm({
      title: t('users.removeTitle'),
      message: t('users.removeMessage', { email: member.email }),
      confirmLabel: t('users.remove'),
      isWarning: true,
    });
    if (isConfirmed)
      await report(await removeMember(member._id), t('users.removed', { email: member.email }));
  };

  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('settings.nav.users')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('users.description')}</p>
      </header>
      {canInvite && <InviteMemberForm ownRole={ownRole} />}
      {users.isPending && <p role="status">{t('app.loading')}</p>}
      {users.isError && (
        <p role="alert" className="text-red-700">
          {t('errors.generic')}
        </p>
      )}
      {users.data && (
        <table className={`${STACKED_TABLE.table} overflow-hidden rounded-xl bg-white shadow-sm`}>
          <caption className="sr-only">{t('users.membersCaption')}</caption>
          <thead className={STACKED_TABLE.thead}>
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('users.name')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users.email')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users.role')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('users.since')}
              </th>
              {canRemove && (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{t('users.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={STACKED_TABLE.tbody}>
            {users.data.users.map((member) => {
              const isEditable =
                canManage && member._id !== session?._id && getRoleRank(member.role) <= getRoleRank(ownRole);
              return (
                <tr key={member._id} className={STACKED_TABLE.row} data-testid="member-row">
                  <td className={`${STACKED_TABLE.cell} font-medium break-words`}>
                    {`${member.nameFirst} ${member.nameLast}`}
                  </td>
                  <td className={`${STACKED_TABLE.cell} break-all`}>{member.email}</td>
                  <td className={STACKED_TABLE.cell}>
                    <StackedCellLabel>{t('users.role')}</StackedCellLabel>
                    {isEditable ? (
                      <select
                        aria-label={t('users.roleOf', { email: member.email })}
                        value={member.role}
                        onChange={(event) => void updateRole(member, event.target.value as CompanyRole)}
                        className="rounded-md border border-slate-300 bg-white px-2 py-1"
                      >
                        {COMPANY_ROLES.filter((role) => getRoleRank(role) <= getRoleRank(ownRole)).map(
                          (role) => (
                            <option key={role} value={role}>
                              {t(`roles.${role}`)}
                            </option>
                          ),
                        )}
                      </select>
                    ) : (
                      t(`roles.${member.role as CompanyRole}`, { defaultValue: member.role })
                    )}
                  </td>
                  <td className={`${STACKED_TABLE.cell} text-slate-600`}>
                    <StackedCellLabel>{t('users.since')}</StackedCellLabel>
                    {formatDate(member.createdAt)}
                  </td>
                  {canRemove && (
                    <td className={`${STACKED_TABLE.cell} sm:text-right`}>
                      {isEditable && (
                        <button
                          type="button"
                          onClick={() => void remove(member)}
                          className="text-sm font-medium text-red-700 hover:underline"
                        >
                          {t('users.remove')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {users.data && users.data.invitations.length > 0 && (
        <section aria-labelledby="pending-title">
          <h3 id="pending-title" className="mb-3 text-lg font-medium">
            {t('users.pendingTitle')}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm">
            {users.data.invitations.map((invitation) => (
              <li
                key={invitation._id}
                className="flex flex-wrap items-center gap-4 px-4 py-3 text-sm"
                data-testid="invitation-row"
              >
                <span className="min-w-0 flex-1 font-medium break-all">{invitation.email}</span>
                <span>{t(`roles.${invitation.role as CompanyRole}`, { defaultValue: invitation.role })}</span>
                <span className="text-slate-600">
                  {t('users.validUntil', { date: formatDate(invitation.expiresAt) })}
                </span>
                {canInvite && (
                  <button
                    type="button"
                    onClick={() =>
                      void revokeInvitation(invitation._id).then((result) =>
                        report(result, t('users.invitationWithdrawn')),
                      )
                    }
                    className="font-medium text-red-700 hover:underline"
                  >
                    {t('users.withdraw')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
