import { isValidationMessageKey, MAX_EMPLOYEES_PER_ADD } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/form/field-errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { splitEmails } from './workforce-access.ts';
import { addEmployees, WORKFORCE_KEY } from './workforce-api.ts';

type Problem = { email: string; text: string };

/** Paste one or several emails: each is checked, and all are added or none (the refused ones named). */
export function AddEmployeesForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const validationText = useValidationText();
  const id = useId();
  const [text, setText] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emails = splitEmails(text);
    setProblems([]);
    if (emails.length === 0) return setMessage(t('workforce.employees.enterEmails'));
    if (emails.length > MAX_EMPLOYEES_PER_ADD)
      return setMessage(t('workforce.employees.tooMany', { max: MAX_EMPLOYEES_PER_ADD }));
    setMessage(null);
    setIsSaving(true);
    const result = await addEmployees(emails);
    setIsSaving(false);
    if (!result.data) {
      const named = (result.error?.details ?? []).flatMap((detail) => {
        const match = /^emails\.(\d+)$/.exec(detail.path);
        const email = match ? emails[Number(match[1])] : undefined;
        if (email === undefined) return [];
        const key = isValidationMessageKey(detail.message) ? detail.message : 'validation.invalid';
        return [{ email, text: validationText(key) ?? '' }];
      });
      if (named.length > 0) {
        setMessage(t('workforce.employees.nothingAdded'));
        setProblems(named);
      } else {
        const detail = result.error?.details?.[0];
        setMessage(
          detail && isValidationMessageKey(detail.message)
            ? (validationText(detail.message) ?? '')
            : describeFailure(t, result.error),
        );
      }
      return;
    }
    setText('');
    toasts.show({
      message: t('workforce.employees.added', { count: result.data.employees.length }),
      tone: 'success',
    });
    await queryClient.invalidateQueries({ queryKey: WORKFORCE_KEY });
  };

  const hasError = message !== null;
  return (
    <form onSubmit={submit} noValidate className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-semibold">{t('workforce.employees.addTitle')}</h2>
      <label htmlFor={`${id}-emails`} className="mt-3 block text-sm font-medium">
        {t('workforce.employees.addLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('workforce.employees.addHint', { max: MAX_EMPLOYEES_PER_ADD })}
      </p>
      <textarea
        id={`${id}-emails`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        aria-invalid={hasError}
        aria-describedby={`${id}-hint${hasError ? ` ${id}-error` : ''}`}
        className="mt-2 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        placeholder="name@example.com"
      />
      <label htmlFor={`${id}-file`} className="mt-2 block text-sm font-medium">
        {t('workforce.employees.fromFile')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          // A CSV's other columns and its header are not emails: only what has an @ is taken.
          const found = splitEmails(await file.text()).filter((email) => email.includes('@'));
          setText((current) => [current.trim(), found.join('\n')].filter(Boolean).join('\n'));
          event.target.value = '';
        }}
        className="mt-1 block text-sm"
      />
      {hasError && (
        <div id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          <p>{message}</p>
          {problems.length > 0 && (
            <ul className="mt-1 list-disc pl-5" data-testid="refused-emails">
              {problems.map((problem) => (
                <li key={problem.email} className="break-all">
                  <span className="font-medium">{problem.email}</span>: {problem.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button type="submit" className="mt-3" disabled={isSaving}>
        {isSaving ? t('workforce.employees.adding') : t('workforce.employees.add')}
      </Button>
    </form>
  );
}
