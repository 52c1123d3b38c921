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

/**
 * Where a survey's commute factors come from: the year's travel source (`FactorSources.travelWaste`),
 * as the calculator's corporate form offers them: DESNZ (with well-to-tank) or the EPA Hub (table 10,
 * no upstream published). The library keeps both per km (the EPA's per-mile values converted).
 */
export type CommuteFactorSet = 'DESNZ' | 'EPA_HUB';
export const COMMUTE_FACTOR_SETS = ['DESNZ', 'EPA_HUB'] as const;
export const KM_PER_MILE = 1.609344;

/** The category 7 option a mode's rows go to under a factor set, and the lineage of its factors. */
export type CommuteModeOption = {
  formOptionId: string;
  lineageKey: string;
  upstreamLineageKey: string | null;
  /** The unit the option's form field asks for (the EPA options ask for miles). */
  distanceUnit: 'km' | 'mi';
};

const EPA_CAR = { formOptionId: 'commute-epa-car', lineageKey: 'epa-hub:t10/passenger-car/vehicle-mile' };
/** The corporate form's EPA commuting options (`buildEpaCommutingOptions`) per mode: cars of any fuel are one. */
const EPA_COMMUTE_OPTIONS: Partial<Record<CommuteModeId, { formOptionId: string; lineageKey: string }>> = {
  'car-petrol': EPA_CAR,
  'car-diesel': EPA_CAR,
  'car-hybrid': EPA_CAR,
  'car-electric': EPA_CAR,
  carpool: EPA_CAR,
  motorbike: { formOptionId: 'commute-epa-motorcycle', lineageKey: 'epa-hub:t10/motorcycle/vehicle-mile' },
  bus: { formOptionId: 'commute-epa-bus', lineageKey: 'epa-hub:t10/bus/passenger-mile' },
  'tram-metro': {
    formOptionId: 'commute-epa-transit-rail',
    lineageKey: 'epa-hub:t10/transit-rail-i.e.-subway-tram/passenger-mile',
  },
  train: {
    formOptionId: 'commute-epa-commuter-rail',
    lineageKey: 'epa-hub:t10/commuter-rail/passenger-mile',
  },
};

/** The option of a mode under a factor set; undefined for modes that emit nothing. */
export function resolveCommuteModeOption(
  mode: CommuteMode | undefined,
  set: CommuteFactorSet,
): CommuteModeOption | undefined {
  if (!mode?.formOptionId || !mode.lineageKey) return undefined;
  if (set === 'EPA_HUB') {
    const epa = EPA_COMMUTE_OPTIONS[mode.id];
    return epa ? { ...epa, upstreamLineageKey: null, distanceUnit: 'mi' } : undefined;
  }
  return {
    formOptionId: mode.formOptionId,
    lineageKey: mode.lineageKey,
    upstreamLineageKey: mode.upstreamLineageKey,
    distanceUnit: 'km',
  };
}

/** The lineage keys of every factor a factor set's modes need. */
export function listCommuteLineageKeys(set: CommuteFactorSet): string[] {
  const keys = COMMUTE_MODES.flatMap((mode) => {
    const option = resolveCommuteModeOption(mode, set);
    return option
      ? [option.lineageKey, ...(option.upstreamLineageKey ? [option.upstreamLineageKey] : [])]
      : [];
  });
  return [...new Set(keys)];
}

/** kg CO2e per km of a mode's activity: the factor plus its well-to-tank part, as the calculator counts them. */
export function readModeFactor(
  mode: CommuteMode | undefined,
  factors: Readonly<Record<string, number>>,
  set: CommuteFactorSet = 'DESNZ',
): number {
  const option = resolveCommuteModeOption(mode, set);
  if (!option) return 0;
  return (
    (factors[option.lineageKey] ?? 0) +
    (option.upstreamLineageKey ? (factors[option.upstreamLineageKey] ?? 0) : 0)
  );
}

export function findCommuteMode(id: string): CommuteMode | undefined {
  return COMMUTE_MODES.find((mode) => mode.id === id);
}
