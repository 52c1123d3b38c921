import {
  type Assessment,
  type AssessmentContext,
  ESRS_STANDARDS,
  STAKEHOLDER_TYPES,
  type StakeholderType,
} from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectServerFieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { MaterialityApiError, useUpdateAssessment } from './materiality-api.ts';

type EntityMatter = Assessment['entitySpecificMatters'][number];
type Props = { assessment: Assessment; canEdit: boolean };

/** Step 1: business model, value chain, geographies, stakeholders, entity-specific matters. */
export function ContextStep({ assessment, canEdit }: Props) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const validationText = useValidationText();
  const [context, setContext] = useState<AssessmentContext>(assessment.context);
  // Rows of the stakeholder list keep a key of their own, so removing one never moves another's input.
  const [keys, setKeys] = useState(() => assessment.context.stakeholders.map(() => crypto.randomUUID()));
  const [geographies, setGeographies] = useState(assessment.context.geographies.join(', '));
  const [matters, setMatters] = useState<(Omit<EntityMatter, 'id'> & { id?: string })[]>(
    assessment.entitySpecificMatters,
  );
  const update = useUpdateAssessment(assessment._id);
  const errors = collectServerFieldErrors(
    update.error instanceof MaterialityApiError ? update.error.apiError : undefined,
  );
  const error = (path: string) => validationText(errors[path]);
  const set = <K extends keyof AssessmentContext>(key: K, value: AssessmentContext[K]) =>
    setContext((current) => ({ ...current, [key]: value }));
  const setStakeholder = (index: number, change: Partial<AssessmentContext['stakeholders'][number]>) =>
    set(
      'stakeholders',
      context.stakeholders.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = geographies
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    update.mutate(
      {
        context: { ...context, geographies: list },
        entitySpecificMatters: matters.map((matter) => ({
          ...(matter.id ? { id: matter.id } : {}),
          standard: matter.standard,
          name: matter.name,
        })),
      },
      { onSuccess: () => toasts.show({ message: t('materiality.context.saved'), tone: 'success' }) },
    );
  };
  const typeOptions = STAKEHOLDER_TYPES.map((type) => ({
    value: type.id,
    label: `${type.label[lang]} (${t(type.kind === 'affected' ? 'materiality.context.affected' : 'materiality.context.user')})`,
  }));

  return (
    <form
      onSubmit={submit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      noValidate
    >
      <div>
        <h2 className="text-lg font-semibold">{t('materiality.context.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('materiality.context.intro')}</p>
      </div>
      <fieldset disabled={!canEdit} className="space-y-4">
        <TextAreaField
          label={t('materiality.context.businessModel')}
          value={context.businessModel}
          onChange={(event) => set('businessModel', event.target.value)}
          error={error('context.businessModel')}
          rows={3}
          data-testid="context-business-model"
        />
        <div className="grid gap-4 md:grid-cols-3">
          {(['upstream', 'ownOperations', 'downstream'] as const).map((key) => (
            <TextAreaField
              key={key}
              label={t(`materiality.context.${key}`)}
              value={context[key]}
              onChange={(event) => set(key, event.target.value)}
              error={error(`context.${key}`)}
              rows={3}
            />
          ))}
        </div>
        <TextField
          label={t('materiality.context.geographies')}
          hint={t('materiality.context.geographiesHint')}
          value={geographies}
          onChange={(event) => setGeographies(event.target.value)}
          error={error('context.geographies')}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{t('materiality.context.stakeholders')}</legend>
          {context.stakeholders.map((stakeholder, index) => (
            <div
              key={keys[index]}
              className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
            >
              <TextField
                label={t('materiality.context.stakeholderName')}
                value={stakeholder.name}
                onChange={(event) => setStakeholder(index, { name: event.target.value })}
                error={error(`context.stakeholders.${index}.name`)}
                data-testid={`stakeholder-name-${index}`}
              />
              <SelectField
                label={t('materiality.context.stakeholderType')}
                value={stakeholder.type}
                onChange={(event) => setStakeholder(index, { type: event.target.value as StakeholderType })}
                options={typeOptions}
                data-testid={`stakeholder-type-${index}`}
              />
              <div className="flex items-end">
                <Button
                  variant="dangerGhost"
                  onClick={() => {
                    set(
                      'stakeholders',
                      context.stakeholders.filter((_, i) => i !== index),
                    );
                    setKeys(keys.filter((_, i) => i !== index));
                  }}
                >
                  {t('materiality.context.remove')}
                </Button>
              </div>
              {stakeholder.type === 'nature' && (
                <TextField
                  className="sm:col-span-3"
                  label={t('materiality.context.proxy')}
                  hint={t('materiality.context.proxyHint')}
                  value={stakeholder.proxy}
                  onChange={(event) => setStakeholder(index, { proxy: event.target.value })}
                />
              )}
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() => {
              set('stakeholders', [...context.stakeholders, { name: '', type: 'employees', proxy: '' }]);
              setKeys([...keys, crypto.randomUUID()]);
            }}
            data-testid="stakeholder-add"
          >
            {t('materiality.context.addStakeholder')}
          </Button>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{t('materiality.context.entityMatters')}</legend>
          {matters.map((matter, index) => (
            <div key={matter.id ?? `new-${index}`} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto]">
              <TextField
                label={t('materiality.context.entityMatterName')}
                value={matter.name}
                onChange={(event) =>
                  setMatters(
                    matters.map((entry, i) => (i === index ? { ...entry, name: event.target.value } : entry)),
                  )
                }
                error={error(`entitySpecificMatters.${index}.name`)}
              />
              <SelectField
                label={t('materiality.context.entityMatterStandard')}
                value={matter.standard ?? ''}
                onChange={(event) =>
                  setMatters(
                    matters.map((entry, i) =>
                      i === index
                        ? { ...entry, standard: (event.target.value || null) as EntityMatter['standard'] }
                        : entry,
                    ),
                  )
                }
                options={[
                  { value: '', label: t('materiality.context.entityMatterNone') },
                  ...ESRS_STANDARDS.map((standard) => ({ value: standard, label: standard })),
                ]}
              />
              <div className="flex items-end">
                <Button
                  variant="dangerGhost"
                  onClick={() => setMatters(matters.filter((_, i) => i !== index))}
                >
                  {t('materiality.context.remove')}
                </Button>
              </div>
            </div>
          ))}
          {error('entitySpecificMatters') && (
            <p role="alert" className="text-sm text-red-700">
              {update.error?.message}
            </p>
          )}
          <Button variant="secondary" onClick={() => setMatters([...matters, { name: '', standard: null }])}>
            {t('materiality.context.addEntityMatter')}
          </Button>
        </fieldset>
        {assessment.groupCompanies.length > 0 && (
          <p className="text-sm text-slate-700">
            {t('materiality.context.group')}:{' '}
            {assessment.groupCompanies.map((company) => company.name).join(', ')}
          </p>
        )}
      </fieldset>
      {canEdit && (
        <Button type="submit" disabled={update.isPending} data-testid="context-save">
          {t('materiality.context.save')}
        </Button>
      )}
    </form>
  );
}
