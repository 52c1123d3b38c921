import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The open panel of a top-bar menu (language, user): in a portal, under its button and aligned to its
 * right edge, so every such menu opens the same way. `widthClass` sets its width.
 */
export function MenuContent({ widthClass, children }: { widthClass: string; children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        className={`z-50 ${widthClass} rounded-md border border-slate-200 bg-white p-1 shadow-lg`}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
