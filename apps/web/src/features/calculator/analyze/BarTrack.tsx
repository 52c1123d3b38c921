import { toBarWidth } from './chart-style.ts';

export type BarTrackProps = {
  /** Width of the bar in percent of the track, 0–100. */
  percent: number;
  colorClass: string;
  size?: 'sm' | 'md';
};

/** One horizontal bar on a grey track; decorative (the figure is always written next to it). */
export function BarTrack({ percent, colorClass, size = 'md' }: BarTrackProps) {
  return (
    <div
      aria-hidden="true"
      className={`w-full overflow-hidden rounded-full bg-slate-100 ${size === 'sm' ? 'h-2' : 'h-3'}`}
    >
      <div className={`h-full rounded-full ${colorClass}`} style={{ width: toBarWidth(percent) }} />
    </div>
  );
}
