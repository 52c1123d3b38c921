import { COMPANY_ROLES, type CompanyRole, getRoleRank, inviteCompanyUserSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { COMPANY_USERS_KEY, inviteMember } from './company-api.ts';

/** Invite a colleague or supplier by email, with a role no higher than one's own. */
export function InviteMemberForm({ ownRole }: { ownRole: string }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('viewer');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setIsSending] = useState(false);
  const grantable = COMPANY_ROLES.filter((candidate) => getRoleRank(candidate) <= getRoleRank(ownRole));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteCompanyUserSchema.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSending(true);
    const result = await inviteMember(parsed.data.email, parsed.data.role);
    setIsSending(false);
    if (result.error || result.status === undefined) {
      const fieldErrors = collectServerFieldErrors(result.error);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length)
        toasts.show({ message: result.error?.message ?? t('errors.network'), tone: 'error' });
      return;
    }
    toasts.show({ message: t('users.invited', { email: parsed.data.email }), tone: 'success' });
    setEmail('');
    await queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid items-start gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-[1fr_12rem_auto]"
      aria-label={t('users.inviteTitle')}
    >
      <TextField
        label={t('users.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={validationText(errors.email)}
      />
      <SelectField
        label={t('users.role')}
        value={role}
        onChange={(event) => setRole(event.target.value as CompanyRole)}
        options={grantable.map((candidate) => ({ value: candidate, label: t(`roles.${candidate}`) }))}
        error={validationText(errors.role)}
      />
      <Button type="submit" className="sm:mt-6" disabled={isSending}>
        {isSending ? t('users.inviting') : t('users.invite')}
      </Button>
    </form>
  );
}
