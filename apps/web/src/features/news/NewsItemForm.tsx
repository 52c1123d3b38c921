import {
  type CuratedNewsItem,
  NEWS_TOPICS,
  type NewsItemInput,
  newsItemInputSchema,
} from '@carbon-ledger/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http-client.ts';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  type FieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';

type Draft = {
  titleEn: string;
  summaryEn: string;
  titleDe: string;
  summaryDe: string;
  url: string;
  topic: string;
  publishedOn: string;
  isPublished: boolean;
};

const today = () => new Date().toISOString().slice(0, 10);

function toDraft(item: CuratedNewsItem | undefined): Draft {
  return {
    titleEn: item?.titleEn ?? '',
    summaryEn: item?.summaryEn ?? '',
    titleDe: item?.titleDe ?? '',
    summaryDe: item?.summaryDe ?? '',
    url: item?.url ?? 'https://',
    topic: item?.topic ?? 'renewables',
    publishedOn: item?.publishedOn ?? today(),
    isPublished: item?.isPublished ?? true,
  };
}

/** Adds or edits one curated item: its text in English and/or German, link, topic, date and state. */
export function NewsItemForm(props: {
  item: CuratedNewsItem | undefined;
  onSave: (input: NewsItemInput) => Promise<ApiError | undefined>;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [draft, setDraft] = useState(() => toDraft(props.item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (field: keyof Draft) => validationText(errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsItemInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setIsSaving(true);
    const error = await props.onSave(parsed.data);
    setIsSaving(false);
    if (error) {
      setErrors(collectServerFieldErrors(error));
      return;
    }
    if (!props.item) setDraft(toDraft(undefined));
  };

  const headingId = props.item ? `news-edit-${props.item._id}` : 'news-add';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="font-medium">
        {t(props.item ? 'news.settings.editItem' : 'news.settings.addItem')}
      </h3>
      <p className="text-sm text-slate-600">{t('news.settings.languagesHint')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {(['En', 'De'] as const).map((suffix) => (
          <fieldset key={suffix} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium">
              {t(suffix === 'En' ? 'news.settings.english' : 'news.settings.german')}
            </legend>
            <TextField
              label={t('news.settings.titleLabel')}
              name={`title${suffix}`}
              lang={suffix.toLowerCase()}
              value={draft[`title${suffix}`]}
              onChange={set(`title${suffix}`)}
              error={errorOf(`title${suffix}`)}
              maxLength={200}
            />
            <TextAreaField
              label={t('news.settings.summaryLabel')}
              name={`summary${suffix}`}
              lang={suffix.toLowerCase()}
              rows={3}
              value={draft[`summary${suffix}`]}
              onChange={set(`summary${suffix}`)}
              error={errorOf(`summary${suffix}`)}
              maxLength={1000}
            />
          </fieldset>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label={t('news.settings.urlLabel')}
          name="url"
          type="url"
          inputMode="url"
          value={draft.url}
          onChange={set('url')}
          error={errorOf('url')}
          className="md:col-span-3"
        />
        <SelectField
          label={t('news.settings.topicLabel')}
          name="topic"
          value={draft.topic}
          onChange={set('topic')}
          error={errorOf('topic')}
          options={NEWS_TOPICS.map((value) => ({ value, label: t(`news.topics.${value}`) }))}
        />
        <TextField
          label={t('news.settings.dateLabel')}
          name="publishedOn"
          type="date"
          value={draft.publishedOn}
          onChange={set('publishedOn')}
          error={errorOf('publishedOn')}
        />
      </div>
      <SwitchField
        label={t('news.settings.isPublishedLabel')}
        hint={t('news.settings.isPublishedHint')}
        isChecked={draft.isPublished}
        onChange={(isPublished) => setDraft((current) => ({ ...current, isPublished }))}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving}>
          {t(isSaving ? 'news.settings.saving' : 'news.settings.save')}
        </Button>
        {props.onCancel && (
          <Button variant="secondary" onClick={props.onCancel}>
            {t('news.settings.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
