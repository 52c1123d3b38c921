import { createRatio } from '../exact-ratio.ts';
import type { UnitDefinition } from '../unit-types.ts';
import { defineUnit } from './define-unit.ts';

// Every factor is an exact definition, not a measured value: the international foot (0.3048 m) and
// mile (1609.344 m), the avoirdupois pound (0.45359237 kg), the US gallon (231 in³), the imperial
// gallon (4.54609 l, UK Weights and Measures Act 1985), the US oil barrel (42 US gallons).

export const AREA_UNITS: readonly UnitDefinition[] = [
  defineUnit('m2', 'area', ['square metre', 'Quadratmeter']),
  defineUnit('ft2', 'area', ['square foot', 'Quadratfuß'], createRatio('0.09290304')),
  defineUnit('ha', 'area', ['hectare', 'Hektar'], createRatio('10000')),
];

export const DISTANCE_UNITS: readonly UnitDefinition[] = [
  defineUnit('km', 'distance', ['kilometre', 'Kilometer']),
  defineUnit('m', 'distance', ['metre', 'Meter'], createRatio('0.001')),
  defineUnit('ft', 'distance', ['foot', 'Fuß'], createRatio('0.0003048')),
  defineUnit(
    'mi',
    'distance',
    ['mile', 'Meile'],
    createRatio('1.609344'),
    'International (statute) mile, 1609.344 m.',
  ),
];

// 1 kWh = 3.6 MJ exactly, so joule-based units are exact quotients of 3.6.
export const ENERGY_UNITS: readonly UnitDefinition[] = [
  defineUnit('kWh', 'energy', ['kilowatt hour', 'Kilowattstunde']),
  defineUnit('MWh', 'energy', ['megawatt hour', 'Megawattstunde'], createRatio('1000')),
  defineUnit('Wh', 'energy', ['watt hour', 'Wattstunde'], createRatio('0.001')),
  defineUnit('MJ', 'energy', ['megajoule', 'Megajoule'], createRatio('1', '3.6')),
  defineUnit('GJ', 'energy', ['gigajoule', 'Gigajoule'], createRatio('1000', '3.6')),
  defineUnit(
    'therm',
    'energy',
    ['therm', 'Therm'],
    createRatio('105.505585262', '3.6'),
    'Therm = 100,000 International Table Btu = 105.505585262 MJ = 29.3071 kWh, as DESNZ and the US EPA define it.',
  ),
  defineUnit(
    'btu',
    'energy',
    ['British thermal unit', 'British Thermal Unit'],
    createRatio('1055.05585262', '3600000'),
    'International Table Btu = 1055.05585262 J.',
  ),
  defineUnit(
    'mmBtu',
    'energy',
    ['million British thermal units', 'Million British Thermal Units'],
    createRatio('1055.05585262', '3.6'),
    'One million International Table Btu (the US EPA Emission Factors Hub unit).',
  ),
];

export const VOLUME_UNITS: readonly UnitDefinition[] = [
  defineUnit('m3', 'volume', ['cubic metre', 'Kubikmeter']),
  defineUnit('l', 'volume', ['litre', 'Liter'], createRatio('0.001')),
  defineUnit('ml', 'volume', ['millilitre', 'Milliliter'], createRatio('0.000001')),
  defineUnit('mioL', 'volume', ['million litres', 'Millionen Liter'], createRatio('1000')),
  defineUnit('mm3', 'volume', ['cubic millimetre', 'Kubikmillimeter'], createRatio('0.000000001')),
  defineUnit('ft3', 'volume', ['cubic foot', 'Kubikfuß'], createRatio('0.028316846592')),
  defineUnit(
    'galUS',
    'volume',
    ['US gallon', 'US-Gallone'],
    createRatio('0.003785411784'),
    'US liquid gallon, 231 in³.',
  ),
  defineUnit('galImp', 'volume', ['imperial gallon', 'Imperiale Gallone'], createRatio('0.00454609')),
  defineUnit(
    'bbl',
    'volume',
    ['barrel (US oil)', 'Barrel (US-Öl)'],
    createRatio('0.158987294928'),
    'US oil barrel = 42 US gallons.',
  ),
];

export const WEIGHT_UNITS: readonly UnitDefinition[] = [
  defineUnit('kg', 'weight', ['kilogram', 'Kilogramm']),
  defineUnit('t', 'weight', ['tonne', 'Tonne'], createRatio('1000'), 'Metric tonne, 1000 kg.'),
  defineUnit('g', 'weight', ['gram', 'Gramm'], createRatio('0.001')),
  defineUnit('mg', 'weight', ['milligram', 'Milligramm'], createRatio('0.000001')),
  defineUnit('lb', 'weight', ['pound', 'Pfund'], createRatio('0.45359237'), 'Avoirdupois pound.'),
  defineUnit(
    'shortTon',
    'weight',
    ['short ton (US)', 'Short Ton (US)'],
    createRatio('907.18474'),
    'US short ton, 2000 lb.',
  ),
];

export const WEIGHT_DISTANCE_UNITS: readonly UnitDefinition[] = [
  defineUnit('t.km', 'weightDistance', ['tonne-kilometre', 'Tonnenkilometer']),
  defineUnit('kg.km', 'weightDistance', ['kilogram-kilometre', 'Kilogrammkilometer'], createRatio('0.001')),
  defineUnit(
    'shortTon.mi',
    'weightDistance',
    ['short ton-mile (US)', 'Short-Ton-Meile (US)'],
    createRatio('1.45997231821056'),
    'US short ton × statute mile = 0.90718474 t × 1.609344 km (the US EPA Hub freight unit).',
  ),
];

export const PERSON_DISTANCE_UNITS: readonly UnitDefinition[] = [
  defineUnit('p.km', 'personDistance', ['passenger-kilometre', 'Personenkilometer']),
  defineUnit('p.mi', 'personDistance', ['passenger-mile', 'Personenmeile'], createRatio('1.609344')),
];
