import {
  type CalculatorInvite,
  createInviteRequestSchema,
  INVITEE_KINDS,
  type ServedSection,
} from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { describeCalculatorError } from '../calculator/shell/shell-labels.ts';
import { createInvite } from './invites-api.ts';
import { PartsPicker, type PickedParts } from './PartsPicker.tsx';

type InviteFormProps = {
  instanceIds: string[];
  sections: readonly ServedSection[];
  onCreated: (invite: CalculatorInvite) => void;
};

/** Email, name, kind and the parts to grant, then Send (the server mails the link). */
export function InviteForm({ instanceIds, sections, onCreated }: InviteFormProps) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const validationText = useValidationText();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<(typeof INVITEE_KINDS)[number]>('supplier');
  const [picked, setPicked] = useState<PickedParts>(new Map());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createInviteRequestSchema.safeParse({
      instances: instanceIds,
      email,
      name: name.trim() || undefined,
      kind,
      lang,
      items: [...picked.values()].map((part) => ({
        kind: part.kind,
        id: part.id,
        ...(part.deadline ? { deadline: part.deadline } : {}),
      })),
    });
    setErrors(parsed.success ? {} : collectFieldErrors(parsed.error));
    if (!parsed.success) return;
    setIsSending(true);
    try {
      const invite = await createInvite(parsed.data);
      toasts.show({ message: t('calculatorInvites.form.sent', { email: invite.email }), tone: 'success' });
      setEmail('');
      setName('');
      setPicked(new Map());
      onCreated(invite);
    } catch (error) {
      toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="invite-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('calculatorInvites.form.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={validationText(errors.email)}
          required
        />
        <TextField
          label={t('calculatorInvites.form.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={validationText(errors.name)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('calculatorInvites.form.kind')}</legend>
        <div className="mt-1 flex gap-4">
          {INVITEE_KINDS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="invitee-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`calculatorInvites.form.kinds.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <PartsPicker
        sections={sections}
        picked={picked}
        onChange={setPicked}
        error={errors.items ? t('calculatorInvites.form.partsRequired') : undefined}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSending}>
          {isSending ? t('calculatorInvites.form.sending') : t('calculatorInvites.form.send')}
        </Button>
      </div>
    </form>
  );
}
