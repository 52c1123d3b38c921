import type { SubstanceItem } from '@carbon-ledger/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchSubstances, useChosenSubstances } from './substances-api.ts';

export type SubstancePickerProps = {
  /** The datapoint's label, naming the group of chosen substances and the search field. */
  label: string;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  isDisabled: boolean;
  error?: string | undefined;
  /** Code of the datapoint, for `data-datapoint`. */
  code: string;
};

const MIN_QUERY_LENGTH = 2;
const SEARCH_DELAY_MS = 250;

/** The numbers of a substance as the chips and options show them: `EC 231-100-4 · CAS 7439-92-1`. */
export function describeNumbers(substance: Pick<SubstanceItem, 'ecNumbers' | 'casNumbers'>): string {
  return [
    ...substance.ecNumbers.map((number) => `EC ${number}`),
    ...substance.casNumbers.map((number) => `CAS ${number}`),
  ].join(' · ');
}

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'done'; query: string; found: SubstanceItem[]; isSeed: boolean };

/**
 * Chooses substances of the operator-loaded list: a search field in the ARIA combobox pattern (the
 * list of matches is navigated with the arrow keys, Enter adds, Escape closes) and the chosen ones as
 * chips with name and EC/CAS numbers, each with a remove button. Stores ids only.
 */
export function SubstancePicker({ label, chosen, onChange, isDisabled, error, code }: SubstancePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const known = useChosenSubstances(chosen);
  // Names of substances chosen here, so a chip shows its name before the look-up answers.
  const [picked, setPicked] = useState<Record<string, SubstanceItem>>({});

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < MIN_QUERY_LENGTH) {
      setSearch({ state: 'idle' });
      return;
    }
    let isCurrent = true;
    setSearch({ state: 'searching' });
    const timer = setTimeout(async () => {
      const result = await searchSubstances(trimmed);
      if (!isCurrent) return;
      if (!result.data) {
        setSearch({ state: 'failed' });
        return;
      }
      setSearch({
        state: 'done',
        query: trimmed,
        found: result.data.substances,
        isSeed: result.data.source === 'seed',
      });
      setActive(result.data.substances.length > 0 ? 0 : -1);
      setAnnouncement(
        result.data.substances.length > 0
          ? t('substances.picker.results', { count: result.data.substances.length })
          : t('substances.picker.noResults', { query: trimmed }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query, t]);

  const found = search.state === 'done' ? search.found : [];
  const options = found.filter((substance) => !chosen.includes(substance.id));
  const isListShown = isOpen && search.state !== 'idle';
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const byId = new Map<string, SubstanceItem>([
    ...Object.entries(picked),
    ...(known.data?.substances ?? []).map((substance) => [substance.id, substance] as const),
  ]);

  const add = (substance: SubstanceItem) => {
    setPicked((previous) => ({ ...previous, [substance.id]: substance }));
    onChange([...chosen, substance.id]);
    setAnnouncement(t('substances.picker.added', { name: substance.name }));
    setQuery('');
    setIsOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };
  const remove = (substanceId: string) => {
    onChange(chosen.filter((chosenId) => chosenId !== substanceId));
    setAnnouncement(t('substances.picker.removed', { name: byId.get(substanceId)?.name ?? substanceId }));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index - 1 + options.length) % options.length));
    } else if (event.key === 'Enter') {
      const substance = options[active];
      if (isListShown && substance) {
        event.preventDefault();
        add(substance);
      }
    } else if (event.key === 'Escape') {
      if (isListShown) {
        event.preventDefault();
        setIsOpen(false);
      } else setQuery('');
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div data-datapoint={code} className="space-y-2">
      <div className="text-sm font-medium text-slate-800" id={`${id}-label`}>
        {label}
      </div>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-500">{t('substances.picker.noneChosen')}</p>
      ) : (
        <ul aria-label={`${t('substances.picker.chosen')}: ${label}`} className="flex flex-wrap gap-2">
          {chosen.map((substanceId) => {
            const substance = byId.get(substanceId);
            const isUnknown = !substance && known.isSuccess && !picked[substanceId];
            const name = substance?.name ?? substanceId;
            return (
              <li
                key={substanceId}
                data-substance={substanceId}
                className="inline-flex max-w-full items-start gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-slate-800"
              >
                <span className="min-w-0">
                  <span className="font-medium break-words">{name}</span>
                  {substance && describeNumbers(substance) ? (
                    <span className="block text-xs text-slate-600">{describeNumbers(substance)}</span>
                  ) : null}
                  {isUnknown ? (
                    <span className="block text-xs text-amber-800">{t('substances.picker.unknown')}</span>
                  ) : null}
                </span>
                {isDisabled ? null : (
                  <button
                    type="button"
                    onClick={() => remove(substanceId)}
                    aria-label={t('substances.picker.remove', { name })}
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-brand-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {isDisabled ? null : (
        <div className="relative">
          <label htmlFor={id} className="block text-sm text-slate-700">
            {t('substances.picker.search')}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            aria-autocomplete="list"
            aria-expanded={isListShown}
            aria-controls={listId}
            aria-activedescendant={
              isListShown && active >= 0 && options[active] ? optionId(active) : undefined
            }
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setIsOpen(true);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none sm:text-sm"
          />
          <div
            hidden={!isListShown}
            className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            {search.state === 'searching' ? (
              <p className="px-3 py-2 text-sm text-slate-500">{t('substances.picker.searching')}</p>
            ) : null}
            {search.state === 'failed' ? (
              <p className="px-3 py-2 text-sm text-red-700">{t('substances.picker.searchFailed')}</p>
            ) : null}
            {search.state === 'done' && options.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-500">
                {t('substances.picker.noResults', { query: search.query })}
              </p>
            ) : null}
            <div
              id={listId}
              role="listbox"
              aria-label={t('substances.picker.search')}
              className="max-h-72 overflow-y-auto"
            >
              {options.map((substance, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: the focus stays in the field, aria-activedescendant points at the option
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the field (arrow keys and Enter)
                <div
                  key={substance.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the field: the click chooses, the blur does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => add(substance)}
                  onMouseMove={() => setActive(index)}
                  className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-100 text-slate-900' : 'text-slate-800'}`}
                >
                  <span className="block font-medium">{substance.name}</span>
                  <span className="block text-xs text-slate-600">{describeNumbers(substance)}</span>
                </div>
              ))}
            </div>
          </div>
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {search.state === 'done' && search.isSeed
              ? `${t('substances.picker.hint')} ${t('substances.picker.seedNote')}`
              : t('substances.picker.hint')}
          </p>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid="datapoint-error">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
