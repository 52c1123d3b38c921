import type { FormOption, LocalizedText } from '../form-definition.ts';
import { INPUTS, libraryOption, text } from './builders.ts';

/**
 * DESNZ "Waste disposal" (kg CO2e per tonne, Scope 3 category 5). Each material has seven consecutive row
 * codes, one per treatment, starting at `code` (re-use); only treatments DESNZ gives a value for are listed.
 * DESNZ assigns recycling and energy recovery only the transport to the facility (cut-off approach).
 */
const TREATMENTS = {
  'open-loop': { offset: 1, label: text('open-loop recycling', 'Recycling (Open Loop)') },
  'closed-loop': { offset: 2, label: text('closed-loop recycling', 'Recycling (Closed Loop)') },
  incineration: {
    offset: 3,
    label: text('incineration with energy recovery', 'Verbrennung mit Energierückgewinnung'),
  },
  composting: { offset: 4, label: text('composting', 'Kompostierung') },
  landfill: { offset: 5, label: text('landfill', 'Deponie') },
  'anaerobic-digestion': { offset: 6, label: text('anaerobic digestion', 'Vergärung') },
} as const;

type Treatment = keyof typeof TREATMENTS;

type WasteMaterial = {
  key: string;
  label: LocalizedText;
  /** DESNZ table prefix and the row code of the material's first (re-use) row. */
  table: string;
  code: number;
  treatments: readonly Treatment[];
};

export const WASTE_MATERIALS: readonly WasteMaterial[] = [
  {
    key: 'commercial',
    label: text('Commercial and industrial waste', 'Gewerbe- und Industrieabfall'),
    table: '20_507',
    code: 5308,
    treatments: ['incineration', 'landfill'],
  },
  {
    key: 'food',
    label: text('Food and drink waste', 'Lebensmittel- und Getränkeabfälle'),
    table: '20_507',
    code: 5287,
    treatments: ['anaerobic-digestion', 'composting', 'incineration', 'landfill'],
  },
  {
    key: 'garden',
    label: text('Garden waste', 'Grünschnitt'),
    table: '20_507',
    code: 5294,
    treatments: ['composting', 'anaerobic-digestion', 'incineration', 'landfill'],
  },
  {
    key: 'paper',
    label: text('Paper and board (mixed)', 'Papier und Pappe (gemischt)'),
    table: '20_506',
    code: 5448,
    treatments: ['closed-loop', 'composting', 'incineration', 'landfill'],
  },
  {
    key: 'plastics',
    label: text('Plastics (average)', 'Kunststoffe (Durchschnitt)'),
    table: '20_505',
    code: 5378,
    treatments: ['open-loop', 'closed-loop', 'incineration', 'landfill'],
  },
  {
    key: 'glass',
    label: text('Glass', 'Glas'),
    table: '20_501',
    code: 5266,
    treatments: ['open-loop', 'closed-loop', 'incineration', 'landfill'],
  },
  {
    key: 'metal-cans',
    label: text('Metal cans (mixed)', 'Metalldosen (gemischt)'),
    table: '20_504',
    code: 5357,
    treatments: ['open-loop', 'closed-loop', 'incineration', 'landfill'],
  },
  {
    key: 'scrap-metal',
    label: text('Scrap metal', 'Metallschrott'),
    table: '20_504',
    code: 5364,
    treatments: ['open-loop', 'closed-loop', 'incineration', 'landfill'],
  },
  {
    key: 'weee',
    label: text('Electrical equipment (WEEE, mixed)', 'Elektroaltgeräte (gemischt)'),
    table: '20_503',
    code: 5329,
    treatments: ['open-loop', 'incineration', 'landfill'],
  },
  {
    key: 'batteries',
    label: text('Batteries', 'Batterien'),
    table: '20_503',
    code: 5343,
    treatments: ['open-loop', 'landfill'],
  },
  {
    key: 'textiles',
    label: text('Clothing and textiles', 'Kleidung und Textilien'),
    table: '20_501',
    code: 5273,
    treatments: ['closed-loop', 'incineration', 'landfill'],
  },
  {
    key: 'wood',
    label: text('Wood', 'Holz'),
    table: '20_500',
    code: 5252,
    treatments: ['closed-loop', 'composting', 'incineration', 'landfill'],
  },
  {
    key: 'construction',
    label: text('Construction waste (average)', 'Bauabfälle (Durchschnitt)'),
    table: '20_500',
    code: 5175,
    treatments: ['open-loop', 'closed-loop', 'incineration'],
  },
  {
    key: 'concrete',
    label: text('Concrete', 'Beton'),
    table: '20_500',
    code: 5203,
    treatments: ['open-loop', 'closed-loop', 'landfill'],
  },
];

const WASTE_HELP = text(
  'Weight of the waste handed over, by treatment as stated by your waste contractor.',
  'Gewicht des übergebenen Abfalls, nach der vom Entsorger angegebenen Behandlung.',
);

/** One option per material and treatment, e.g. "Paper and board (mixed), landfill". */
export function buildWasteOptions(prefix: string, materialKeys?: readonly string[]): FormOption[] {
  const input = { ...INPUTS.tonnes, label: text('Waste weight', 'Abfallmenge') };
  return WASTE_MATERIALS.filter((material) => !materialKeys || materialKeys.includes(material.key)).flatMap(
    (material) =>
      material.treatments.map((treatment) => {
        const { offset, label } = TREATMENTS[treatment];
        return libraryOption(
          `${prefix}-${material.key}-${treatment}`,
          { en: `${material.label.en}, ${label.en}`, de: `${material.label.de}, ${label.de}` },
          [input],
          `desnz:${material.table}_${material.code + offset}_15_1`,
          { help: WASTE_HELP },
        );
      }),
  );
}
