import { describe, expect, it } from 'vitest';
import { GRID_TECHNOLOGY_INTENSITIES, type GridSharesPercent, splitGridIntensity } from './grid-split.ts';

/** Germany 2023, electricity/share-elec-by-source.csv (percent of generation). */
const GERMANY_2023: GridSharesPercent = {
  coal: 24.773174,
  gas: 15.21968,
  hydro: 4.2168794,
  solar: 12.680418,
  wind: 27.300522,
  oil: 4.1612897,
  nuclear: 1.4334213,
  otherRenewables: 0.037721615,
  bioenergy: 10.176894,
};

describe('splitGridIntensity', () => {
  it('splits Germany 2023 into generation and upstream that add up to Ember exactly', () => {
    // electricity/carbon-intensity-electricity.csv: Germany 2023 371.31064 g CO2e/kWh.
    // direct = 0.24773174 × 760 + 0.1521968 × 370 + 0.041612897 × (840 × 0.8193 = 688.212)
    //        = 188.2761224 + 56.312816 + 28.638495070164 = 273.227433470164
    // life cycle = 0.24773174 × 820 + 0.1521968 × 490 + 0.041612897 × 840 + 0.10176894 × 230
    //   + 0.042168794 × 24 + 0.014334213 × 12 + 0.12680418 × 48 + 0.27300522 × 11 + 0.00037721615 × 38
    //   = 203.1400268 + 74.576432 + 34.95483348 + 23.4068562 + 1.012051056 + 0.172010556
    //   + 6.08660064 + 3.00305742 + 0.0143342137 = 346.3662023657
    // f = 273.227433470164 ÷ 346.3662023657 = 0.78883976440
    // generation = 0.78883976440 × 371.31064 = 292.9045977… → 292.90460 (5 decimals, as the source)
    // upstream = 371.31064 − 292.90460 = 78.40604
    const split = splitGridIntensity('371.31064', GERMANY_2023);
    expect(split?.directSum).toBeCloseTo(273.227433470164, 9);
    expect(split?.lifeCycleSum).toBeCloseTo(346.3662023657, 9);
    expect(split?.generationFraction).toBeCloseTo(0.7888397644, 9);
    expect(split?.generation).toBe('292.90460');
    expect(split?.upstream).toBe('78.40604');
    expect(split?.decimals).toBe(5);
  });

  it('takes the oil direct figure from the DESNZ combustion share', () => {
    // 0.26813 ÷ (0.26813 + 0.05913) = 0.81932 → 0.8193; 840 × 0.8193 = 688.212.
    expect(GRID_TECHNOLOGY_INTENSITIES.oil.direct).toBeCloseTo(688.212, 9);
    expect(GRID_TECHNOLOGY_INTENSITIES.bioenergy.direct).toBe(0);
  });

  it('keeps the decimals of an intensity without decimals and of one with fewer', () => {
    const coalOnly = { ...GERMANY_2023, ...zeroShares(), coal: 100 };
    // 760 ÷ 820 × 500 = 463.41463… → 463; upstream 500 − 463 = 37.
    expect(splitGridIntensity('500', coalOnly)).toMatchObject({ generation: '463', upstream: '37' });
    // 760 ÷ 820 × 0.5 = 0.46341… → 0.5 at one decimal; upstream 0.0.
    expect(splitGridIntensity('0.5', coalOnly)).toMatchObject({ generation: '0.5', upstream: '0.0' });
    const windOnly = { ...zeroShares(), wind: 100 };
    expect(splitGridIntensity('11.0', windOnly)).toMatchObject({ generation: '0.0', upstream: '11.0' });
  });

  it('counts a blank share as 0 only when the others add up to 100 % ± 1', () => {
    const withBlank = { ...zeroShares(), coal: 50, gas: 49.5, otherRenewables: null };
    expect(splitGridIntensity('600', withBlank)).toBeDefined();
    const missingMuch = { ...zeroShares(), coal: 50, gas: 40, otherRenewables: null };
    expect(splitGridIntensity('600', missingMuch)).toBeUndefined();
  });

  it('gives no split for an empty mix or an intensity that is not a plain decimal', () => {
    expect(splitGridIntensity('371.3', zeroShares())).toBeUndefined();
    expect(splitGridIntensity('-1', GERMANY_2023)).toBeUndefined();
    expect(splitGridIntensity('', GERMANY_2023)).toBeUndefined();
  });
});

function zeroShares(): Record<keyof GridSharesPercent, number | null> {
  return {
    coal: 0,
    gas: 0,
    oil: 0,
    bioenergy: 0,
    hydro: 0,
    nuclear: 0,
    solar: 0,
    wind: 0,
    otherRenewables: 0,
  };
}
