import { isValidationMessageKey } from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/form/field-errors.ts';
import type { ImportIssue } from './factor-file.ts';

/** How many problems the server lists at most; a full list may hide more. */
const SERVER_ISSUE_LIMIT = 100;

export type ImportFailure = { title: string; issues: ImportIssue[] };

function describeFileIssue(t: TFunction, issue: Extract<ImportIssue, { kind: 'file' }>): string {
  return issue.problem ? t(`companyFactors.fileProblems.${issue.problem}`) : issue.message;
}

/** Why an import failed: problems of the whole file as text, problems of cells as a table by row. */
export function ImportIssueList({ failure }: { failure: ImportFailure }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  // A value every route refuses (a NUL, a huge number) comes back as a validation key: shown in words.
  const describeMessage = (message: string) =>
    isValidationMessageKey(message) ? (validationText(message) ?? message) : message;
  const fileIssues = failure.issues.filter((issue) => issue.kind === 'file');
  const cellIssues = failure.issues.filter((issue) => issue.kind === 'cell');
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-medium">{failure.title}</p>
      {fileIssues.map((issue) => (
        <p key={issue.message}>{describeFileIssue(t, issue)}</p>
      ))}
      {cellIssues.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-md border border-red-200 bg-white">
          <table className="min-w-full text-left text-sm text-slate-800" data-testid="import-issues">
            <caption className="sr-only">{t('companyFactors.issuesCaption')}</caption>
            <thead className="sticky top-0 bg-red-100 text-xs font-semibold tracking-wide text-red-900 uppercase">
              <tr>
                <th scope="col" className="w-20 px-3 py-2">
                  {t('companyFactors.issueRow')}
                </th>
                <th scope="col" className="w-40 px-3 py-2">
                  {t('companyFactors.issueColumn')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('companyFactors.issueProblem')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-red-100">
              {cellIssues.map((issue, index) => (
                // Issues have no identity of their own; the list is replaced whole on the next upload.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index} data-testid="import-issue">
                  <td className="px-3 py-2 tabular-nums whitespace-nowrap">{issue.row ?? '–'}</td>
                  <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{issue.column ?? '–'}</td>
                  <td className="px-3 py-2">{describeMessage(issue.message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cellIssues.length >= SERVER_ISSUE_LIMIT && <p>{t('companyFactors.issuesTruncated')}</p>}
    </div>
  );
}
