import { SUPPLIER_TEMPLATE_IDS, type Supplier, sendQuestionnaireSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { QUESTIONNAIRES_KEY, sendQuestionnaire } from './supplier-api.ts';
import { readTypedNumber } from './supplier-draft.ts';

/**
 * Sends a questionnaire template to a supplier for a year, with a deadline: the server checks it
 * against the value-chain cap and mails the supplier its personal link.
 */
export function SendQuestionnaireForm({ supplier }: { supplier: Supplier }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const id = useId();
  const queryClient = useQueryClient();
  const validationText = useValidationText();
  const [templateId, setTemplateId] = useState<string>(SUPPLIER_TEMPLATE_IDS[0]);
  const [reportingYear, setReportingYear] = useState(String(new Date().getFullYear() - 1));
  const [deadline, setDeadline] = useState('');
  const [language, setLanguage] = useState(i18n.resolvedLanguage === 'de' ? 'de' : 'en');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const errorOf = (path: string) => validationText(errors[path]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = {
      supplierId: supplier._id,
      templateId,
      reportingYear: readTypedNumber(reportingYear, locale) ?? undefined,
      deadline,
      language,
    };
    const parsed = sendQuestionnaireSchema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= 'validation.invalid';
      return setErrors(next);
    }
    setErrors({});
    setIsSaving(true);
    const result = await sendQuestionnaire(parsed.data);
    setIsSaving(false);
    if (!result.data) {
      const serverErrors = collectServerFieldErrors(result.error);
      setErrors(serverErrors);
      setFormError(
        Object.keys(serverErrors).some((path) => path.startsWith('questions.'))
          ? t('supplierAssessments.send.beyondCap')
          : Object.keys(serverErrors).length === 0
            ? describeFailure(t, result.error)
            : undefined,
      );
      return;
    }
    toasts.show({ message: t('supplierAssessments.send.sent', { name: supplier.name }), tone: 'success' });
    await queryClient.invalidateQueries({ queryKey: QUESTIONNAIRES_KEY });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('supplierAssessments.send.title', { name: supplier.name })}
      </h2>
      <p className="text-sm text-slate-700">
        {t('supplierAssessments.send.intro', { email: supplier.contactEmail })}
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        data-testid="send-questionnaire-form"
      >
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('supplierAssessments.send.template')}
            name="templateId"
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
            options={SUPPLIER_TEMPLATE_IDS.map((value) => ({
              value,
              label: t(`supplierAssessments.templates.${value}`),
            }))}
            error={errorOf('templateId')}
          />
          <TextField
            label={t('supplierAssessments.send.year')}
            name="reportingYear"
            inputMode="numeric"
            value={reportingYear}
            onChange={(event) => setReportingYear(event.target.value)}
            error={errorOf('reportingYear')}
          />
          <TextField
            label={t('supplierAssessments.send.deadline')}
            name="deadline"
            type="date"
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
            error={errorOf('deadline')}
          />
          <SelectField
            label={t('supplierAssessments.send.language')}
            name="language"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            options={[
              { value: 'en', label: 'English' },
              { value: 'de', label: 'Deutsch' },
            ]}
          />
        </div>
        <Button type="submit" disabled={isSaving}>
          {t('supplierAssessments.send.submit')}
        </Button>
      </form>
    </section>
  );
}
