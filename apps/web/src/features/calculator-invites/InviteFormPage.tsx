import { getInstanceYearLabel } from '@carbon-ledger/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { setInviteToken } from '../../api/invite-token.ts';
import { Button } from '../../components/ui/Button.tsx';
import { LanguageDropdown } from '../../components/ui/LanguageDropdown.tsx';
import { CalculatorApiError } from '../calculator/api/calculator-api.ts';
import { calculatorKeys, useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { InputsPage } from '../calculator/inputs/InputsPage.tsx';
import { type CalculatorScope, CalculatorScopeContext } from '../calculator/shell/calculator-scope.ts';
import { InvitePartsSummary } from './InvitePartsSummary.tsx';
import { fetchCurrentInvite, fetchInviteSetup, inviteKeys } from './invites-api.ts';

/**
 * `/calculator/form/invite/:token` (public, bare layout): the Inputs page restricted to what the invite
 * grants. Every call of the page carries the link's token in `X-Invite-Token` instead of a session.
 */
export function InviteFormPage() {
  const { token = '' } = useParams();
  // Set during render, not in an effect: the children's queries start in their own effects, which run
  // before this component's, and must already carry the token.
  setInviteToken(token);
  useEffect(() => {
    setInviteToken(token);
    return () => setInviteToken(undefined);
  }, [token]);

  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const queryClient = useQueryClient();
  const invite = useQuery({
    queryKey: inviteKeys.current(token, lang),
    queryFn: () => fetchCurrentInvite(lang),
    retry: false,
  });
  const instanceId = invite.data?.instance;
  const setup = useQuery({
    queryKey: inviteKeys.inviteSetup(token, lang),
    queryFn: () => fetchInviteSetup([instanceId ?? ''], lang),
    enabled: Boolean(instanceId),
    placeholderData: (previous) => previous,
  });

  const scope = useMemo((): CalculatorScope | undefined => {
    const loaded = setup.data;
    const instance = loaded?.instances[0];
    if (!loaded || !instance) return undefined;
    return {
      kind: 'instance',
      instanceIds: [instance._id],
      container: undefined,
      group: undefined,
      title: instance.container.name,
      yearLabel: getInstanceYearLabel(instance.general),
      setup: loaded,
      isReadOnly: instance.general.isFrozen,
      refresh: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: inviteKeys.inviteForm(token) }),
          queryClient.invalidateQueries({ queryKey: calculatorKeys.all }),
        ]),
    };
  }, [setup.data, queryClient, token]);

  const error = invite.error ?? setup.error;
  const isInvalid = error instanceof CalculatorApiError && (error.status === 404 || error.status === 401);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8" data-testid="invite-form-page">
      <div className="flex justify-end">
        <LanguageDropdown />
      </div>
      {isInvalid ? (
        <section
          aria-labelledby="invite-invalid-title"
          className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
          data-testid="invite-invalid"
        >
          <h1 id="invite-invalid-title" className="text-xl font-semibold">
            {t('calculatorInvites.publicForm.invalidTitle')}
          </h1>
          <p className="mt-2 text-slate-600">{t('calculatorInvites.publicForm.invalidMessage')}</p>
        </section>
      ) : error ? (
        <div
          role="alert"
          className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{t('calculatorInvites.publicForm.loadError')}</span>
          <Button variant="secondary" onClick={() => void Promise.all([invite.refetch(), setup.refetch()])}>
            {t('calculatorInvites.publicForm.retry')}
          </Button>
        </div>
      ) : scope && invite.data ? (
        <CalculatorScopeContext.Provider value={scope}>
          <InvitePartsSummary invite={invite.data} project={scope.title} year={scope.yearLabel} />
          <InputsPage isInviteForm />
        </CalculatorScopeContext.Provider>
      ) : (
        <p role="status" aria-live="polite" className="py-12 text-center text-slate-600">
          {t('calculatorInvites.publicForm.loading')}
        </p>
      )}
    </div>
  );
}
