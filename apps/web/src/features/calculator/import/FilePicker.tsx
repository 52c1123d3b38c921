import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A file input that also takes a dropped file; only spreadsheets are offered. */
export function FilePicker(props: { isBusy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !props.isBusy) props.onFile(file);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the labelled file input inside is the keyboard and screen-reader path.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={`mt-4 flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-6 ${
        isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-300'
      }`}
    >
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:bg-brand-800"
      >
        {t('calculatorImport.chooseFile')}
        <input
          id={id}
          type="file"
          className="sr-only"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          disabled={props.isBusy}
          data-testid="import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Choosing the same file again after fixing it must still fire a change.
            event.target.value = '';
            if (file) props.onFile(file);
          }}
        />
      </label>
      <span className="text-sm text-slate-600">{t('calculatorImport.dropHint')}</span>
    </div>
  );
}
