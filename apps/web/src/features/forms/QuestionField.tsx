import {
  type DisplayLocale,
  formatStoredNumber,
  parseLocalizedNumber,
  type Question,
  type SurveyAnswer,
  type ValidationMessageKey,
} from '@carbon-ledger/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/form/field-errors.ts';

type Props = {
  question: Question;
  /** The form's language the labels are read in. */
  lang: DisplayLocale;
  answer: SurveyAnswer | undefined;
  onChange: (answer: SurveyAnswer | undefined) => void;
  error?: ValidationMessageKey | 'number' | undefined;
  /** The heading level of the question (a page of its own: h1). */
  isPageHeading?: boolean;
};

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700';

/** A number typed in the page's language, read by core's parser (never `Number(text)`). */
function NumberInput(props: {
  id: string;
  value: number | undefined;
  lang: DisplayLocale;
  unit?: string;
  describedBy?: string;
  isInvalid: boolean;
  onValue: (value: number | undefined, isReadable: boolean) => void;
  label?: string;
}) {
  const [text, setText] = useState(
    props.value === undefined ? '' : formatStoredNumber(props.value, props.lang),
  );
  return (
    <span className="flex items-center gap-2">
      <input
        id={props.id}
        inputMode="decimal"
        value={text}
        aria-invalid={props.isInvalid}
        aria-describedby={props.describedBy}
        aria-label={props.label}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseLocalizedNumber(event.target.value, props.lang);
          if (parsed.isOk) props.onValue(parsed.value, true);
          else props.onValue(undefined, event.target.value.trim() === '');
        }}
        className="w-32 rounded-md border border-slate-300 px-3 py-2 text-base"
      />
      {props.unit ? <span className="text-sm text-slate-700">{props.unit}</span> : null}
    </span>
  );
}

/** One question of a question set as a field: the same on the public page and in the preview. */
export function QuestionField({ question, lang, answer, onChange, error, isPageHeading = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const validationText = useValidationText();
  const [unreadable, setUnreadable] = useState(false);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy =
    [question.help ? helpId : '', error || unreadable ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const Heading = isPageHeading ? 'h1' : 'h3';
  const errorText = unreadable
    ? t('forms.number')
    : error === 'number'
      ? t('forms.number')
      : validationText(error);
  const isDeclined = answer?.type === 'declined';

  const body = (() => {
    switch (question.type) {
      case 'choice':
      case 'yes-no': {
        const options =
          question.type === 'choice'
            ? question.options.map((option) => ({ id: option.id, label: option.label[lang] }))
            : [
                { id: 'yes', label: t('forms.yes') },
                { id: 'no', label: t('forms.no') },
              ];
        const selected =
          answer?.type === 'choice'
            ? answer.choice
            : answer?.type === 'yes-no'
              ? answer.isYes
                ? 'yes'
                : 'no'
              : undefined;
        return (
          <div
            role="radiogroup"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            className="grid gap-2 sm:grid-cols-2"
          >
            {options.map((option) => (
              <label key={option.id} className={optionClass}>
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={option.id}
                  checked={selected === option.id}
                  onChange={() =>
                    onChange(
                      question.type === 'choice'
                        ? { type: 'choice', choice: option.id }
                        : { type: 'yes-no', isYes: option.id === 'yes' },
                    )
                  }
                  className="h-5 w-5 accent-brand-700"
                />
                {option.label}
              </label>
            ))}
          </div>
        );
      }
      case 'multi-choice': {
        const choices = answer?.type === 'multi-choice' ? answer.choices : [];
        const total = choices.reduce((sum, choice) => sum + (choice.share ?? 0), 0);
        const setChoices = (next: typeof choices) =>
          onChange(next.length === 0 ? undefined : { type: 'multi-choice', choices: next });
        return (
          <fieldset aria-labelledby={labelId} aria-describedby={describedBy} className="space-y-2">
            {question.options.map((option) => {
              const chosen = choices.find((choice) => choice.id === option.id);
              return (
                <div key={option.id} className="flex flex-wrap items-center gap-2">
                  <label className={`${optionClass} flex-1`}>
                    <input
                      type="checkbox"
                      checked={chosen !== undefined}
                      onChange={(event) =>
                        setChoices(
                          event.target.checked
                            ? [
                                ...choices,
                                question.hasShares ? { id: option.id, share: 0 } : { id: option.id },
                              ]
                            : choices.filter((choice) => choice.id !== option.id),
                        )
                      }
                      className="h-5 w-5 accent-brand-700"
                    />
                    {option.label[lang]}
                  </label>
                  {question.hasShares && chosen ? (
                    <NumberInput
                      id={`${id}-${option.id}-share`}
                      label={`${option.label[lang]}: ${t('forms.sharesHint')}`}
                      value={chosen.share || undefined}
                      lang={lang}
                      unit="%"
                      isInvalid={error === 'validation.survey.shares'}
                      onValue={(share) =>
                        setChoices(
                          choices.map((choice) =>
                            choice.id === option.id ? { id: option.id, share: share ?? 0 } : choice,
                          ),
                        )
                      }
                    />
                  ) : null}
                </div>
              );
            })}
            {question.hasShares ? (
              <p className="text-sm text-slate-700" aria-live="polite">
                {t('forms.sharesTotal', { total: formatStoredNumber(total, lang) })}
              </p>
            ) : null}
          </fieldset>
        );
      }
      case 'number':
      case 'days-per-week': {
        const value =
          answer?.type === 'number'
            ? answer.value
            : answer?.type === 'days-per-week'
              ? answer.days
              : undefined;
        return (
          <NumberInput
            id={`${id}-input`}
            value={value ?? (question.type === 'number' ? question.defaultValue : undefined)}
            lang={lang}
            unit={question.type === 'number' ? question.unit : t('forms.daysPerWeek')}
            describedBy={describedBy}
            isInvalid={Boolean(error) || unreadable}
            onValue={(next, isReadable) => {
              setUnreadable(!isReadable);
              if (next === undefined) return onChange(undefined);
              onChange(
                question.type === 'number'
                  ? { type: 'number', value: next }
                  : { type: 'days-per-week', days: next },
              );
            }}
          />
        );
      }
      case 'text':
        return (
          <textarea
            id={`${id}-input`}
            value={answer?.type === 'text' ? answer.text : ''}
            maxLength={question.maxLength}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            onChange={(event) =>
              onChange(event.target.value === '' ? undefined : { type: 'text', text: event.target.value })
            }
            className="min-h-24 w-full rounded-md border border-slate-300 px-3 py-2 text-base"
          />
        );
      case 'file':
        return <p className="text-sm text-slate-700">{t('forms.fileUnsupported')}</p>;
    }
  })();

  const labelFor =
    question.type === 'number' || question.type === 'days-per-week' || question.type === 'text'
      ? `${id}-input`
      : undefined;
  return (
    <div className="space-y-3">
      <Heading
        id={labelId}
        tabIndex={isPageHeading ? -1 : undefined}
        className={isPageHeading ? 'text-xl font-semibold' : 'text-base font-semibold'}
      >
        {labelFor ? <label htmlFor={labelFor}>{question.label[lang]}</label> : question.label[lang]}
        {question.isRequired ? null : (
          <span className="ml-2 text-sm font-normal text-slate-600">({t('forms.optional')})</span>
        )}
      </Heading>
      {question.help ? (
        <p id={helpId} className="text-sm text-slate-700">
          {question.help[lang]}
        </p>
      ) : null}
      {isDeclined ? null : body}
      {question.isDeclinable ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={isDeclined}
            onChange={(event) => onChange(event.target.checked ? { type: 'declined' } : undefined)}
          />
          {t('forms.decline')}
        </label>
      ) : null}
      {errorText ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
