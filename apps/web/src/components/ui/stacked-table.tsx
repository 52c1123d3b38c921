import type { ReactNode } from 'react';

/**
 * A table that stacks on phones: below the `sm` breakpoint each row becomes a card and each cell a line
 * led by its column's name (`StackedCellLabel`), so no row is wider than the screen and its actions stay
 * in reach. From `sm` on it is an ordinary table with its header row.
 */
export const STACKED_TABLE = {
  table: 'w-full text-left text-sm max-sm:block',
  thead: 'bg-slate-50 text-xs tracking-wide text-slate-500 uppercase max-sm:sr-only',
  tbody: 'max-sm:block',
  row: 'border-t border-slate-100 max-sm:block max-sm:py-2 max-sm:first:border-t-0',
  cell: 'px-4 py-3 max-sm:block max-sm:py-1',
} as const;

/** The column's name in front of a cell's value on phones; hidden where the header row shows it. */
export function StackedCellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="mr-2 text-xs font-medium tracking-wide text-slate-500 uppercase sm:hidden">
      {children}
    </span>
  );
}
