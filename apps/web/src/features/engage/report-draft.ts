import type { EngageReport, EngageReportContent } from '@carbon-ledger/core';

/** A new report: every figure on, the year in the title, the company as the display name. */
export function createDefaultContent(input: { title: string; displayName: string }): EngageReportContent {
  return {
    figures: {
      total: true,
      scopes: true,
      scope2LocationBased: false,
      sections: true,
      topSources: true,
      equivalents: true,
      commitments: false,
    },
    texts: { title: input.title.slice(0, 120), introduction: '', commitments: '' },
    brand: { displayName: input.displayName.slice(0, 120) || '—', accentColour: 'emerald', websiteUrl: null },
  };
}

// The same content in one key order: the database hands JSON objects back with their keys reordered.
function toCanonicalText(content: EngageReportContent): string {
  const { figures, texts, brand } = content;
  return JSON.stringify([
    [figures.total, figures.scopes, figures.scope2LocationBased, figures.sections],
    [figures.topSources, figures.equivalents, figures.commitments],
    [texts.title, texts.introduction, texts.commitments],
    [brand.displayName, brand.accentColour, brand.websiteUrl],
  ]);
}

/** Whether two contents say and show the same. */
export function isSameContent(a: EngageReportContent, b: EngageReportContent): boolean {
  return toCanonicalText(a) === toCanonicalText(b);
}

/** Whether the form differs from what is stored (a new report always counts as changed). */
export function hasUnsavedChanges(content: EngageReportContent, report: EngageReport | undefined): boolean {
  return !report || !isSameContent(content, report.content);
}

/** Whether a published report was edited since: the public page still shows the published content. */
export function hasUnpublishedEdits(report: EngageReport | undefined): boolean {
  return Boolean(report?.publishedContent && !isSameContent(report.content, report.publishedContent));
}

/** A website field's text as the contract takes it: empty means no link. */
export function toWebsiteUrl(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
