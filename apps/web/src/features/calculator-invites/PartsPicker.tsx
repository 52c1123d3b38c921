import type { ServedSection } from '@carbon-ledger/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PickedPart = { kind: 'section' | 'optionGroup'; id: string; title: string; deadline: string };
export type PickedParts = ReadonlyMap<string, PickedPart>;

export const partKey = (kind: PickedPart['kind'], id: string) => `${kind}:${id}`;

type PartsPickerProps = {
  sections: readonly ServedSection[];
  picked: PickedParts;
  onChange: (picked: PickedParts) => void;
  error?: string | undefined;
};

/** Sections and option groups of the form as checkboxes, each chosen one with a deadline field. */
export function PartsPicker({ sections, picked, onChange, error }: PartsPickerProps) {
  const { t } = useTranslation();
  const toggle = (part: Omit<PickedPart, 'deadline'>, isChecked: boolean) => {
    const next = new Map(picked);
    if (isChecked) next.set(partKey(part.kind, part.id), { ...part, deadline: '' });
    else next.delete(partKey(part.kind, part.id));
    onChange(next);
  };
  const setDeadline = (key: string, deadline: string) => {
    const part = picked.get(key);
    if (!part) return;
    onChange(new Map(picked).set(key, { ...part, deadline }));
  };

  const renderPart = (part: Omit<PickedPart, 'deadline'>, label: string, depth: number) => {
    const key = partKey(part.kind, part.id);
    const chosen = picked.get(key);
    return (
      <li key={key} style={{ paddingLeft: `${depth * 1.25}rem` }} className="py-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={chosen !== undefined}
              onChange={(event) => toggle(part, event.target.checked)}
              className="h-4 w-4 rounded border-slate-300"
            />
            <span className={part.kind === 'section' ? 'font-medium' : ''}>{label}</span>
          </label>
          {chosen && (
            <input
              type="date"
              value={chosen.deadline}
              aria-label={t('calculatorInvites.form.deadline', { title: part.title })}
              onChange={(event) => setDeadline(key, event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          )}
        </div>
      </li>
    );
  };

  const renderSection = (section: ServedSection, depth: number): ReactNode[] => [
    renderPart({ kind: 'section', id: section.id, title: section.label }, section.label, depth),
    ...section.optionGroups.map((group) =>
      renderPart({ kind: 'optionGroup', id: group.id, title: group.label }, group.label, depth + 1),
    ),
    ...section.sections.flatMap((child) => renderSection(child, depth + 1)),
  ];

  return (
    <fieldset aria-describedby="invite-parts-hint" className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">{t('calculatorInvites.form.parts')}</legend>
      <p id="invite-parts-hint" className="text-xs text-slate-500">
        {t('calculatorInvites.form.partsHint')}
      </p>
      <ul
        className="max-h-64 overflow-y-auto rounded-md border border-slate-200 px-3 py-2"
        data-testid="invite-parts"
      >
        {sections.flatMap((section) => renderSection(section, 0))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
