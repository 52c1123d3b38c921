import {
  buildWidgetImageOption,
  formatDateTime,
  hashPublishedFigure,
  resolveDateLocale,
  WIDGET_PIXELS,
  WIDGET_TEXTS,
  type WidgetFigures,
  type WidgetSettings,
  type WidgetView,
} from '@carbon-ledger/core';
import { CHART_FONT_FAMILY, convertSvgToPng, renderOptionSvg } from '../../charts/render-chart.ts';

/** Hex characters of the hash that the verification address carries (64 bits: printable, unguessable enough). */
export const VERIFICATION_CODE_LENGTH = 16;

/** What a published figure records: enough to show it again and to tell it from any other. */
export type SnapshotContent = {
  widgetId: string;
  companyName: string;
  computedAt: string;
  settings: WidgetSettings;
  figures: WidgetFigures;
  view: WidgetView;
};

/** The hash of what a widget says today, without the moment: equal while nothing changed. */
export function hashWidgetFigures(
  settings: WidgetSettings,
  figures: WidgetFigures,
  view: WidgetView,
): string {
  return hashPublishedFigure({ settings, figures, view });
}

/** The address of a figure's verification page. */
export function buildVerificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/insights/verify/${code}`;
}

/** The footer every published image and page carries: when it was computed, and where to check it. */
export function describeComputed(settings: WidgetSettings, computedAt: Date, verifyUrl: string): string {
  const texts = WIDGET_TEXTS[settings.language];
  const when = formatDateTime(computedAt, resolveDateLocale(settings.language), 'UTC');
  return `${texts.computedAt(`${when} UTC`)} · ${texts.verify}: ${verifyUrl.replace(/^https?:\/\//, '')}`;
}

export type RenderedSnapshot = {
  content: SnapshotContent;
  hash: string;
  code: string;
  figuresHash: string;
  svg: string;
  png: Buffer;
};

/** A widget's figure as published: its content, hashes, and the SVG and PNG drawn once from it. */
export async function renderSnapshot(
  input: Omit<SnapshotContent, 'computedAt'> & { computedAt: Date },
  publicUrl: string,
): Promise<RenderedSnapshot> {
  const content: SnapshotContent = { ...input, computedAt: input.computedAt.toISOString() };
  const hash = hashPublishedFigure(content);
  const code = hash.slice(0, VERIFICATION_CODE_LENGTH);
  const { settings, view } = input;
  const option = buildWidgetImageOption(view, {
    size: settings.size,
    theme: settings.theme,
    locale: settings.language,
    footer: describeComputed(settings, input.computedAt, buildVerificationUrl(publicUrl, code)),
    fontFamily: CHART_FONT_FAMILY,
  });
  const pixels = WIDGET_PIXELS[settings.size];
  const svg = await renderOptionSvg(option, pixels);
  const png = await convertSvgToPng(svg, pixels.width);
  return { content, hash, code, figuresHash: hashWidgetFigures(settings, input.figures, view), svg, png };
}
