import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useValidationText } from '../../components/form/field-errors.ts';
import { CustomPlanLicence } from './CustomPlanLicence.tsx';
import { useCustomPlanPreview } from './custom-plans-api.ts';

/**
 * On the register page of a link with `?customPlanCode=`: the plan the new company will get (no price:
 * anybody holding the link sees this), or why the code cannot be used, with a way to register without it.
 * `serverRefusal` is the registration's own answer about the code, which wins over the preview's.
 */
export function RegisterPlanNotice({
  code,
  serverRefusal,
}: {
  code: string;
  serverRefusal: string | undefined;
}) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const preview = useCustomPlanPreview(code);
  const refusal = serverRefusal ?? validationText(preview.data?.refusal);

  if (refusal)
    return (
      <section
        role="alert"
        aria-labelledby="register-plan-refused"
        data-testid="register-plan-refused"
        className="mt-4 space-y-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <h2 id="register-plan-refused" className="font-medium">
          {t('customPlans.register.refusedTitle')}
        </h2>
        <p>{refusal}</p>
        <Link
          to="/register?create-new-account=create-new-account"
          className="inline-block font-medium text-red-900 underline"
        >
          {t('customPlans.register.withoutCode')}
        </Link>
      </section>
    );
  if (preview.isPending)
    return (
      <p role="status" className="mt-4 text-sm text-slate-600">
        {t('customPlans.register.checking')}
      </p>
    );
  if (preview.isError || !preview.data?.plan)
    return (
      <p role="note" className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('customPlans.register.checkFailed')}
      </p>
    );
  const { plan } = preview.data;
  return (
    <section
      aria-labelledby="register-plan-title"
      data-testid="register-plan"
      className="mt-4 space-y-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3"
    >
      <h2 id="register-plan-title" className="font-medium text-brand-900">
        {t('customPlans.register.title')}: {plan.name}
      </h2>
      <p className="text-sm text-brand-900">{t('customPlans.register.intro')}</p>
      <CustomPlanLicence plan={plan} />
      <p className="text-xs text-slate-600">{t('customPlans.register.landing')}</p>
    </section>
  );
}
