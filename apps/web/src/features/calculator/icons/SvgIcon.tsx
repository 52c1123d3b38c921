import type { ReactNode } from 'react';

export type IconProps = {
  /** Extra classes; the icon is 20px (size-5) and takes the text colour unless told otherwise. */
  className?: string;
};

/** The frame of every calculator icon: 24-unit grid drawn at 20px, outlined in the text colour, decorative. */
export function SvgIcon({ className = '', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`size-5 shrink-0 ${className}`}
    >
      {children}
    </svg>
  );
}
