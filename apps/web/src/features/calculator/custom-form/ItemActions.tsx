import { useId } from 'react';

const ACTION_CLASS =
  'rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

export type ItemActionLabels = {
  moveUp: string;
  moveDown: string;
  remove: string;
  removeOf: string;
  removeBlocked: string;
};

/**
 * Move up, move down and remove for a section or row type. Remove is disabled while it holds results,
 * and says why (the server would refuse the save anyway).
 */
export function ItemActions({
  labels,
  isFirst,
  isLast,
  isInUse,
  onMove,
  onRemove,
}: {
  labels: ItemActionLabels;
  isFirst: boolean;
  isLast: boolean;
  isInUse: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const blockedId = useId();
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      <button
        type="button"
        className={`${ACTION_CLASS} text-slate-700`}
        disabled={isFirst}
        onClick={() => onMove(-1)}
        aria-label={labels.moveUp}
        title={labels.moveUp}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={`${ACTION_CLASS} text-slate-700`}
        disabled={isLast}
        onClick={() => onMove(1)}
        aria-label={labels.moveDown}
        title={labels.moveDown}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className={`${ACTION_CLASS} text-red-700`}
        disabled={isInUse}
        onClick={onRemove}
        aria-label={labels.removeOf}
        aria-describedby={isInUse ? blockedId : undefined}
      >
        {labels.remove}
      </button>
      {isInUse && (
        <p id={blockedId} className="w-full text-right text-xs text-slate-500">
          {labels.removeBlocked}
        </p>
      )}
    </div>
  );
}
