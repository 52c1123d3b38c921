import type { UnitCategory } from './unit-types.ts';

/** Every unit category with its base unit, in the spec's order (freight and passenger transport last). */
export const UNIT_CATEGORIES: readonly UnitCategory[] = [
  { id: 'area', baseUnit: 'm2', labels: { en: 'Area', de: 'Fläche' } },
  { id: 'data', baseUnit: 'GB', labels: { en: 'Data', de: 'Daten' } },
  { id: 'dataPerTime', baseUnit: 'GB/hour', labels: { en: 'Data per time', de: 'Daten pro Zeit' } },
  { id: 'distance', baseUnit: 'km', labels: { en: 'Distance', de: 'Entfernung' } },
  { id: 'employee', baseUnit: 'employee', labels: { en: 'Employees', de: 'Mitarbeitende' } },
  { id: 'energy', baseUnit: 'kWh', labels: { en: 'Energy', de: 'Energie' } },
  { id: 'flight', baseUnit: 'flight', labels: { en: 'Flights', de: 'Flüge' } },
  { id: 'intensity', baseUnit: 't/mioEUR', labels: { en: 'Intensity', de: 'Intensität' } },
  { id: 'percent', baseUnit: 'number', labels: { en: 'Percent', de: 'Prozent' } },
  { id: 'person', baseUnit: 'person', labels: { en: 'Persons', de: 'Personen' } },
  { id: 'piece', baseUnit: 'piece', labels: { en: 'Pieces', de: 'Stück' } },
  { id: 'time', baseUnit: 'hour', labels: { en: 'Time', de: 'Zeit' } },
  { id: 'volume', baseUnit: 'm3', labels: { en: 'Volume', de: 'Volumen' } },
  { id: 'weight', baseUnit: 'kg', labels: { en: 'Weight', de: 'Gewicht' } },
  { id: 'weightDistance', baseUnit: 't.km', labels: { en: 'Freight transport', de: 'Gütertransport' } },
  {
    id: 'personDistance',
    baseUnit: 'p.km',
    labels: { en: 'Passenger transport', de: 'Personenverkehr' },
  },
];
