import type { ReactNode } from 'react';
import { type IconProps, SvgIcon } from './SvgIcon.tsx';

/** The section icon ids of the calculator forms (spec section 2, Shell). */
export const SECTION_ICON_IDS = [
  'customers',
  'energy',
  'facility',
  'food',
  'logistics',
  'mobility',
  'purchase',
  'refrigerants',
  'usePhase',
  'waste',
  'water',
  'distribution',
  'endOfLife',
  'materials',
  'production',
  'productUse',
  'development',
  'purchases',
  'servers',
  'userDevices',
  'mediaProduction',
  'aws',
  'azure',
  'travel',
  'onPremise',
  'general',
  'environment',
  'social',
  'governance',
] as const;
export type SectionIconId = (typeof SECTION_ICON_IDS)[number];

const CLOUD = <path d="M7 18a4 4 0 0 1-.6-7.96A5.5 5.5 0 0 1 17 8.5a4.75 4.75 0 0 1 .25 9.5Z" />;

const SECTION_SHAPES: Record<SectionIconId, ReactNode> = {
  customers: (
    <>
      <circle cx="9" cy="8" r="3.25" />
      <path d="M3 19.5c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5" />
      <path d="M16 5a3 3 0 0 1 0 6" />
      <path d="M18 14.3c1.8.7 3 2.6 3 5.2" />
    </>
  ),
  energy: <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12Z" />,
  facility: (
    <>
      <path d="M4 21V5.5L12 3v18" />
      <path d="M12 9.5 20 12v9" />
      <path d="M2.5 21h19" />
      <path d="M7.5 8.5h1M7.5 12h1M7.5 15.5h1M15.5 14.5h1M15.5 17.5h1" />
    </>
  ),
  food: (
    <>
      <path d="M5 3v7a2.5 2.5 0 0 0 5 0V3" />
      <path d="M7.5 3v18" />
      <path d="M18 21V3c-2.2 1.2-3.5 3.8-3.5 7v3H18" />
    </>
  ),
  logistics: (
    <>
      <path d="M2.5 5.5h11v11h-11Z" />
      <path d="M13.5 9.5h4l3 3.5v3.5h-7" />
      <circle cx="6.5" cy="17.5" r="1.75" />
      <circle cx="16.5" cy="17.5" r="1.75" />
    </>
  ),
  mobility: (
    <>
      <path d="M4 16.5v-4l2-5.5h12l2 5.5v4Z" />
      <path d="M4 12.5h16" />
      <path d="M5.5 16.5v2.5M18.5 16.5v2.5" />
      <circle cx="7.5" cy="14.5" r=".5" />
      <circle cx="16.5" cy="14.5" r=".5" />
    </>
  ),
  purchase: (
    <>
      <path d="M2.5 3.5h2.5l2.2 11.5h11.3l2-8.5H6" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  refrigerants: (
    <>
      <path d="M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5" />
      <path d="m9.5 4 2.5 2.5L14.5 4M9.5 20l2.5-2.5 2.5 2.5" />
    </>
  ),
  usePhase: (
    <>
      <path d="M9 2.5v5M15 2.5v5" />
      <path d="M6 7.5h12v3a6 6 0 0 1-12 0Z" />
      <path d="M12 16.5v5" />
    </>
  ),
  waste: (
    <>
      <path d="M3.5 6h17" />
      <path d="M9 6V3.5h6V6" />
      <path d="M5.5 6 7 21h10l1.5-15" />
      <path d="M10 10.5v6M14 10.5v6" />
    </>
  ),
  water: <path d="M12 2.5c3.5 4.5 6.5 8.3 6.5 12a6.5 6.5 0 0 1-13 0c0-3.7 3-7.5 6.5-12Z" />,
  distribution: (
    <>
      <path d="M3 12h6l4-5h8M9 12l4 5h8" />
      <path d="m18 4 3 3-3 3M18 14l3 3-3 3" />
    </>
  ),
  endOfLife: (
    <>
      <path d="M7.5 9.5 10 5.2a2.3 2.3 0 0 1 4 0l1.4 2.4" />
      <path d="m17 12 2.4 4.3a2.3 2.3 0 0 1-2 3.4H14" />
      <path d="M10 19.7H6.6a2.3 2.3 0 0 1-2-3.4L6 13.8" />
      <path d="m13 7.8 2.4-.2.8-2.3M8 12.4 6 13.8l-2.2-1M14.3 22l-.3-2.3 1.8-1.6" />
    </>
  ),
  materials: (
    <>
      <path d="m12 3 9 4.5-9 4.5-9-4.5Z" />
      <path d="m3 12 9 4.5 9-4.5" />
      <path d="m3 16.5 9 4.5 9-4.5" />
    </>
  ),
  production: (
    <>
      <path d="M2.5 21V10l6 3.5V10l6 3.5V4h5v17Z" />
      <path d="M2.5 21h19" />
      <path d="M7 17.5h1.5M11.5 17.5H13" />
    </>
  ),
  productUse: (
    <>
      <path d="M12 2.5v8" />
      <path d="M6.5 5.8a8 8 0 1 0 11 0" />
    </>
  ),
  development: (
    <>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5" />
      <path d="m13.5 4-3 16" />
    </>
  ),
  purchases: (
    <>
      <path d="M5 7.5h14l-1 13.5H6Z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  servers: (
    <>
      <rect x="3.5" y="3.5" width="17" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="17" height="7" rx="1.5" />
      <path d="M7 7h.01M7 17h.01M11 7h6M11 17h6" />
    </>
  ),
  userDevices: (
    <>
      <rect x="4" y="4" width="16" height="11" rx="1.5" />
      <path d="M2 19.5h20l-2-4.5H4Z" />
    </>
  ),
  mediaProduction: (
    <>
      <rect x="2.5" y="6.5" width="13" height="11" rx="2" />
      <path d="m15.5 10.5 6-3.5v10l-6-3.5" />
    </>
  ),
  aws: (
    <>
      {CLOUD}
      <path d="M8.5 15.5c2.3 1.3 4.7 1.3 7 0" />
    </>
  ),
  azure: (
    <>
      {CLOUD}
      <path d="M12 16v-5M9.75 13 12 10.75 14.25 13" />
    </>
  ),
  travel: (
    <path d="M21 4.5c-.8-.8-2.3-.6-3.3.4L14.4 8.2 5.5 5.5l-2 2 7.2 4.4-3.2 3.3-2.7-.5-1.5 1.5 3.8 2 2 3.8 1.5-1.5-.5-2.7 3.3-3.2 4.4 7.2 2-2-2.7-8.9 3.3-3.3c1-1 1.2-2.5.4-3.3Z" />
  ),
  onPremise: (
    <>
      <rect x="5.5" y="2.5" width="13" height="19" rx="1.5" />
      <path d="M9 6.5h6M9 10h6M9 13.5h6" />
      <path d="M12 17.5h.01" />
    </>
  ),
  general: (
    <>
      <path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" />
      <circle cx="15" cy="6.5" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>
  ),
  environment: (
    <>
      <path d="M5 19c-1-7 3.5-13.5 15-14.5-.5 11.5-7 16-14 15.5" />
      <path d="M4 21c3.5-5 7-8 11-10.5" />
    </>
  ),
  social: (
    <path d="M12 20.5s-8.5-4.8-8.5-11A4.75 4.75 0 0 1 12 6.7a4.75 4.75 0 0 1 8.5 2.8c0 6.2-8.5 11-8.5 11Z" />
  ),
  governance: (
    <>
      <path d="M3 9.5 12 4l9 5.5Z" />
      <path d="M5 9.5v8.5M9.67 9.5v8.5M14.33 9.5v8.5M19 9.5v8.5" />
      <path d="M3 21h18M3.5 18h17" />
    </>
  ),
};

const DEFAULT_SHAPE = (
  <>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </>
);

/** Tells whether an id is one of the spec's section icon ids. */
export function isSectionIconId(id: string | undefined): id is SectionIconId {
  return id !== undefined && Object.hasOwn(SECTION_SHAPES, id);
}

/** The icon of a form section by its icon id; an unknown or missing id gets the default (a grid). */
export function SectionIcon({ id, className }: IconProps & { id: string | undefined }) {
  return <SvgIcon className={className}>{isSectionIconId(id) ? SECTION_SHAPES[id] : DEFAULT_SHAPE}</SvgIcon>;
}
