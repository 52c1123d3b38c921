/** A determinate progress bar over the chunks of an import, announced to screen readers. */
export function ChunkProgress(props: { label: string; done: number; total: number }) {
  const percent = props.total === 0 ? 100 : Math.round((props.done / props.total) * 100);
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700" aria-live="polite">
        {props.label}
      </p>
      <div
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full max-w-xl overflow-hidden rounded-full bg-slate-200"
        data-testid="import-progress"
      >
        <div
          className="h-full w-full origin-left bg-brand-600 transition-transform duration-200 will-change-transform"
          style={{ transform: `scaleX(${percent / 100})` }}
        />
      </div>
    </div>
  );
}
