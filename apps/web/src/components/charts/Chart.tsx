import {
  buildChartOption,
  type ChartSpec,
  type ChartTableHeaders,
  type ChartTheme,
  type DisplayLocale,
  describeChartTable,
} from '@carbon-ledger/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChartDataTable } from './ChartDataTable.tsx';

type EchartsRuntime = typeof import('./echarts-runtime.ts');
type ChartInstance = ReturnType<EchartsRuntime['init']>;
let runtime: Promise<EchartsRuntime> | undefined;
function loadRuntime(): Promise<EchartsRuntime> {
  runtime ??= import('./echarts-runtime.ts');
  return runtime;
}

export type ChartProps = {
  spec: ChartSpec;
  locale: DisplayLocale;
  /** What the chart shows, in a sentence: the drawing's accessible name. */
  label: string;
  height: number;
  theme?: ChartTheme;
  /**
   * The headers of the chart's data table. Leave out where the page already writes the same figures in
   * a table of its own (Analyze's cards), so a screen reader does not read them twice.
   */
  tableHeaders?: ChartTableHeaders;
  testId?: string;
};

/**
 * A chart drawn by the chart library from a core chart definition, with tooltips on hover, and its
 * figures as a keyboard-reachable table. The library loads on the first chart a page shows; until then
 * the space is reserved, so nothing jumps.
 */
export function Chart({ spec, locale, label, height, theme = 'light', tableHeaders, testId }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | undefined>(undefined);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const option = useMemo(
    () => buildChartOption(spec, { locale, theme, isStatic: false }),
    [spec, locale, theme],
  );
  // The first option the drawing starts with; later ones replace it on the same instance.
  const latestOption = useRef(option);
  latestOption.current = option;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let isCancelled = false;
    let dispose: (() => void) | undefined;
    loadRuntime()
      .then(({ init }) => {
        if (isCancelled) return;
        const instance = init(element, undefined, { renderer: 'svg' });
        instance.setOption(latestOption.current);
        chart.current = instance;
        setState('ready');
        const observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
        dispose = () => {
          observer.disconnect();
          instance.dispose();
          chart.current = undefined;
        };
      })
      .catch(() => {
        if (!isCancelled) setState('failed');
      });
    return () => {
      isCancelled = true;
      dispose?.();
    };
  }, []);

  useEffect(() => {
    // A new definition (other figures, another language) redraws the same chart, without a new one.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    // min-w-0 and the clipped box keep a drawn chart from holding its column wider than the screen: the box
    // follows its column, so the resize observer sees it shrink and the chart is redrawn to fit.
    <figure className="m-0 min-w-0" data-testid={testId}>
      <div
        ref={container}
        role="img"
        aria-label={label}
        style={{ height }}
        className="w-full min-w-0 overflow-hidden"
        data-chart-state={state}
      />
      {tableHeaders && (
        <ChartDataTable
          table={describeChartTable(spec, tableHeaders, locale)}
          caption={label}
          testId={testId ? `${testId}-table` : undefined}
        />
      )}
    </figure>
  );
}
