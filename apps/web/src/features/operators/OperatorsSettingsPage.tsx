import { grantOperatorSchema, type Operator } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http-client.ts';
import { collectFieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { SESSION_QUERY_KEY, useSession } from '../auth/session-api.ts';
import { grantOperator, OPERATORS_KEY, readRefusal, revokeOperator, useOperators } from './operators-api.ts';

/** Settings → Operators (operators only): who runs this installation, and granting or revoking that. */
export function OperatorsSettingsPage() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const { data: me } = useSession();
  const operators = useOperators();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  const describeRefusal = (error: ApiError | undefined) => {
    const refusal = readRefusal(error?.details);
    return refusal ? t(`operators.refusal.${refusal}`) : describeFailure(t, error);
  };

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = grantOperatorSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(validationText(collectFieldErrors(parsed.error).email));
      return;
    }
    setEmailError(undefined);
    setIsSaving(true);
    const result = await grantOperator(parsed.data.email);
    setIsSaving(false);
    if (!result.data) {
      setEmailError(describeRefusal(result.error));
      return;
    }
    queryClient.setQueryData(OPERATORS_KEY, result.data);
    setEmail('');
    toasts.show({ message: t('operators.granted', { email: parsed.data.email }), tone: 'success' });
  };

  const revoke = async (operator: Operator) => {
    const isMe = operator._id === me?._id;
    const isConfirmed = await dialogs.confirm({
      title: t('operators.revokeTitle'),
      message: t(isMe ? 'operators.revokeSelfMessage' : 'operators.revokeMessage', { email: operator.email }),
      confirmLabel: t('operators.revoke'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    const result = await revokeOperator(operator._id);
    if (!result.data) {
      toasts.show({ message: describeRefusal(result.error), tone: 'error' });
      return;
    }
    queryClient.setQueryData(OPERATORS_KEY, result.data);
    toasts.show({ message: t('operators.revoked', { email: operator.email }), tone: 'success' });
    // Without the rights this page and the operator tools are gone: the session says so.
    if (isMe) await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };

  if (operators.isPending) return <p role="status">{t('app.loading')}</p>;
  if (operators.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('errors.generic')}
      </p>
    );
  const list = operators.data.operators;
  const isLast = list.length <= 1;

  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('operators.title')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('operators.description')}</p>
      </header>
      <section aria-labelledby="operators-list" className="rounded-xl bg-white p-5 shadow-sm">
        <h3 id="operators-list" className="font-medium">
          {t('operators.listTitle')}
        </h3>
        <ul className="mt-3 divide-y divide-slate-100">
          {list.map((operator) => (
            <li
              key={operator._id}
              data-testid="operator"
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{`${operator.nameFirst} ${operator.nameLast}`.trim()}</p>
                <p className="text-sm break-all text-slate-600">{operator.email}</p>
                {operator.isNamedInSettings && (
                  <p className="mt-1 text-xs text-slate-500">{t('operators.namedInSettings')}</p>
                )}
              </div>
              {!operator.isNamedInSettings && (
                <Button
                  variant="secondary"
                  disabled={isLast}
                  title={isLast ? t('operators.refusal.LAST_OPERATOR') : undefined}
                  onClick={() => void revoke(operator)}
                >
                  {t('operators.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {isLast && <p className="mt-2 text-xs text-slate-500">{t('operators.refusal.LAST_OPERATOR')}</p>}
      </section>
      <form
        noValidate
        onSubmit={(event) => void grant(event)}
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm"
        aria-labelledby="operators-grant"
      >
        <h3 id="operators-grant" className="font-medium">
          {t('operators.grantTitle')}
        </h3>
        <TextField
          label={t('operators.email')}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          hint={t('operators.emailHint')}
        />
        <Button type="submit" disabled={isSaving}>
          {t('operators.grant')}
        </Button>
      </form>
    </div>
  );
}
