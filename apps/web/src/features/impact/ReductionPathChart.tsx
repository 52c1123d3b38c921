import { type DisplayLocale, formatNumber, type TargetWithProgress } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { left: 48, right: 12, top: 12, bottom: 28 };

/** `locale`: the page's language, for the axis' figures ("9.1 t", de "9,1 t"). */
export type ReductionPathChartProps = { target: TargetWithProgress; label: string; locale: DisplayLocale };

/**
 * The 1.5 °C reference path (dashed), the target's path and the actual years (dots) of one target, in
 * tonnes. The figures are also given as text next to the chart, so the SVG is one labelled image.
 */
export function ReductionPathChart({ target, label, locale }: ReductionPathChartProps) {
  const { t } = useTranslation();
  const actual = target.progress.filter((year) => year.year >= target.baseYear);
  const lastYear = Math.max(target.targetYear, ...actual.map((year) => year.year));
  const maxKg = Math.max(
    1,
    ...target.referencePath.map((point) => point.kg),
    ...target.targetPath.map((point) => point.kg),
    ...actual.map((year) => year.actualKg),
  );
  const span = Math.max(1, lastYear - target.baseYear);
  const x = (year: number) => PAD.left + ((year - target.baseYear) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (kg: number) => PAD.top + (1 - kg / maxKg) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (points: { year: number; kg: number }[]) =>
    points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.year)},${y(point.kg)}`).join(' ');
  const tonnes = (kg: number) => formatNumber(kg / 1000, locale, 1);

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="h-auto w-full max-w-2xl"
        data-testid="reduction-path-chart"
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(maxKg * share)}
              y2={y(maxKg * share)}
              className="stroke-slate-200"
            />
            <text
              x={PAD.left - 6}
              y={y(maxKg * share) + 4}
              textAnchor="end"
              className="fill-slate-500 text-[10px]"
            >
              {tonnes(maxKg * share)} t
            </text>
          </g>
        ))}
        {listYearTicks(target.baseYear, lastYear).map((year) => (
          <text
            key={year}
            x={x(year)}
            y={HEIGHT - 8}
            textAnchor="middle"
            className="fill-slate-500 text-[10px]"
          >
            {year}
          </text>
        ))}
        <path
          d={line(target.referencePath)}
          fill="none"
          strokeDasharray="6 4"
          strokeWidth={2}
          className="stroke-emerald-600"
        />
        <path d={line(target.targetPath)} fill="none" strokeWidth={2} className="stroke-sky-700" />
        <path
          d={line(actual.map((year) => ({ year: year.year, kg: year.actualKg })))}
          fill="none"
          strokeWidth={1.5}
          className="stroke-amber-600"
        />
        {actual.map((year) => (
          <circle key={year.year} cx={x(year.year)} cy={y(year.actualKg)} r={4} className="fill-amber-500" />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-slate-700">
        <LegendItem
          className="w-4 border-t-2 border-dashed border-emerald-600"
          text={t('impact.targets.legendReference')}
        />
        <LegendItem className="w-4 border-t-2 border-sky-700" text={t('impact.targets.legendTarget')} />
        <LegendItem className="h-2 w-2 rounded-full bg-amber-500" text={t('impact.targets.legendActual')} />
      </figcaption>
    </figure>
  );
}

function LegendItem({ className, text }: { className: string; text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={`inline-block ${className}`} />
      {text}
    </span>
  );
}

/** Every year for short spans, otherwise every fifth year; the first and last always. */
function listYearTicks(first: number, last: number): number[] {
  const step = last - first <= 10 ? 1 : 5;
  const ticks: number[] = [];
  for (let year = first; year < last; year += step) ticks.push(year);
  ticks.push(last);
  return ticks;
}
