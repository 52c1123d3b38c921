import {
  createSupportTicketSchema,
  MAX_SUPPORT_ATTACHMENT_BYTES,
  MAX_SUPPORT_MESSAGE_LENGTH,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import {
  type AttachmentProblem,
  fileTicket,
  MY_TICKETS_KEY,
  readAttachmentProblem,
  readFileAsBase64,
} from './support-tickets-api.ts';

const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,.webp,.xlsx,.csv';
const MAX_MB = MAX_SUPPORT_ATTACHMENT_BYTES / 1024 / 1024;

/** The ticket form: subject, message and an optional attachment; the subject gets the focus. */
export function NewTicketForm() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [fileProblem, setFileProblem] = useState<AttachmentProblem>();
  const [isSaving, setIsSaving] = useState(false);

  const clearFile = () => {
    setFile(undefined);
    setFileProblem(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSupportTicketSchema.safeParse({ subject, message });
    setErrors(parsed.success ? {} : collectFieldErrors(parsed.error));
    const tooLarge = file && file.size > MAX_SUPPORT_ATTACHMENT_BYTES;
    setFileProblem(tooLarge ? 'tooLarge' : undefined);
    if (!parsed.success || tooLarge) return;
    setIsSaving(true);
    const attachment = file ? { name: file.name, content: await readFileAsBase64(file) } : null;
    const result = await fileTicket({
      subject: parsed.data.subject,
      message: parsed.data.message,
      attachment,
    });
    setIsSaving(false);
    if (!result.data) {
      const problem = readAttachmentProblem(result.error);
      const fieldErrors = collectServerFieldErrors(result.error);
      setFileProblem(problem);
      setErrors(fieldErrors);
      if (!problem && Object.keys(fieldErrors).length === 0)
        toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
      return;
    }
    setSubject('');
    setMessage('');
    clearFile();
    await queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY });
    toasts.show({ message: t('supportTickets.submitted'), tone: 'success' });
  };

  const fileError = fileProblem
    ? t(`supportTickets.attachmentProblem.${fileProblem}`, { mb: MAX_MB })
    : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="support-new-ticket"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-5"
      data-testid="support-ticket-form"
    >
      <h2 id="support-new-ticket" className="text-lg font-semibold">
        {t('supportTickets.newTitle')}
      </h2>
      <TextField
        label={t('supportTickets.subject')}
        name="subject"
        autoComplete="off"
        autoFocus
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={validationText(errors.subject)}
      />
      <TextAreaField
        label={t('supportTickets.message')}
        name="message"
        rows={6}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={validationText(errors.message)}
        hint={t('supportTickets.messageHint', { max: MAX_SUPPORT_MESSAGE_LENGTH })}
      />
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          {t('supportTickets.attachment')}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          name="attachment"
          accept={ACCEPTED_FILES}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-${fileError ? 'error' : 'hint'}`}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setFileProblem(undefined);
          }}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {fileError ? (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-500">
            {t('supportTickets.attachmentHint', { mb: MAX_MB })}
          </p>
        )}
        {file && (
          <Button variant="ghost" className="mt-1 px-2 py-1" onClick={clearFile}>
            {t('supportTickets.removeAttachment')}
          </Button>
        )}
      </div>
      <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
        {isSaving ? t('supportTickets.submitting') : t('supportTickets.submit')}
      </Button>
    </form>
  );
}
