import type { FactorSources } from './factor-sources.ts';

type Lang = 'en' | 'de';
export type FactorSourceKind = keyof FactorSources;

/** The kinds in the order a reader meets them: fuels, grid electricity, spend, travel and waste. */
export const FACTOR_SOURCE_KINDS: readonly FactorSourceKind[] = ['fuels', 'grid', 'spend', 'travelWaste'];

const KIND_NAMES: Record<Lang, Record<FactorSourceKind, string>> = {
  en: { fuels: 'Fuels', grid: 'Grid electricity', spend: 'Spend', travelWaste: 'Travel and waste' },
  de: { fuels: 'Brennstoffe', grid: 'Netzstrom', spend: 'Ausgaben', travelWaste: 'Reisen und Abfall' },
};

type SourceNames = {
  [K in FactorSourceKind]: Record<FactorSources[K], string>;
};

/** Each source by its full name and the edition the library ships, per kind (grid DESNZ is the UK grid). */
const SOURCE_NAMES: Record<Lang, SourceNames> = {
  en: {
    fuels: { DESNZ: 'UK DESNZ conversion factors 2025', EPA_HUB: 'US EPA GHG Emission Factors Hub 2025' },
    grid: {
      DESNZ: 'UK DESNZ conversion factors 2025 (UK grid)',
      EPA_EGRID: 'eGRID2023 via the US EPA GHG Emission Factors Hub 2025',
      EMBER_OWID:
        'Ember / Our World in Data grid intensity, split into generation (Scope 2) and upstream (Scope 3, category 3)',
    },
    spend: {
      FIGARO: 'FIGARO supply factors (Ecodex) 2026.5, in euros',
      EPA_USEEIO: 'US EPA USEEIO v1.3, in 2022 US dollars',
    },
    travelWaste: {
      DESNZ: 'UK DESNZ conversion factors 2025',
      EPA_HUB: 'US EPA GHG Emission Factors Hub 2025',
    },
  },
  de: {
    fuels: {
      DESNZ: 'Umrechnungsfaktoren des britischen DESNZ 2025',
      EPA_HUB: 'GHG Emission Factors Hub der US-EPA 2025',
    },
    grid: {
      DESNZ: 'Umrechnungsfaktoren des britischen DESNZ 2025 (britisches Netz)',
      EPA_EGRID: 'eGRID2023 über den GHG Emission Factors Hub der US-EPA 2025',
      EMBER_OWID:
        'Netzintensität von Ember / Our World in Data, aufgeteilt in Erzeugung (Scope 2) und Vorkette (Scope 3, Kategorie 3)',
    },
    spend: {
      FIGARO: 'FIGARO-Angebotsfaktoren (Ecodex) 2026.5, in Euro',
      EPA_USEEIO: 'USEEIO v1.3 der US-EPA, in US-Dollar von 2022',
    },
    travelWaste: {
      DESNZ: 'Umrechnungsfaktoren des britischen DESNZ 2025',
      EPA_HUB: 'GHG Emission Factors Hub der US-EPA 2025',
    },
  },
};

const pickLang = (lang: string): Lang => (lang === 'de' ? 'de' : 'en');

/** The name of a kind of activity ("Grid electricity"), in English or German. */
export function describeFactorSourceKind(kind: FactorSourceKind, lang: string): string {
  return KIND_NAMES[pickLang(lang)][kind];
}

/** The full name of the source chosen for a kind ("eGRID2023 via the US EPA …"), in English or German. */
export function describeFactorSource<K extends FactorSourceKind>(
  kind: K,
  source: FactorSources[K],
  lang: string,
): string {
  return (SOURCE_NAMES[pickLang(lang)][kind] as Record<string, string>)[source] ?? source;
}

/** A year's sources as a reader's list: each kind's name with its source's full name, in kind order. */
export function listFactorSourceNames(
  sources: FactorSources,
  lang: string,
): { kind: FactorSourceKind; kindName: string; sourceName: string }[] {
  return FACTOR_SOURCE_KINDS.map((kind) => ({
    kind,
    kindName: describeFactorSourceKind(kind, lang),
    sourceName: describeFactorSource(kind, sources[kind], lang),
  }));
}

/** A kind of activity with the sources the listed years compute it with, each with the years using it. */
export type FactorSourcesRow = {
  kind: FactorSourceKind;
  kindName: string;
  sources: { sourceName: string; years: string[] }[];
};

/**
 * The sources of several years (entities or periods shown together) per kind, for Analyze and the
 * report: one source per kind where the years agree, otherwise each source with the years (`label`)
 * that use it, in the years' order.
 */
export function listYearsFactorSources(
  years: readonly { label: string; sources: FactorSources }[],
  lang: string,
): FactorSourcesRow[] {
  return FACTOR_SOURCE_KINDS.map((kind) => {
    const byName = new Map<string, string[]>();
    for (const year of years) {
      const name = describeFactorSource(kind, year.sources[kind], lang);
      byName.set(name, [...(byName.get(name) ?? []), year.label]);
    }
    return {
      kind,
      kindName: describeFactorSourceKind(kind, lang),
      sources: [...byName].map(([sourceName, labels]) => ({ sourceName, years: labels })),
    };
  });
}

/** A row's sources in words: the one source, or each with its years in brackets, separated by semicolons. */
export function describeFactorSourcesRow(row: FactorSourcesRow): string {
  if (row.sources.length === 1) return row.sources[0]?.sourceName ?? '';
  return row.sources.map((source) => `${source.sourceName} (${source.years.join(', ')})`).join('; ');
}
