import type {
  CommuteMethod,
  DataQualityGroup,
  InstancesSetupResponse,
  TargetWithProgress,
  VsmeFormResponse,
} from '@carbon-ledger/core';
import type { ReportLang } from './report-format.ts';
import type { ActivityRow, EvidenceFileEntry, FactorNoteRow, FactorSourceRow } from './report-queries.ts';

/** Everything the report shows, read for one company and the years asked. */
export type ReportData = {
  lang: ReportLang;
  /** The locale dates are written in: the report's language with the company's country. */
  dateLocale: string;
  companyName: string;
  createdAt: Date;
  /** The calculator state of the years, as Analyze reads it (totals, sections, top sources, form). */
  setup: InstancesSetupResponse;
  /** Counted results per form option and section path: the activities behind the section figures. */
  activities: ActivityRow[];
  factorSources: FactorSourceRow[];
  /** What the factors say beside their values (another year's data, T&D losses left out or entered). */
  factorNotes: FactorNoteRow[];
  dataQuality: DataQualityGroup[];
  /** The Impact tab's targets of the years' projects, with their progress (ESRS E1-4). */
  targets: { project: string; target: TargetWithProgress }[];
  /** The company's reporting currency (GHG intensity per net revenue). */
  currency: string;
  /** The forms (VSME or ESRS) of the company's ESG years whose period overlaps the report's years. */
  esgForms: VsmeFormResponse[];
  /** The evidence files of the years (the appendix with their SHA-256). */
  evidenceFiles: EvidenceFileEntry[];
  /** The figures of the years' employee commuting rows from surveys (response rate, head count, method). */
  surveyMethods: CommuteMethod[];
};
