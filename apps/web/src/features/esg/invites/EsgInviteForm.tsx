import {
  type CalculatorInvite,
  createInviteRequestSchema,
  hasRoleAtLeast,
  type VsmeFormResponse,
} from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { CalculatorApiError } from '../../calculator/api/calculator-api.ts';
import { describeCalculatorError } from '../../calculator/shell/shell-labels.ts';
import { createInvite } from '../../calculator-invites/invites-api.ts';
import { useCompanyUsers } from '../../company/company-api.ts';
import { useEsgNames } from '../esg-names.ts';

type Errors = Partial<Record<'email' | 'disclosures' | 'message', string>>;

type EsgInviteFormProps = {
  form: VsmeFormResponse;
  lang: 'en' | 'de';
  onCreated: (invite: CalculatorInvite) => void;
};

/**
 * A colleague (from the members who may edit, or typed), the disclosures of the year's form, one
 * deadline for all and a message; Send makes one invite through the calculator's invites.
 */
export function EsgInviteForm({ form, lang, onCreated }: EsgInviteFormProps) {
  const { t } = useTranslation();
  const names = useEsgNames();
  const users = useCompanyUsers();
  const disclosuresId = useId();
  const [memberId, setMemberId] = useState('');
  const [email, setEmail] = useState('');
  const [codes, setCodes] = useState<ReadonlySet<string>>(new Set());
  const [deadline, setDeadline] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setIsSending] = useState(false);
  const family = form.family === 'esrs' ? 'ESRS' : 'VSME';
  const editors = (users.data?.users ?? []).filter((member) => hasRoleAtLeast(member.role, 'editor'));
  // ESRS requirements under their topical standard (E1 · Climate change …); VSME disclosures in one list.
  const groups: { standard: string | undefined; disclosures: VsmeFormResponse['disclosures'] }[] = [];
  for (const disclosure of form.disclosures) {
    const last = groups.at(-1);
    if (last && last.standard === disclosure.standard) last.disclosures.push(disclosure);
    else groups.push({ standard: disclosure.standard, disclosures: [disclosure] });
  }
  const nameOf = (code: string) => names.disclosure(code);

  const chooseMember = (id: string) => {
    setMemberId(id);
    const member = editors.find((candidate) => candidate._id === id);
    if (member) setEmail(member.email);
    setErrors(({ email: _, ...rest }) => rest);
  };
  const toggle = (code: string, isChecked: boolean) => {
    setCodes((previous) => {
      const next = new Set(previous);
      if (isChecked) next.add(code);
      else next.delete(code);
      return next;
    });
    setErrors(({ disclosures: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the ESG form, but React still bubbles its submit to that form.
    event.stopPropagation();
    const member = editors.find((candidate) => candidate._id === memberId);
    const name = member ? `${member.nameFirst} ${member.nameLast}`.trim() : '';
    const parsed = createInviteRequestSchema.safeParse({
      instances: [form.year._id],
      email,
      ...(name ? { name } : {}),
      kind: 'colleague',
      ...(message.trim() ? { message } : {}),
      lang,
      // The year's disclosures in the form's order, whatever order they were ticked in.
      items: form.disclosures
        .filter((disclosure) => codes.has(disclosure.code))
        .map((disclosure) => ({
          kind: 'disclosure',
          id: disclosure.code,
          ...(deadline ? { deadline } : {}),
        })),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'email') found.email = t('esgInvites.errors.emailInvalid');
        if (field === 'items') found.disclosures = t('esgInvites.errors.disclosures');
        if (field === 'message') found.message = t('esgInvites.errors.message');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const invite = await createInvite(parsed.data);
      toasts.show({ message: t('esgInvites.form.sent', { email: invite.email }), tone: 'success' });
      setMemberId('');
      setEmail('');
      setCodes(new Set());
      setDeadline('');
      setMessage('');
      onCreated(invite);
    } catch (error) {
      if (error instanceof CalculatorApiError && error.details.length > 0) {
        const found: Errors = {};
        for (const detail of error.details) {
          if (detail.path === 'email' || detail.path === 'kind') found.email = t('esgInvites.errors.email');
          if (detail.path.startsWith('items.')) found.disclosures = t('esgInvites.errors.unknownDisclosure');
        }
        setErrors(found);
      } else {
        toasts.show({ message: describeCalculatorError(t, error), tone: 'error' });
      }
    } finally {
      setIsSending(false);
    }
  };

  const renderChoices = (list: VsmeFormResponse['disclosures']) => (
    <ul className="grid gap-1 sm:grid-cols-2">
      {list.map((disclosure) => (
        <li key={disclosure.code}>
          <label className="flex min-h-9 items-start gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              checked={codes.has(disclosure.code)}
              onChange={(event) => toggle(disclosure.code, event.target.checked)}
            />
            <span>
              {disclosure.code === 'other' ? '' : <span className="font-semibold">{disclosure.code} </span>}
              {nameOf(disclosure.code)}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      data-testid="esg-invite-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('esgInvites.form.colleague')}
          placeholder={t('esgInvites.form.chooseColleague')}
          value={memberId}
          onChange={(event) => chooseMember(event.target.value)}
          options={editors.map((member) => ({
            value: member._id,
            label: `${`${member.nameFirst} ${member.nameLast}`.trim() || member.email} (${member.email})`,
          }))}
          data-testid="esg-invite-colleague"
        />
        <TextField
          label={t('esgInvites.form.email')}
          type="email"
          autoComplete="off"
          value={email}
          hint={t('esgInvites.form.emailHint')}
          onChange={(event) => {
            setEmail(event.target.value);
            setMemberId('');
            setErrors(({ email: _, ...rest }) => rest);
          }}
          error={errors.email}
          required
        />
      </div>
      <fieldset
        aria-describedby={`${disclosuresId}-hint${errors.disclosures ? ` ${disclosuresId}-error` : ''}`}
      >
        <legend className="text-sm font-medium text-slate-800">{t('esgInvites.form.disclosures')}</legend>
        <p id={`${disclosuresId}-hint`} className="text-xs text-slate-500">
          {t('esgInvites.form.disclosuresHint', { family })}
        </p>
        <div
          className="mt-2 max-h-72 space-y-2 overflow-y-auto rounded-md border border-slate-200 p-2"
          data-testid="esg-invite-disclosures"
        >
          {groups.map((group) =>
            group.standard ? (
              <fieldset key={group.standard}>
                <legend className="px-1 text-xs font-semibold text-slate-600">
                  {group.standard} · {names.standard(group.standard)}
                </legend>
                {renderChoices(group.disclosures)}
              </fieldset>
            ) : (
              <div key="vsme">{renderChoices(group.disclosures)}</div>
            ),
          )}
        </div>
        {errors.disclosures && (
          <p id={`${disclosuresId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.disclosures}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('esgInvites.form.deadline')}
          type="date"
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
        />
      </div>
      <TextAreaField
        label={t('esgInvites.form.message')}
        value={message}
        rows={3}
        maxLength={1000}
        onChange={(event) => {
          setMessage(event.target.value);
          setErrors(({ message: _, ...rest }) => rest);
        }}
        error={errors.message}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSending} data-testid="esg-invite-send">
          {isSending ? t('esgInvites.form.sending') : t('esgInvites.form.send')}
        </Button>
      </div>
    </form>
  );
}
