import type { FormOption, LocalizedText } from '../form-definition.ts';
import { INPUTS, libraryOption, text } from './builders.ts';
import { HGV_SIZES } from './vehicles.ts';

type FreightRow = { key: string; label: LocalizedText; factor: string; wtt: string; help?: LocalizedText };

const AIR_FREIGHT_HELP = text(
  'With radiative forcing (DESNZ), as for business flights.',
  'Mit Strahlungsantrieb (DESNZ), wie bei Geschäftsflügen.',
);

/**
 * DESNZ "Freighting goods" rows per tonne-km (Scope 3 category 4) with their "WTT- delivery vehs &
 * freight" rows (category 3 in the library; on these Scope 3 options the upstream stays in the section's
 * category). HGVs at average laden weight.
 */
const FREIGHT_ROWS: readonly FreightRow[] = [
  ...HGV_SIZES.map((hgv) => ({
    key: `hgv-${hgv.key}`,
    label: hgv.label,
    factor: `27_304_${hgv.code}_14_1`,
    wtt: `28_907_${hgv.code}_14_1`,
  })),
  {
    key: 'hgv-refrigerated',
    label: text('Refrigerated HGV, average of all sizes', 'Kühl-Lkw, Durchschnitt aller Größen'),
    factor: '27_306_3140_14_1',
    wtt: '28_908_3140_14_1',
  },
  {
    key: 'van-diesel',
    label: text('Van up to 3.5 t, diesel', 'Transporter bis 3,5 t, Diesel'),
    factor: '27_303_3102_14_1',
    wtt: '28_906_3102_14_1',
  },
  {
    key: 'van-bev',
    label: text('Van up to 3.5 t, battery electric', 'Transporter bis 3,5 t, Elektro (BEV)'),
    factor: '27_303_3108_14_1',
    wtt: '28_906_3108_14_1',
  },
  {
    key: 'rail',
    label: text('Freight train', 'Güterzug'),
    factor: '27_315_3151_14_1',
    wtt: '28_911_3151_14_1',
  },
  {
    key: 'sea-container',
    label: text('Container ship (average)', 'Containerschiff (Durchschnitt)'),
    factor: '27_320_3235_14_1',
    wtt: '28_916_3235_14_1',
  },
  {
    key: 'sea-bulk',
    label: text('Bulk carrier (average)', 'Massengutfrachter (Durchschnitt)'),
    factor: '27_320_3221_14_1',
    wtt: '28_916_3221_14_1',
  },
  {
    key: 'sea-general-cargo',
    label: text('General cargo ship (average)', 'Stückgutfrachter (Durchschnitt)'),
    factor: '27_320_3228_14_1',
    wtt: '28_916_3228_14_1',
  },
  {
    key: 'sea-refrigerated',
    label: text('Refrigerated cargo ship', 'Kühlschiff'),
    factor: '27_320_3243_14_1',
    wtt: '28_916_3243_14_1',
  },
  {
    key: 'sea-roro',
    label: text('RoRo ferry (average)', 'RoRo-Fähre (Durchschnitt)'),
    factor: '27_320_3241_14_1',
    wtt: '28_916_3241_14_1',
  },
  {
    key: 'sea-products-tanker',
    label: text('Products tanker (average)', 'Produktentanker (Durchschnitt)'),
    factor: '27_319_3203_14_1',
    wtt: '28_915_3203_14_1',
  },
  {
    key: 'air-domestic',
    label: text('Air freight, domestic (UK)', 'Luftfracht, Inland (UK)'),
    factor: '27_317_3152_14_1',
    wtt: '28_913_3152_14_1',
    help: AIR_FREIGHT_HELP,
  },
  {
    key: 'air-short-haul',
    label: text('Air freight, short-haul to/from the UK', 'Luftfracht, Kurzstrecke von/nach UK'),
    factor: '27_317_3154_14_1',
    wtt: '28_913_3154_14_1',
    help: AIR_FREIGHT_HELP,
  },
  {
    key: 'air-long-haul',
    label: text('Air freight, long-haul to/from the UK', 'Luftfracht, Langstrecke von/nach UK'),
    factor: '27_317_3156_14_1',
    wtt: '28_913_3156_14_1',
    help: AIR_FREIGHT_HELP,
  },
  {
    key: 'air-international',
    label: text(
      'Air freight, international (not to or from the UK)',
      'Luftfracht, international (nicht von oder nach UK)',
    ),
    factor: '27_317_3158_14_1',
    wtt: '28_913_3158_14_1',
    help: AIR_FREIGHT_HELP,
  },
];

/** Freight options per tonne-km (one quantity: the shipment's weight times its distance). */
export function buildFreightOptions(prefix: string, keys?: readonly string[]): FormOption[] {
  return FREIGHT_ROWS.filter((row) => !keys || keys.includes(row.key)).map((row) =>
    libraryOption(`${prefix}-${row.key}`, row.label, [INPUTS.freight], `desnz:${row.factor}`, {
      upstream: [`desnz:${row.wtt}`],
      ...(row.help ? { help: row.help } : {}),
    }),
  );
}
