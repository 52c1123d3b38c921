import { CUSTOM_FORM_CAPABILITY, getDisplayContainerType } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../auth/useCan.ts';
import { customFormPath } from './custom-form-api.ts';

type ContainerRef = { _id: string; name: string; type: string } | undefined;

const isCustom = (container: ContainerRef): container is NonNullable<ContainerRef> =>
  container !== undefined && getDisplayContainerType(container.type) === 'custom';

/** "Compose form" for a Custom project, shown to those who may compose it (nothing otherwise). */
export function ComposeFormLink({ container, className }: { container: ContainerRef; className?: string }) {
  const { t } = useTranslation();
  const canCompose = useCan(CUSTOM_FORM_CAPABILITY);
  if (!isCustom(container) || !canCompose) return null;
  return (
    <Link
      to={customFormPath(container._id)}
      className={
        className ?? 'mt-2 inline-block text-sm font-medium text-brand-800 underline-offset-2 hover:underline'
      }
      aria-label={`${t('calculatorCustomForm.link.compose')}: ${container.name}`}
      data-testid="compose-form-link"
    >
      {t('calculatorCustomForm.link.compose')}
    </Link>
  );
}

/**
 * What Inputs shows for a Custom project whose form has no sections yet: why, and the way to compose
 * it (or whom to ask, for members who may not).
 */
export function EmptyCustomFormNotice({ container }: { container: ContainerRef }) {
  const { t } = useTranslation();
  const canCompose = useCan(CUSTOM_FORM_CAPABILITY);
  if (!isCustom(container)) return null;
  return (
    <section
      aria-labelledby="empty-custom-form-title"
      className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center"
      data-testid="empty-custom-form"
    >
      <h2 id="empty-custom-form-title" className="text-lg font-semibold text-slate-900">
        {t('calculatorCustomForm.link.emptyTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        {t('calculatorCustomForm.link.emptyText')}
      </p>
      {canCompose ? (
        <Link
          to={customFormPath(container._id)}
          className="mt-4 inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t('calculatorCustomForm.link.emptyAction')}
        </Link>
      ) : (
        <p className="mt-4 text-sm font-medium text-slate-800">
          {t('calculatorCustomForm.link.emptyAskAdmin')}
        </p>
      )}
    </section>
  );
}
