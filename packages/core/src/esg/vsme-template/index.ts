export {
  readVsmeTemplate,
  type VsmeTemplateAnswer,
  type VsmeTemplateMemberAnswer,
  type VsmeTemplateRead,
  type VsmeTemplateRowValue,
} from './read-vsme-template.ts';
export {
  describeVsmeTemplateSkip,
  describeVsmeTemplateTable,
  VSME_TEMPLATE_SKIP_CODES,
  VSME_TEMPLATE_TABLE_IDS,
  VsmeTemplateError,
  type VsmeTemplateErrorCode,
  type VsmeTemplateSkip,
  type VsmeTemplateSkipCode,
  type VsmeTemplateTableId,
} from './vsme-template-messages.ts';
