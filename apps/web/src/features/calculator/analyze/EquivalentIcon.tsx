import type { ReactNode } from 'react';
import { SvgIcon } from '../icons/SvgIcon.tsx';
import type { EquivalentKey } from './analyze-format.ts';

const SHAPES: Record<EquivalentKey, ReactNode> = {
  employees: (
    <>
      <circle cx="9" cy="8" r="3.25" />
      <path d="M3 19.5c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5" />
      <path d="M16 5a3 3 0 0 1 0 6" />
      <path d="M18 14.3c1.8.7 3 2.6 3 5.2" />
    </>
  ),
  flightsNycToLondon: (
    <path d="M21 15.5v-1.8l-7.5-4.7V4a1.5 1.5 0 0 0-3 0v5L3 13.7v1.8l7.5-2.3v4.6l-2 1.5V21l3.5-1 3.5 1v-1.7l-2-1.5v-4.6Z" />
  ),
  tripsAroundTheWorldByCar: (
    <>
      <path d="M3.5 16.5v-4l2-5h13l2 5v4Z" />
      <path d="M3.5 12.5h17" />
      <circle cx="7.5" cy="17.5" r="1.75" />
      <circle cx="16.5" cy="17.5" r="1.75" />
    </>
  ),
  averageUsFootprintsPerPerson: (
    <>
      <circle cx="12" cy="7" r="3.5" />
      <path d="M5 21c0-4 3.1-7 7-7s7 3 7 7" />
    </>
  ),
};

/** The picture of a reference equivalent; decorative. */
export function EquivalentIcon({ equivalent }: { equivalent: EquivalentKey }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <SvgIcon>{SHAPES[equivalent]}</SvgIcon>
    </span>
  );
}
