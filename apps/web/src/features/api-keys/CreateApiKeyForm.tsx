import { type CreatedApiKey, createApiKeyRequestSchema } from '@carbon-ledger/core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { getDefaultExpiryDate, getExpiryDateBounds, toExpiresAt } from './api-key-expiry.ts';
import { createApiKey } from './api-keys-api.ts';

export type CreateApiKeyFormProps = { onCreated: (created: CreatedApiKey) => void };

/** Name a new key and choose when it expires (one year unless changed, or never). */
export function CreateApiKeyForm({ onCreated }: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const neverId = useId();
  const bounds = useMemo(() => getExpiryDateBounds(new Date()), []);
  const [name, setName] = useState('');
  const [expiryDate, setExpiryDate] = useState(() => getDefaultExpiryDate(new Date()));
  const [isNeverExpiring, setIsNeverExpiring] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isCreating, setIsCreating] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = isNeverExpiring ? null : (toExpiresAt(expiryDate) ?? null);
    const parsed = createApiKeyRequestSchema.safeParse({ name, expiresAt });
    const fieldErrors: FieldErrors = parsed.success ? {} : collectFieldErrors(parsed.error);
    // An emptied date field is not "never": that takes the explicit choice.
    if (!isNeverExpiring && !expiresAt) fieldErrors.expiresAt = 'validation.required';
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length) return;

    setIsCreating(true);
    const result = await createApiKey({ name: parsed.data.name, expiresAt });
    setIsCreating(false);
    if (!result.data) {
      const serverErrors = collectServerFieldErrors(result.error);
      setErrors(serverErrors);
      if (!Object.keys(serverErrors).length)
        toasts.show({ message: result.error?.message ?? t('errors.network'), tone: 'error' });
      return;
    }
    toasts.show({ message: t('apiKeys.created', { name: result.data.name }), tone: 'success' });
    setName('');
    onCreated(result.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="create-api-key-title"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm"
    >
      <h3 id="create-api-key-title" className="text-lg font-medium">
        {t('apiKeys.createTitle')}
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label={t('apiKeys.name')}
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          hint={t('apiKeys.nameHint')}
          error={validationText(errors.name)}
        />
        <div>
          <TextField
            label={t('apiKeys.expiresOn')}
            type="date"
            value={isNeverExpiring ? '' : expiryDate}
            min={bounds.min}
            max={bounds.max}
            disabled={isNeverExpiring}
            onChange={(event) => setExpiryDate(event.target.value)}
            hint={t('apiKeys.expiryHint')}
            error={isNeverExpiring ? undefined : validationText(errors.expiresAt)}
          />
          <div className="mt-2 flex items-center gap-2">
            <input
              id={neverId}
              type="checkbox"
              checked={isNeverExpiring}
              onChange={(event) => setIsNeverExpiring(event.target.checked)}
              className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
            />
            <label htmlFor={neverId} className="text-sm text-slate-800">
              {t('apiKeys.neverExpires')}
            </label>
          </div>
        </div>
      </div>
      <Button type="submit" disabled={isCreating}>
        {isCreating ? t('apiKeys.creating') : t('apiKeys.create')}
      </Button>
    </form>
  );
}
