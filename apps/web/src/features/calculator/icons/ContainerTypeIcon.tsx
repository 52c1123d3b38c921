import { type ContainerType, getDisplayContainerType } from '@carbon-ledger/core';
import type { ReactNode } from 'react';
import { type IconProps, SvgIcon } from './SvgIcon.tsx';

const TYPE_SHAPES: Record<ContainerType, ReactNode> = {
  company: (
    <>
      <rect x="2.5" y="7" width="19" height="13" rx="2" />
      <path d="M8.5 7V5a1.5 1.5 0 0 1 1.5-1.5h4A1.5 1.5 0 0 1 15.5 5v2" />
      <path d="M2.5 12.5h19M11 12.5v2h2v-2" />
    </>
  ),
  custom: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1" />
      <circle cx="17" cy="7" r="3.5" />
      <path d="m7 13.5 4 7H3Z" />
      <path d="M17 13.5v7M13.5 17h7" />
    </>
  ),
  digital: (
    <>
      <rect x="2.5" y="3.5" width="19" height="13" rx="1.5" />
      <path d="M8 21h8M12 16.5V21" />
      <path d="m9.5 8-2 2 2 2M14.5 8l2 2-2 2" />
    </>
  ),
  event: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="m12 12.5.9 1.9 2.1.3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2-1.5-1.4 2.1-.3Z" />
    </>
  ),
  esg: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 16c-.4-4.5 2.3-8 8-8.5-.2 5.5-3.3 8.2-8 8.5Z" />
      <path d="M8 16c1.5-2.3 3.2-3.8 5-5" />
    </>
  ),
  'esg-search': (
    <>
      <circle cx="10.5" cy="10.5" r="7" />
      <path d="m15.5 15.5 5.5 5.5" />
      <path d="M7.5 13.5c-.3-3.5 1.8-6.2 6-6.5-.2 4.2-2.5 6.3-6 6.5Z" />
    </>
  ),
  product: (
    <>
      <path d="m12 2.5 8.5 4.5v10L12 21.5 3.5 17V7Z" />
      <path d="M3.5 7 12 11.5 20.5 7M12 11.5v10M7.75 4.75l8.5 4.5" />
    </>
  ),
};

/** The icon of a project (container) type; an unknown type shows as Custom. */
export function ContainerTypeIcon({ type, className }: IconProps & { type: string }) {
  return <SvgIcon className={className}>{TYPE_SHAPES[getDisplayContainerType(type)]}</SvgIcon>;
}
