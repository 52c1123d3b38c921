import {
  ENGAGE_ACCENT_COLOUR_NAMES,
  ENGAGE_ACCENT_COLOURS,
  type EngageFigureKey,
  type EngageReportContent,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import type { ContentErrors, ContentField } from './content-errors.ts';
import { ReportTextField } from './ReportTextField.tsx';
import { toWebsiteUrl } from './report-draft.ts';

export type ReportFormProps = {
  content: EngageReportContent;
  onChange: (content: EngageReportContent) => void;
  errors: ContentErrors;
};

const FIGURE_KEYS: readonly EngageFigureKey[] = [
  'total',
  'scopes',
  'scope2LocationBased',
  'sections',
  'topSources',
  'equivalents',
  'commitments',
];

// A borderless fieldset in a card: a bordered one would draw its legend on the border line.
const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const fieldset = 'space-y-3';
const legend = 'mb-3 text-base font-semibold text-slate-900';

/** The generator's choices: which figures, the texts and the brand. */
export function ReportForm({ content, onChange, errors }: ReportFormProps) {
  const { t } = useTranslation();
  const { figures, texts, brand } = content;
  const error = (field: ContentField) => {
    const key = errors[field];
    return key ? t(`engage.generator.errors.${key}`) : undefined;
  };
  const setTexts = (change: Partial<EngageReportContent['texts']>) =>
    onChange({ ...content, texts: { ...texts, ...change } });
  const setBrand = (change: Partial<EngageReportContent['brand']>) =>
    onChange({ ...content, brand: { ...brand, ...change } });

  return (
    <div className="space-y-5">
      <div className={card}>
        <fieldset className={fieldset}>
          <legend className={legend}>{t('engage.generator.figures.legend')}</legend>
          {FIGURE_KEYS.map((key) => {
            // Location-based Scope 2 is a detail of the scope figures, so it is indented and needs them.
            const isDetail = key === 'scope2LocationBased';
            return (
              <label
                key={key}
                className={`flex items-center gap-2 text-sm text-slate-800 ${isDetail ? 'ml-6' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={figures[key]}
                  disabled={isDetail && !figures.scopes}
                  onChange={(event) =>
                    onChange({ ...content, figures: { ...figures, [key]: event.target.checked } })
                  }
                  className="h-4 w-4 rounded border-slate-300 accent-brand-700"
                  data-testid={`figure-${key}`}
                />
                {t(`engage.generator.figures.${key}`)}
              </label>
            );
          })}
        </fieldset>
      </div>
      <div className={card}>
        <fieldset className={fieldset}>
          <legend className={legend}>{t('engage.generator.texts.legend')}</legend>
          <ReportTextField
            label={t('engage.generator.texts.title')}
            value={texts.title}
            onChange={(title) => setTexts({ title })}
            error={error('texts.title')}
            isRequired
            testId="report-title"
          />
          <ReportTextField
            label={t('engage.generator.texts.introduction')}
            value={texts.introduction}
            onChange={(introduction) => setTexts({ introduction })}
            error={error('texts.introduction')}
            isMultiline
            testId="report-introduction"
          />
          <ReportTextField
            label={t('engage.generator.texts.commitments')}
            value={texts.commitments}
            onChange={(commitments) => setTexts({ commitments })}
            error={error('texts.commitments')}
            hint={t('engage.generator.texts.commitmentsHint')}
            isMultiline
            testId="report-commitments"
          />
        </fieldset>
      </div>
      <div className={card}>
        <fieldset className={fieldset}>
          <legend className={legend}>{t('engage.generator.brand.legend')}</legend>
          <ReportTextField
            label={t('engage.generator.brand.displayName')}
            value={brand.displayName}
            onChange={(displayName) => setBrand({ displayName })}
            error={error('brand.displayName')}
            isRequired
            testId="report-display-name"
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {t('engage.generator.brand.accentColour')}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {ENGAGE_ACCENT_COLOUR_NAMES.map((colour) => (
                <label
                  key={colour}
                  className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1 text-xs text-slate-700 has-checked:border-slate-900 has-checked:ring-1 has-checked:ring-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="radio"
                    name="accent-colour"
                    value={colour}
                    checked={brand.accentColour === colour}
                    onChange={() => setBrand({ accentColour: colour })}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 rounded-full"
                    style={{ backgroundColor: ENGAGE_ACCENT_COLOURS[colour] }}
                  />
                  {t(`engage.generator.brand.colours.${colour}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <ReportTextField
            label={t('engage.generator.brand.websiteUrl')}
            value={brand.websiteUrl ?? ''}
            onChange={(text) => setBrand({ websiteUrl: toWebsiteUrl(text) })}
            error={error('brand.websiteUrl')}
            hint={t('engage.generator.brand.websiteHint')}
            type="url"
            testId="report-website"
          />
        </fieldset>
      </div>
    </div>
  );
}
