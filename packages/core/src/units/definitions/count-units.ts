import { CURRENCY_CODES } from '../../currency/currencies.ts';
import { createRatio } from '../exact-ratio.ts';
import type { UnitDefinition } from '../unit-types.ts';
import { defineUnit, defineVariableUnit } from './define-unit.ts';

export const DATA_UNITS: readonly UnitDefinition[] = [defineUnit('GB', 'data', ['gigabyte', 'Gigabyte'])];

export const DATA_PER_TIME_UNITS: readonly UnitDefinition[] = [
  defineUnit('GB/hour', 'dataPerTime', ['gigabytes per hour', 'Gigabyte pro Stunde']),
];

export const EMPLOYEE_UNITS: readonly UnitDefinition[] = [
  defineUnit('employee', 'employee', ['employee', 'Mitarbeitende']),
];

export const FLIGHT_UNITS: readonly UnitDefinition[] = [defineUnit('flight', 'flight', ['flight', 'Flug'])];

export const PERCENT_UNITS: readonly UnitDefinition[] = [
  defineUnit('number', 'percent', ['number', 'Zahl']),
  defineUnit('%', 'percent', ['percent', 'Prozent'], createRatio('0.01')),
];

export const PERSON_UNITS: readonly UnitDefinition[] = [defineUnit('person', 'person', ['person', 'Person'])];

// The spec lists these as interchangeable counts (factor 1): the category, not the factor, is what
// keeps a count of meals from being added to a distance.
export const PIECE_UNITS: readonly UnitDefinition[] = [
  defineUnit('piece', 'piece', ['piece', 'Stück']),
  defineUnit('nights', 'piece', ['nights', 'Nächte']),
  defineUnit('unit', 'piece', ['unit', 'Einheit']),
  defineUnit('views', 'piece', ['views', 'Aufrufe']),
  defineUnit('meal', 'piece', ['meal', 'Mahlzeit']),
  defineUnit('deliveries', 'piece', ['deliveries', 'Lieferungen']),
  defineUnit('trips', 'piece', ['trips', 'Fahrten']),
];

export const TIME_UNITS: readonly UnitDefinition[] = [
  defineUnit('hour', 'time', ['hour', 'Stunde']),
  defineUnit('min', 'time', ['minute', 'Minute'], createRatio('1', '60')),
  defineUnit('sec', 'time', ['second', 'Sekunde'], createRatio('1', '3600')),
  defineUnit('day', 'time', ['day', 'Tag'], createRatio('24')),
  defineUnit(
    'year',
    'time',
    ['year', 'Jahr'],
    createRatio('8760'),
    'The spec fixes a year at 8760 h (365 days).',
  ),
];

// t/mioEUR is the base; another currency's unit needs that currency's units per EUR in the year of
// the data, so its factor is not a constant. Deliveries and trips sit in this category as the spec
// lists them, as count labels that convert to nothing but themselves.
export const INTENSITY_UNITS: readonly UnitDefinition[] = [
  ...CURRENCY_CODES.map((code) =>
    code === 'EUR'
      ? defineUnit('t/mioEUR', 'intensity', ['tonnes per million EUR', 'Tonnen pro Mio. EUR'])
      : defineVariableUnit(
          `t/mio${code}`,
          'intensity',
          [`tonnes per million ${code}`, `Tonnen pro Mio. ${code}`],
          { kind: 'exchange-rate', currency: code },
          `Factor to t/mioEUR = ${code} per EUR in the year of the data.`,
        ),
  ),
  defineVariableUnit('deliveries', 'intensity', ['deliveries', 'Lieferungen'], { kind: 'none' }),
  defineVariableUnit('trips', 'intensity', ['trips', 'Fahrten'], { kind: 'none' }),
];
