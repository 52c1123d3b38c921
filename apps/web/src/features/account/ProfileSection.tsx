import { accountProfileSchema, type SessionUser } from '@carbon-ledger/core';
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
import { saveProfile } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';
import { SettingsCard } from './SettingsCard.tsx';

/** Name and language; the language also switches the interface at once. */
export function ProfileSection({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({
    nameFirst: user.nameFirst,
    nameLast: user.nameLast,
    language: user.language === 'de' ? 'de' : 'en',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (field: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountProfileSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSaving(true);
    const result = await saveProfile(queryClient, parsed.data);
    setIsSaving(false);
    if (!result.data) {
      const serverErrors = collectServerFieldErrors(result.error);
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0)
        toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
      return;
    }
    await i18n.changeLanguage(result.data.language);
    toasts.show({ message: i18n.t('account.profile.saved'), tone: 'success' });
  };

  return (
    <SettingsCard
      title={t('account.profile.title')}
      titleId="account-profile"
      description={t('account.profile.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('account.profile.nameFirst')}
          name="nameFirst"
          autoComplete="given-name"
          value={fields.nameFirst}
          onChange={set('nameFirst')}
          error={validationText(errors.nameFirst)}
          required
        />
        <TextField
          label={t('account.profile.nameLast')}
          name="nameLast"
          autoComplete="family-name"
          value={fields.nameLast}
          onChange={set('nameLast')}
          error={validationText(errors.nameLast)}
          required
        />
        <SelectField
          label={t('account.profile.language')}
          name="language"
          value={fields.language}
          onChange={set('language')}
          options={[
            { value: 'en', label: t('language.en') },
            { value: 'de', label: t('language.de') },
          ]}
          error={validationText(errors.language)}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t('account.profile.saving') : t('account.profile.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
