import {
  SSO_DEFAULT_ROLES,
  type SsoConfig,
  type SsoConfigForm,
  ssoConfigInputSchema,
} from '@carbon-ledger/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/http-client.ts';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CopyField } from './CopyField.tsx';

type Fields = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  emailDomain: string;
  defaultRole: string;
  isEnabled: boolean;
};

function toFields(config: SsoConfig | null): Fields {
  return {
    issuer: config?.issuer ?? '',
    clientId: config?.clientId ?? '',
    clientSecret: '',
    emailDomain: config?.emailDomain ?? '',
    defaultRole: config?.defaultRole ?? 'viewer',
    isEnabled: config?.isEnabled ?? true,
  };
}

export type SsoFormProps = {
  config: SsoConfig | null;
  redirectUri: string;
  onSave: (form: SsoConfigForm) => Promise<ApiResult<unknown>>;
  onSaved: () => void;
  /** More actions next to Save (Remove on the settings page). */
  actions?: ReactNode;
};

/**
 * The single sign-on settings, shared by Settings → Single sign-on and the public setup page.
 * The client secret is write-only: the field starts empty and says whether one is stored.
 */
export function SsoForm({ config, redirectUri, onSave, onSaved, actions }: SsoFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [fields, setFields] = useState(() => toFields(config));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const hasStoredSecret = config?.hasClientSecret === true;
  const set = (field: Exclude<keyof Fields, 'isEnabled'>) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = ssoConfigInputSchema.safeParse(fields);
    const found: FieldErrors = parsed.success ? {} : collectFieldErrors(parsed.error);
    if (!hasStoredSecret && !fields.clientSecret.trim()) found.clientSecret = 'validation.required';
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    const result = await onSave(parsed.data);
    setIsSaving(false);
    if (result.error || result.status === undefined) {
      const serverErrors = collectServerFieldErrors(result.error);
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0) setFormError(result.error?.message ?? t('errors.network'));
      return;
    }
    setFields((current) => ({ ...current, clientSecret: '' }));
    onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6" data-testid="sso-form">
      <div className="space-y-5 rounded-xl bg-white p-6 shadow-sm">
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <CopyField
          label={t('sso.redirectUri')}
          value={redirectUri}
          hint={t('sso.redirectUriHint')}
          testId="sso-redirect-uri"
        />
        <TextField
          label={t('sso.issuer')}
          type="url"
          value={fields.issuer}
          onChange={set('issuer')}
          hint={t('sso.issuerHint')}
          error={validationText(errors.issuer)}
          required
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('sso.clientId')}
            value={fields.clientId}
            onChange={set('clientId')}
            error={validationText(errors.clientId)}
            autoComplete="off"
            required
          />
          <TextField
            label={t('sso.clientSecret')}
            type="password"
            value={fields.clientSecret}
            onChange={set('clientSecret')}
            placeholder={hasStoredSecret ? '••••••••' : undefined}
            hint={hasStoredSecret ? t('sso.clientSecretStored') : t('sso.clientSecretHint')}
            error={validationText(errors.clientSecret)}
            autoComplete="new-password"
            required={!hasStoredSecret}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('sso.emailDomain')}
            value={fields.emailDomain}
            onChange={set('emailDomain')}
            placeholder="example.org"
            hint={t('sso.emailDomainHint')}
            error={validationText(errors.emailDomain)}
            required
          />
          <SelectField
            label={t('sso.defaultRole')}
            value={fields.defaultRole}
            onChange={set('defaultRole')}
            options={SSO_DEFAULT_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            error={validationText(errors.defaultRole)}
          />
        </div>
        <SwitchField
          label={t('sso.enabled')}
          hint={t('sso.enabledHint')}
          isChecked={fields.isEnabled}
          onChange={(isEnabled) => setFields((current) => ({ ...current, isEnabled }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('sso.saving') : t('sso.save')}
        </Button>
        {actions}
      </div>
    </form>
  );
}
