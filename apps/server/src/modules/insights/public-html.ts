import {
  formatDateTime,
  resolveDateLocale,
  type VerificationState,
  type WidgetView,
} from '@carbon-ledger/core';
import { PUBLIC_TEXTS } from './public-texts.ts';
import type { SnapshotContent } from './snapshot.ts';

type Lang = 'en' | 'de';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#fff;line-height:1.5}
body.dark{color:#f1f5f9;background:#0f172a}main{max-width:1240px;margin:0 auto;padding:16px}
img{display:block;max-width:100%;height:auto;border-radius:8px}h1{font-size:1.5rem;margin:0 0 16px}
.widget{margin:0 0 32px}.meta{font-size:.875rem;color:#475569;margin:8px 0}.dark .meta{color:#cbd5e1}
a{color:#047857}.dark a{color:#6ee7b7}table{border-collapse:collapse;font-size:.875rem;margin-top:8px}
th,td{padding:4px 12px 4px 0;text-align:right}th:first-child,td:first-child{text-align:left}
details summary{cursor:pointer;font-size:.875rem}.state{padding:12px 16px;border-radius:8px;font-weight:600}
.current{background:#ecfdf5;color:#065f46}.superseded{background:#fffbeb;color:#92400e}.withdrawn,.unknown{background:#fef2f2;color:#991b1b}
code{word-break:break-all}`;

function document(lang: Lang, title: string, body: string, isDark = false): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body${isDark ? ' class="dark"' : ''}><main>${body}</main></body></html>`;
}

function describeWhen(date: Date | string, lang: Lang): string {
  return `${formatDateTime(date, resolveDateLocale(lang), 'UTC')} UTC`;
}

function renderTable(view: WidgetView, lang: Lang): string {
  if (!view.table) return '';
  const head = view.table.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const rows = view.table.rows
    .map(
      (row) =>
        `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<details><summary>${PUBLIC_TEXTS[lang].table}</summary><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></details>`;
}

export type PublishedWidget = { publicId: string; code: string; content: SnapshotContent };

function renderWidget(widget: PublishedWidget, headingLevel: 1 | 2): string {
  const { view, settings } = widget.content;
  const lang = settings.language;
  const texts = PUBLIC_TEXTS[lang];
  const alt = [view.title, view.headline || view.emptyReason, ...view.statements].filter(Boolean).join('. ');
  return `<section class="widget" lang="${lang}" data-widget="${escapeHtml(widget.publicId)}">
<h${headingLevel} style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${escapeHtml(view.title)}</h${headingLevel}>
<img src="/analytics/media/${encodeURIComponent(widget.publicId)}.svg" alt="${escapeHtml(alt)}">
<p class="meta">${view.statements.map(escapeHtml).join(' ')}</p>
<p class="meta">${texts.computed}: <time datetime="${escapeHtml(widget.content.computedAt)}">${escapeHtml(describeWhen(widget.content.computedAt, lang))}</time> · <a href="/insights/verify/${encodeURIComponent(widget.code)}" target="_top">${texts.verify}</a></p>
${renderTable(view, lang)}
</section>`;
}

/** `/insights/:id`: one widget, bare, for a frame on the company's site. */
export function renderWidgetPage(widget: PublishedWidget): string {
  const { settings, view } = widget.content;
  return document(settings.language, view.title, renderWidget(widget, 1), settings.theme === 'dark');
}

/** `/analytics/:id`: every published widget of the company. */
export function renderAnalyticsPage(companyName: string, widgets: readonly PublishedWidget[]): string {
  const lang: Lang = widgets[0]?.content.settings.language ?? 'en';
  const texts = PUBLIC_TEXTS[lang];
  const title = texts.analyticsTitle(companyName);
  return document(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>${widgets.map((widget) => renderWidget(widget, 2)).join('')}<p class="meta">${escapeHtml(texts.publishedBy(companyName))}</p>`,
  );
}

export type VerificationAnswer =
  | {
      state: VerificationState;
      content: SnapshotContent;
      hash: string;
      code: string;
      changeLogSequence: number | null;
      supersededAt: Date | null;
      withdrawnAt: Date | null;
      currentPublicId: string | null;
    }
  | { state: 'unknown'; code: string };

/** `/insights/verify/:code`: whether the figure an embed shows is the company's current one. */
export function renderVerificationPage(answer: VerificationAnswer, lang: Lang): string {
  const texts = PUBLIC_TEXTS[answer.state === 'unknown' ? lang : answer.content.settings.language];
  if (answer.state === 'unknown') {
    return document(
      lang,
      texts.verifyTitle,
      `<h1>${texts.verifyTitle}</h1><p class="state unknown" data-state="unknown">${texts.unknown}</p><p class="meta">${texts.code}: <code>${escapeHtml(answer.code)}</code></p>`,
    );
  }
  const { view, companyName, computedAt, settings } = answer.content;
  const when = (label: string, date: Date | null) =>
    date ? `<p class="meta">${label}: ${escapeHtml(describeWhen(date, settings.language))}</p>` : '';
  const body = `<h1>${texts.verifyTitle}</h1>
<p class="state ${answer.state}" data-state="${answer.state}">${texts.states[answer.state]}</p>
<h2>${escapeHtml(view.title)}</h2>
<p style="font-size:1.75rem;font-weight:700;margin:0">${escapeHtml(view.headline || view.emptyReason || '')}</p>
<p class="meta">${view.statements.map(escapeHtml).join(' ')}</p>
<p class="meta">${escapeHtml(texts.publishedBy(companyName))} ${texts.computed}: ${escapeHtml(describeWhen(computedAt, settings.language))}</p>
${when(texts.supersededAt, answer.supersededAt)}${when(texts.withdrawnAt, answer.withdrawnAt)}
${answer.currentPublicId && answer.state === 'superseded' ? `<p><a href="/insights/${encodeURIComponent(answer.currentPublicId)}">${texts.current}</a></p>` : ''}
${renderTable(view, settings.language)}
<p class="meta">${texts.code}: <code>${escapeHtml(answer.code)}</code><br>${texts.hash}: <code data-hash>${escapeHtml(answer.hash)}</code></p>
${answer.changeLogSequence ? `<p class="meta">${escapeHtml(texts.recorded(answer.changeLogSequence))}</p>` : ''}
<p class="meta">${texts.check}</p>`;
  return document(settings.language, texts.verifyTitle, body);
}
