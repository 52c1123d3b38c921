import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LOGIN_PATH } from '../../app/paths.ts';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { deleteAccount, forgetSession, useDeletionPreview } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';
import { FormAlert } from './FormAlert.tsx';

function BrandList({ brands, testId }: { brands: string[]; testId: string }) {
  return (
    <ul data-testid={testId} className="mt-2 list-disc space-y-1 pl-6 font-medium">
      {brands.map((brand) => (
        <li key={brand}>{brand}</li>
      ))}
    </ul>
  );
}

/**
 * `/accounts/delete/:token` (public): what deleting the account does, a last confirmation, then
 * the deletion. Companies the user alone belongs to go with the account; being the last owner of a
 * company with other members blocks it until ownership is handed over, and so does being the
 * platform's only operator until another account holds operator rights.
 */
export function AccountDeletionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const preview = useDeletionPreview(token);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isDeleted, setIsDeleted] = useState(false);
  const [formError, setFormError] = useState<string>();

  const confirmAndDelete = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('account.deleteConfirm.confirmTitle'),
      message: t('account.deleteConfirm.confirmMessage'),
      confirmLabel: t('account.deleteConfirm.submit'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    setFormError(undefined);
    setIsDeleting(true);
    const result = await deleteAccount(token);
    setIsDeleting(false);
    if (result.data) {
      setIsDeleted(true);
      forgetSession(queryClient);
      return;
    }
    // The situation changed since the page opened (a new member, a used link): show it as it is now.
    if (result.error?.code === 'CONFLICT' || result.error?.code === 'BAD_REQUEST') await preview.refetch();
    else setFormError(describeFailure(t, result.error));
  };

  if (isDeleted) {
    return (
      <section className="mx-auto w-full max-w-xl px-6 py-12" role="status">
        <h1 className="text-2xl font-semibold">{t('account.deleteConfirm.doneTitle')}</h1>
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm">
          <p className="text-slate-700">{t('account.deleteConfirm.doneMessage')}</p>
          <Link to={LOGIN_PATH} className="mt-4 inline-block font-medium text-brand-700 underline">
            {t('account.backToLogin')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl px-6 py-12">
      <h1 className="text-2xl font-semibold">{t('account.deleteConfirm.title')}</h1>
      <div className="mt-6 space-y-5 rounded-xl bg-white p-6 shadow-sm">
        {preview.isPending && <p role="status">{t('account.deleteConfirm.loading')}</p>}
        {preview.isError && <FormAlert message={t('errors.network')} />}
        {preview.data === null && <FormAlert message={t('account.deleteConfirm.invalid')} />}
        {preview.data && (
          <>
            <p className="font-medium">{t('account.deleteConfirm.intro', { email: preview.data.email })}</p>
            {preview.data.companiesDeleted.length > 0 ? (
              <div>
                <p className="text-sm text-slate-700">{t('account.deleteConfirm.companiesDeleted')}</p>
                <BrandList brands={preview.data.companiesDeleted} testId="companies-deleted" />
              </div>
            ) : (
              <p className="text-sm text-slate-700">{t('account.deleteConfirm.noCompaniesDeleted')}</p>
            )}
            {preview.data.blockingCompanies.length > 0 && (
              <div
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              >
                <p>{t('account.deleteConfirm.blockingIntro')}</p>
                <BrandList brands={preview.data.blockingCompanies} testId="blocking-companies" />
                <p className="mt-2">{t('account.deleteConfirm.blockingHelp')}</p>
              </div>
            )}
            {preview.data.isLastOperator && (
              <div
                role="alert"
                data-testid="last-operator"
                className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              >
                <p>{t('account.deleteConfirm.lastOperator')}</p>
              </div>
            )}
            <FormAlert message={formError} />
            <Button
              variant="danger"
              className="w-full"
              disabled={
                isDeleting || preview.data.blockingCompanies.length > 0 || preview.data.isLastOperator
              }
              onClick={() => void confirmAndDelete()}
            >
              {isDeleting ? t('account.deleteConfirm.deleting') : t('account.deleteConfirm.submit')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
