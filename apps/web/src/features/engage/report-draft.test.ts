import type { EngageReport } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { getCalculatorView } from '../calculator/shell/calculator-view.ts';
import { validateContent } from './content-errors.ts';
import { getPublicReportUrl, isEngageHiddenFor, withReportParam } from './engage-paths.ts';
import {
  createDefaultContent,
  hasUnpublishedEdits,
  hasUnsavedChanges,
  toWebsiteUrl,
} from './report-draft.ts';

const content = createDefaultContent({ title: 'Climate report 2025', displayName: 'Acme' });

describe('report drafts', () => {
  it('starts with the main figures, the title and the company name', () => {
    expect(content.figures).toMatchObject({
      total: true,
      scopes: true,
      equivalents: true,
      commitments: false,
    });
    expect(content.texts.title).toBe('Climate report 2025');
    expect(content.brand).toEqual({ displayName: 'Acme', accentColour: 'emerald', websiteUrl: null });
  });

  it('sees no change when only the stored key order differs', () => {
    const stored = {
      content: {
        brand: { websiteUrl: null, displayName: 'Acme', accentColour: 'emerald' },
        texts: { commitments: '', title: 'Climate report 2025', introduction: '' },
        figures: { ...content.figures },
      },
    } as EngageReport;
    expect(hasUnsavedChanges(content, stored)).toBe(false);
    expect(hasUnsavedChanges({ ...content, texts: { ...content.texts, title: 'New' } }, stored)).toBe(true);
    expect(hasUnsavedChanges(content, undefined)).toBe(true);
  });

  it('notices edits made after publishing', () => {
    const published = { content, publishedContent: content } as EngageReport;
    expect(hasUnpublishedEdits(published)).toBe(false);
    expect(
      hasUnpublishedEdits({
        ...published,
        content: { ...content, texts: { ...content.texts, title: 'New' } },
      }),
    ).toBe(true);
    expect(hasUnpublishedEdits({ ...published, publishedContent: null })).toBe(false);
  });

  it.each([
    ['', null],
    ['  ', null],
    [' https://acme.example ', 'https://acme.example'],
  ])('reads the website %j as %j', (text, url) => {
    expect(toWebsiteUrl(text)).toBe(url);
  });
});

describe('engage paths', () => {
  it('builds the public link on the given origin', () => {
    expect(getPublicReportUrl('abc', 'https://app.example')).toBe('https://app.example/reports/abc');
  });

  it('keeps other query parameters when setting the report', () => {
    expect(withReportParam('year=2025', 'r1')).toBe('?year=2025&report=r1');
    expect(withReportParam('report=r1', undefined)).toBe('');
  });

  it('hides Engage only when every active year hides it', () => {
    const year = (engage: boolean) => ({
      formGroup: {
        _id: 'company',
        isStatic: true,
        type: 'company',
        hiddenUI: { analyze: false, impact: false, engage },
      },
    });
    expect(isEngageHiddenFor([year(true), year(true)])).toBe(true);
    expect(isEngageHiddenFor([year(true), year(false)])).toBe(false);
    expect(isEngageHiddenFor([])).toBe(false);
  });
});

describe('validateContent', () => {
  it.each([
    [{ texts: { ...content.texts, title: '  ' } }, { 'texts.title': 'required' }],
    [{ texts: { ...content.texts, introduction: 'x'.repeat(2001) } }, { 'texts.introduction': 'tooLong' }],
    [{ brand: { ...content.brand, displayName: '' } }, { 'brand.displayName': 'required' }],
    [
      { brand: { ...content.brand, websiteUrl: 'javascript:alert(1)' } },
      { 'brand.websiteUrl': 'invalidUrl' },
    ],
    [{ brand: { ...content.brand, websiteUrl: 'https://acme.example' } }, {}],
  ])('answers %j with %j', (change, errors) => {
    expect(validateContent({ ...content, ...change })).toEqual(errors);
  });
});

describe('the calculator view of engage paths', () => {
  it.each([
    ['/dashboard/calculator/engage/abc', 'engage'],
    ['/dashboard/calculator/engage/g/abc', 'engage'],
    ['/dashboard/calculator/engage/report/abc', 'engage'],
    ['/dashboard/calculator/report/g/abc', 'engage'],
    ['/dashboard/calculator/form/i/abc', 'inputs'],
  ])('%s is %s', (pathname, view) => {
    expect(getCalculatorView(pathname)).toBe(view);
  });
});
