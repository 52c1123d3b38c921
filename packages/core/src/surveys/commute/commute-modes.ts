/**
 * The commute modes a respondent picks from, each with the calculator option (category 7, DESNZ) its
 * rows are written to and the lineage of that option's factor. Cars are per vehicle-km (a shared car
 * divides the distance by the people in it), public transport per passenger-km. Bicycle and walking emit
 * nothing; the library has no factor for e-bikes, so their charging is counted as zero (and said so).
 */
export type CommuteModeId =
  | 'car-petrol'
  | 'car-diesel'
  | 'car-hybrid'
  | 'car-electric'
  | 'carpool'
  | 'motorbike'
  | 'bus'
  | 'tram-metro'
  | 'train'
  | 'bicycle'
  | 'e-bike'
  | 'walk';

export type CommuteMode = {
  id: CommuteModeId;
  label: { en: string; de: string };
  /** The category 7 option of the corporate form; null where nothing is emitted. */
  formOptionId: string | null;
  lineageKey: string | null;
  /** The option's well-to-tank factor: the calculator counts it in category 7 too. */
  upstreamLineageKey: string | null;
  /** vehicle: per vehicle-km (field `distance`); passenger: per passenger-km (field `passengerDistance`). */
  basis: 'vehicle' | 'passenger' | 'none';
};

export const COMMUTE_MODES: readonly CommuteMode[] = [
  {
    id: 'car-petrol',
    label: { en: 'Car, petrol', de: 'Auto, Benzin' },
    formOptionId: 'commute-car-average-petrol',
    lineageKey: 'desnz:25_301_3070_4_1',
    upstreamLineageKey: 'desnz:26_904_3070_4_1',
    basis: 'vehicle',
  },
  {
    id: 'car-diesel',
    label: { en: 'Car, diesel', de: 'Auto, Diesel' },
    formOptionId: 'commute-car-average-diesel',
    lineageKey: 'desnz:25_301_3069_4_1',
    upstreamLineageKey: 'desnz:26_904_3069_4_1',
    basis: 'vehicle',
  },
  {
    id: 'car-hybrid',
    label: { en: 'Car, hybrid', de: 'Auto, Hybrid' },
    formOptionId: 'commute-car-average-hybrid',
    lineageKey: 'desnz:25_301_3071_4_1',
    upstreamLineageKey: 'desnz:26_904_3071_4_1',
    basis: 'vehicle',
  },
  {
    id: 'car-electric',
    label: { en: 'Car, electric', de: 'Auto, elektrisch' },
    formOptionId: 'commute-car-average-bev',
    lineageKey: 'desnz:25_301_3076_4_1',
    upstreamLineageKey: 'desnz:26_904_3076_4_1',
    basis: 'vehicle',
  },
  {
    id: 'carpool',
    label: { en: 'Car sharing (several people in one car)', de: 'Fahrgemeinschaft (mehrere in einem Auto)' },
    formOptionId: 'commute-car-average-unknown-fuel',
    lineageKey: 'desnz:25_301_3074_4_1',
    upstreamLineageKey: 'desnz:26_904_3074_4_1',
    basis: 'vehicle',
  },
  {
    id: 'motorbike',
    label: { en: 'Motorbike', de: 'Motorrad' },
    formOptionId: 'commute-motorbike',
    lineageKey: 'desnz:25_302_3080_4_1',
    upstreamLineageKey: 'desnz:26_905_3080_4_1',
    basis: 'vehicle',
  },
  {
    id: 'bus',
    label: { en: 'Bus', de: 'Bus' },
    formOptionId: 'commute-bus',
    lineageKey: 'desnz:25_314_3145_11_1',
    upstreamLineageKey: 'desnz:26_910_3145_11_1',
    basis: 'passenger',
  },
  {
    id: 'tram-metro',
    label: { en: 'Tram or metro', de: 'Straßenbahn oder U-Bahn' },
    formOptionId: 'commute-tram',
    lineageKey: 'desnz:25_315_3149_11_1',
    upstreamLineageKey: 'desnz:26_911_3149_11_1',
    basis: 'passenger',
  },
  {
    id: 'train',
    label: { en: 'Train', de: 'Zug' },
    formOptionId: 'commute-rail-national',
    lineageKey: 'desnz:25_315_3147_11_1',
    upstreamLineageKey: 'desnz:26_911_3147_11_1',
    basis: 'passenger',
  },
  {
    id: 'bicycle',
    label: { en: 'Bicycle', de: 'Fahrrad' },
    formOptionId: null,
    lineageKey: null,
    upstreamLineageKey: null,
    basis: 'none',
  },
  {
    id: 'e-bike',
    label: { en: 'E-bike', de: 'E-Bike' },
    formOptionId: null,
    lineageKey: null,
    upstreamLineageKey: null,
    basis: 'none',
  },
  {
    id: 'walk',
    label: { en: 'On foot', de: 'Zu Fuß' },
    formOptionId: null,
    lineageKey: null,
    upstreamLineageKey: null,
    basis: 'none',
  },
];

export const COMMUTE_MODE_IDS = COMMUTE_MODES.map((mode) => mode.id);

/** The DESNZ homeworking factor (office equipment plus heating, per FTE working hour). */
export const HOMEWORKING_OPTION_ID = 'homeworking';
export const HOMEWORKING_LINEAGE_KEY = 'desnz:32_603_9999_12_1';
/** Working hours of one home-office day (a full-time day), for the per-hour factor. */
export const HOURS_PER_HOME_OFFICE_DAY = 8;

/** kg CO2e per unit of a mode's activity: the factor plus its well-to-tank part, as the calculator counts them. */
export function readModeFactor(
  mode: CommuteMode | undefined,
  factors: Readonly<Record<string, number>>,
): number {
  if (!mode?.lineageKey) return 0;
  return (
    (factors[mode.lineageKey] ?? 0) + (mode.upstreamLineageKey ? (factors[mode.upstreamLineageKey] ?? 0) : 0)
  );
}

export function findCommuteMode(id: string): CommuteMode | undefined {
  return COMMUTE_MODES.find((mode) => mode.id === id);
}
