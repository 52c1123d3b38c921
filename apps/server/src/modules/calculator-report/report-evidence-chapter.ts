import { formatNumber } from '@carbon-ledger/core';
import { createHeading, createParagraph, createTable } from './docx-parts.ts';
import type { Block } from './report-chapters.ts';
import type { ReportData } from './report-data.ts';
import { indexFormLabels } from './report-figures.ts';
import { formatDate, formatYearLabel, type ReportLang } from './report-format.ts';
import type { EvidenceFileEntry } from './report-queries.ts';

const TEXTS = {
  en: {
    heading: 'Appendix: evidence files',
    intro:
      'The files attached to the reported figures (bills, meter readings, invoices). The SHA-256 checksum identifies each file: a copy with the same checksum is the same file, byte for byte.',
    file: 'File',
    attachedTo: 'Attached to',
    size: 'Size',
    uploaded: 'Uploaded',
    checksum: 'SHA-256',
    wholeYear: 'the year as a whole',
  },
  de: {
    heading: 'Anhang: Nachweisdateien',
    intro:
      'Die Dateien zu den berichteten Zahlen (Rechnungen, Zählerstände, Belege). Die SHA-256-Prüfsumme kennzeichnet jede Datei: Eine Kopie mit derselben Prüfsumme ist Byte für Byte dieselbe Datei.',
    file: 'Datei',
    attachedTo: 'Zugeordnet zu',
    size: 'Größe',
    uploaded: 'Hochgeladen',
    checksum: 'SHA-256',
    wholeYear: 'das Jahr als Ganzes',
  },
} as const;

/** Bytes as people read them: "812 B", "1.4 KB", "2.3 MB" (1 KB = 1,024 bytes), in the report's language. */
export function formatFileSize(bytes: number, lang: ReportLang): string {
  if (bytes < 1024) return `${formatNumber(bytes, lang, 0)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, lang, 1)} ${units[unit]}`;
}

/** What a file backs: the result's own name (else its row type) in its deepest section, or the year. */
function describeAttachment(
  file: EvidenceFileEntry,
  labels: ReturnType<typeof indexFormLabels>,
  lang: ReportLang,
): string {
  if (!file.result) return TEXTS[lang].wholeYear;
  const row =
    file.result.name.trim() || labels.options.get(file.result.formOptionId) || file.result.formOptionId;
  const sectionId = file.result.sectionIds.at(-1);
  const section = sectionId ? labels.sections.get(sectionId) : undefined;
  return section ? `${row} (${section})` : row;
}

/**
 * The appendix listing every evidence file of the report's years with its SHA-256, so an auditor can
 * match a file they were given to the one behind a figure. Without files the appendix is left out.
 */
export function createEvidenceChapter(
  data: Pick<ReportData, 'lang' | 'dateLocale' | 'setup' | 'evidenceFiles'>,
): Block[] {
  if (data.evidenceFiles.length === 0) return [];
  const { lang } = data;
  const texts = TEXTS[lang];
  const labels = indexFormLabels(data.setup.form);
  const years = new Map(
    data.setup.instances.map((instance) => [
      instance._id,
      `${instance.container.name} ${formatYearLabel(instance.general)}`,
    ]),
  );
  const hasSeveralYears = new Set(data.evidenceFiles.map((file) => file.instanceId)).size > 1;
  return [
    createHeading(texts.heading, 1),
    createParagraph(texts.intro),
    createTable(
      [
        { title: texts.file, weight: 2.4 },
        { title: texts.attachedTo, weight: 2.6 },
        { title: texts.size, weight: 1.1, isNumeric: true },
        { title: texts.uploaded, weight: 1.6 },
        { title: texts.checksum, weight: 3.2 },
      ],
      data.evidenceFiles.map((file) => {
        const attachment = describeAttachment(file, labels, lang);
        return [
          file.displayName,
          hasSeveralYears ? `${years.get(file.instanceId) ?? ''}: ${attachment}` : attachment,
          formatFileSize(file.sizeBytes, lang),
          formatDate(file.uploadedAt, data.dateLocale),
          file.sha256,
        ];
      }),
    ),
  ];
}
