import type { FormOption, LocalizedText } from '../form-definition.ts';
import { INPUTS, libraryOption, text } from './builders.ts';

/**
 * Refrigerants and other fugitive gases (kg CO2e per kg released, Scope 1) from refrigerants.ndjson with
 * AR5 GWPs, the set the DESNZ factors use, so the whole inventory is on one GWP set. Blends count only
 * Kyoto-basket components (EPA Hub table 12). HCFCs such as R-22 are Montreal Protocol gases outside the
 * scopes and are not offered.
 */
const GASES: readonly [key: string, lineageKey: string, en: string, de: string][] = [
  ['r-410a', 'blend/R-410A', 'R-410A (air conditioning, heat pumps)', 'R-410A (Klimaanlagen, Wärmepumpen)'],
  ['r-32', 'gas/HFC32', 'R-32 (HFC-32)', 'R-32 (HFC-32)'],
  ['r-134a', 'gas/HFC134a', 'R-134a (HFC-134a)', 'R-134a (HFC-134a)'],
  ['r-404a', 'blend/R-404A', 'R-404A (commercial refrigeration)', 'R-404A (Gewerbekälte)'],
  ['r-407a', 'blend/R-407A', 'R-407A', 'R-407A'],
  ['r-407c', 'blend/R-407C', 'R-407C', 'R-407C'],
  ['r-417a', 'blend/R-417A', 'R-417A', 'R-417A'],
  ['r-422d', 'blend/R-422D', 'R-422D', 'R-422D'],
  ['r-434a', 'blend/R-434A', 'R-434A', 'R-434A'],
  ['r-507a', 'blend/R-507A', 'R-507A', 'R-507A'],
  ['r-508b', 'blend/R-508B', 'R-508B (very low temperature)', 'R-508B (Tiefsttemperatur)'],
  ['r-125', 'gas/HFC125', 'R-125 (HFC-125)', 'R-125 (HFC-125)'],
  ['r-143a', 'gas/HFC143a', 'R-143a (HFC-143a)', 'R-143a (HFC-143a)'],
  ['r-23', 'gas/HFC23', 'R-23 (HFC-23)', 'R-23 (HFC-23)'],
  ['hfc-227ea', 'gas/HFC227ea', 'HFC-227ea (fire suppression)', 'HFC-227ea (Löschanlagen)'],
  ['r-744', 'gas/CO2', 'R-744 (CO2)', 'R-744 (CO2)'],
  ['sf6', 'gas/SF6', 'SF6 (switchgear)', 'SF6 (Schaltanlagen)'],
  ['nf3', 'gas/NF3', 'NF3', 'NF3'],
];

const REFRIGERANT_HELP = text(
  'Enter the kilograms topped up (refilled) in the period: refills replace what leaked. AR5 GWP, as DESNZ.',
  'Die im Zeitraum nachgefüllten Kilogramm eingeben: Nachfüllmengen ersetzen, was entwichen ist. GWP nach AR5, wie DESNZ.',
);

/**
 * One option per gas or blend (all, or the `keys` given). Scope 3 reuse (leaks of sold equipment) passes
 * its own input and help.
 */
export function buildRefrigerantOptions(
  prefix: string,
  reuse?: { keys: readonly string[]; help: LocalizedText } & Pick<
    FormOption,
    'reusesFactorOfScope' | 'activityInputs'
  >,
): FormOption[] {
  const input = { ...INPUTS.kilograms, label: text('Quantity topped up', 'Nachgefüllte Menge') };
  return GASES.filter(([key]) => !reuse || reuse.keys.includes(key)).map(([key, gas, en, de]) =>
    libraryOption(
      `${prefix}-${key}`,
      text(en, de),
      reuse?.activityInputs ?? [input],
      `refrigerants:${gas}:AR5`,
      {
        help: reuse?.help ?? REFRIGERANT_HELP,
        ...(reuse?.reusesFactorOfScope ? { reusesFactorOfScope: reuse.reusesFactorOfScope } : {}),
      },
    ),
  );
}
