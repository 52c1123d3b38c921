import { describeClaimRule, listValidationIssues, publicTextSchema } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeFieldIssues } from './public-text-issues.ts';

describe('describeFieldIssues', () => {
  it("names the refused term of a public text from the server's details, in German and English", () => {
    const details = [
      {
        path: 'title',
        message: 'claims.forbidden',
        params: { rule: 'generic-claim', term: 'klimafreundlich', index: 4, length: 15 },
      },
      { path: 'title', message: 'validation.tooLong' },
      { path: 'caption', message: 'validation.tooLong' },
    ];
    expect(describeFieldIssues(details, 'de')).toEqual({
      title: `„klimafreundlich“ kann nicht veröffentlicht werden: ${describeClaimRule('generic-claim', 'de').reason}`,
      caption: 'Dieser Text ist zu lang.',
    });
    expect(describeFieldIssues(details, 'en').title).toBe(
      `“klimafreundlich” cannot be published: ${describeClaimRule('generic-claim', 'en').reason}`,
    );
  });

  it("names it from the page's own check before anything is sent", () => {
    const form = z.object({ caption: publicTextSchema });
    const issues = listValidationIssues(form.safeParse({ caption: 'Wir sind klimaneutral' }).error!);
    expect(describeFieldIssues(issues, 'en')).toEqual({
      caption: `“klimaneutral” cannot be published: ${describeClaimRule('offset-neutrality', 'en').reason}`,
    });
  });

  it('has nothing to say without issues', () => {
    expect(describeFieldIssues(undefined, 'en')).toEqual({});
  });
});
