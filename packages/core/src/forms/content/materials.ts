import type { FormOption, LocalizedText } from '../form-definition.ts';
import { INPUTS, joinText, libraryOption, text } from './builders.ts';

/**
 * DESNZ "Material use" (kg CO2e per tonne, Scope 3 category 1, cradle to factory gate). `primary` is the
 * row code of "Primary material production"; `recycled` that of "Closed-loop source" (recycled content)
 * where DESNZ publishes one.
 */
type MaterialRow = {
  key: string;
  label: LocalizedText;
  table: string;
  primary: number;
  recycled?: number;
  /** Finished goods (devices, clothing, food): named without the "primary material" suffix. */
  isProduct?: boolean;
};

export const MATERIALS: readonly MaterialRow[] = [
  { key: 'paper', label: text('Paper', 'Papier'), table: '19_506', primary: 5164, recycled: 5167 },
  {
    key: 'board',
    label: text('Board / cardboard', 'Karton / Pappe'),
    table: '19_506',
    primary: 5156,
    recycled: 5159,
  },
  {
    key: 'plastics',
    label: text('Plastics (average)', 'Kunststoffe (Durchschnitt)'),
    table: '19_505',
    primary: 5120,
    recycled: 5123,
  },
  {
    key: 'plastic-film',
    label: text('Plastic film', 'Kunststofffolie'),
    table: '19_505',
    primary: 5124,
    recycled: 5127,
  },
  { key: 'pet', label: text('PET', 'PET'), table: '19_505', primary: 5140, recycled: 5143 },
  { key: 'hdpe', label: text('HDPE', 'HDPE'), table: '19_505', primary: 5132, recycled: 5135 },
  {
    key: 'ldpe',
    label: text('LDPE and LLDPE', 'LDPE und LLDPE'),
    table: '19_505',
    primary: 5136,
    recycled: 5139,
  },
  { key: 'pp', label: text('PP', 'PP'), table: '19_505', primary: 5144, recycled: 5147 },
  { key: 'ps', label: text('PS', 'PS'), table: '19_505', primary: 5148, recycled: 5151 },
  { key: 'pvc', label: text('PVC', 'PVC'), table: '19_505', primary: 5152, recycled: 5155 },
  {
    key: 'aluminium',
    label: text('Aluminium (cans and foil)', 'Aluminium (Dosen und Folie)'),
    table: '19_504',
    primary: 5104,
    recycled: 5107,
  },
  {
    key: 'steel',
    label: text('Steel (cans)', 'Stahl (Dosen)'),
    table: '19_504',
    primary: 5116,
    recycled: 5119,
  },
  {
    key: 'metals',
    label: text('Metals (construction, average)', 'Metalle (Bau, Durchschnitt)'),
    table: '19_500',
    primary: 5028,
    recycled: 5031,
  },
  { key: 'glass', label: text('Glass', 'Glas'), table: '19_501', primary: 5056, recycled: 5059 },
  { key: 'concrete', label: text('Concrete', 'Beton'), table: '19_500', primary: 5020, recycled: 5023 },
  { key: 'bricks', label: text('Bricks', 'Ziegel'), table: '19_500', primary: 5016 },
  {
    key: 'aggregates',
    label: text('Aggregates', 'Gesteinskörnungen'),
    table: '19_500',
    primary: 5000,
    recycled: 5003,
  },
  { key: 'asphalt', label: text('Asphalt', 'Asphalt'), table: '19_500', primary: 5012, recycled: 5015 },
  {
    key: 'insulation',
    label: text('Insulation', 'Dämmstoffe'),
    table: '19_500',
    primary: 5024,
    recycled: 5027,
  },
  {
    key: 'plasterboard',
    label: text('Plasterboard', 'Gipskarton'),
    table: '19_500',
    primary: 5040,
    recycled: 5043,
  },
  { key: 'wood', label: text('Wood', 'Holz'), table: '19_500', primary: 5048 },
  {
    key: 'textiles',
    label: text('Clothing and textiles', 'Kleidung und Textilien'),
    table: '19_501',
    primary: 5060,
    isProduct: true,
  },
  {
    key: 'food',
    label: text('Food and drink (average)', 'Lebensmittel und Getränke (Durchschnitt)'),
    table: '19_501',
    primary: 5064,
    isProduct: true,
  },
  {
    key: 'it-equipment',
    label: text('IT equipment', 'IT-Geräte'),
    table: '19_503',
    primary: 5084,
    isProduct: true,
  },
  {
    key: 'electrical-small',
    label: text('Small electrical items', 'Elektrokleingeräte'),
    table: '19_503',
    primary: 5088,
    isProduct: true,
  },
  {
    key: 'electrical-large',
    label: text('Large electrical items', 'Elektrogroßgeräte'),
    table: '19_503',
    primary: 5080,
    isProduct: true,
  },
  {
    key: 'batteries-li-ion',
    label: text('Lithium-ion batteries', 'Lithium-Ionen-Batterien'),
    table: '19_503',
    primary: 5096,
    isProduct: true,
  },
  { key: 'tyres', label: text('Tyres', 'Reifen'), table: '19_500', primary: 5044, isProduct: true },
];

const PRIMARY = text('primary material', 'Primärmaterial');
const RECYCLED = text('recycled content (closed loop)', 'Rezyklat (Closed Loop)');

const MATERIAL_HELP = text(
  'Weight bought; DESNZ factor from raw material extraction to the factory gate.',
  'Eingekaufte Menge; DESNZ-Faktor von der Rohstoffgewinnung bis zum Werkstor.',
);

/** Material options by weight: primary production and, where published, recycled content. */
export function buildMaterialOptions(prefix: string, keys?: readonly string[]): FormOption[] {
  const input = { ...INPUTS.tonnes, label: text('Weight purchased', 'Eingekaufte Menge') };
  return MATERIALS.filter((material) => !keys || keys.includes(material.key)).flatMap((material) => {
    const build = (suffix: string, kind: LocalizedText | undefined, code: number) =>
      libraryOption(
        `${prefix}-${material.key}${suffix}`,
        kind ? joinText(material.label, kind) : material.label,
        [input],
        `desnz:${material.table}_${code}_15_1`,
        { help: MATERIAL_HELP },
      );
    const primary = build('', material.isProduct ? undefined : PRIMARY, material.primary);
    return material.recycled === undefined
      ? [primary]
      : [primary, build('-recycled', RECYCLED, material.recycled)];
  });
}
