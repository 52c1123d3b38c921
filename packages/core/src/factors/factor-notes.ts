import { z } from 'zod';

/**
 * What a row's factor does not say by itself and a reader must know to defend the figure: another
 * year's data, losses left out, prices without margins, a factor converted from another one, rates of
 * a part year. Stored with the factor a row cites (`FactorUsed.notes`) and worded in the reader's
 * language by `describeFactorNote`, in the app, the report and the CSV alike.
 */
export const factorNoteSchema = z.discriminatedUnion('code', [
  /** The factor's data year is not the row's year (the latest published year stands in). */
  z.object({ code: z.literal('factorYear'), factorYear: z.number().int(), year: z.number().int() }),
  /** No open source gives the country's transmission and distribution losses, and none were entered. */
  z.object({ code: z.literal('gridLossesNotIncluded'), region: z.string() }),
  /** Transmission and distribution losses at the percentage an admin entered for the year. */
  z.object({ code: z.literal('gridLossEntered'), percent: z.number() }),
  /**
   * A basic-price factor applied to an invoice: trade and transport margins are not included. With
   * `product`, the country has valuation tables but no purchaser-price factor of that NACE product.
   */
  z.object({ code: z.literal('marginsNotIncluded'), country: z.string(), product: z.string().optional() }),
  /** A supply factor of `supplierCountry` converted to the purchaser prices of `buyerCountry`. */
  z.object({
    code: z.literal('convertedToPurchaserPrices'),
    supplierCountry: z.string(),
    buyerCountry: z.string(),
  }),
  /** The spend year has no factor: the nearest year's factor is used as published, not deflated. */
  z.object({
    code: z.literal('nearestFactorYear'),
    factorYear: z.number().int(),
    spendYear: z.number().int(),
  }),
  /** Converted at the exchange-rate average of `rateYear`, which has `months` months of rates. */
  z.object({
    code: z.literal('exchangeRateYear'),
    currency: z.string(),
    rateYear: z.number().int(),
    months: z.number().int().min(0).max(12),
    spendYear: z.number().int(),
  }),
  /** A spend row priced by the emissions its supplier reported for `year`, instead of a spend factor. */
  z.object({ code: z.literal('supplierReported'), supplier: z.string(), year: z.number().int() }),
]);
export type FactorNote = z.infer<typeof factorNoteSchema>;

type NoteLang = 'en' | 'de';

const WORDS: {
  [L in NoteLang]: { [C in FactorNote['code']]: (note: Extract<FactorNote, { code: C }>) => string };
} = {
  en: {
    factorYear: (n) =>
      n.factorYear < n.year
        ? `Data of ${n.factorYear} used for ${n.year}: no later year is published.`
        : `Data of ${n.factorYear} used for ${n.year}: no data of that year is published.`,
    gridLossesNotIncluded: (n) =>
      `Transmission and distribution losses not included: no open source gives them for ${n.region}. An admin can enter a loss percentage in the year's settings.`,
    gridLossEntered: (n) => `Transmission and distribution losses at ${n.percent} %, entered for the year.`,
    marginsNotIncluded: (n) =>
      n.product
        ? `Basic prices: trade and transport margins are not included (no purchaser-price factor of ${n.product} for ${n.country}).`
        : `Basic prices: trade and transport margins are not included (${n.country} publishes no valuation table).`,
    convertedToPurchaserPrices: (n) =>
      `Supply factor of ${n.supplierCountry} converted to purchaser prices of ${n.buyerCountry} (rebasing ratio and margin term); a converted factor, not one published by Ecodex.`,
    nearestFactorYear: (n) =>
      `No factor for ${n.spendYear}: the ${n.factorYear} factor is used as published, not deflated.`,
    exchangeRateYear: (n) =>
      n.rateYear === n.spendYear && n.months === 12
        ? `${n.currency} converted at the ECB's ${n.rateYear} average rate.`
        : `${n.currency} converted at the ECB's ${n.rateYear} average rate (${n.months} months of rates) for spend of ${n.spendYear}.`,
    supplierReported: (n) =>
      `Emissions reported by the supplier ${n.supplier} for ${n.year}: they replace the spend-based estimate for this supplier.`,
  },
  de: {
    factorYear: (n) =>
      n.factorYear < n.year
        ? `Daten von ${n.factorYear} für ${n.year} verwendet: kein späteres Jahr veröffentlicht.`
        : `Daten von ${n.factorYear} für ${n.year} verwendet: keine Daten dieses Jahres veröffentlicht.`,
    gridLossesNotIncluded: (n) =>
      `Übertragungs- und Verteilungsverluste nicht enthalten: Keine offene Quelle nennt sie für ${n.region}. Ein Admin kann in den Einstellungen des Jahres einen Verlustanteil eintragen.`,
    gridLossEntered: (n) =>
      `Übertragungs- und Verteilungsverluste mit ${String(n.percent).replace('.', ',')} %, für das Jahr eingetragen.`,
    marginsNotIncluded: (n) =>
      n.product
        ? `Herstellungspreise: Handels- und Transportspannen sind nicht enthalten (kein Anschaffungspreisfaktor von ${n.product} für ${n.country}).`
        : `Herstellungspreise: Handels- und Transportspannen sind nicht enthalten (${n.country} veröffentlicht keine Bewertungstabelle).`,
    convertedToPurchaserPrices: (n) =>
      `Angebotsfaktor von ${n.supplierCountry} in Anschaffungspreise von ${n.buyerCountry} umgerechnet (Umrechnungsverhältnis und Spannenterm); ein umgerechneter Faktor, nicht von Ecodex veröffentlicht.`,
    nearestFactorYear: (n) =>
      `Kein Faktor für ${n.spendYear}: Der Faktor von ${n.factorYear} wird wie veröffentlicht verwendet, nicht deflationiert.`,
    exchangeRateYear: (n) =>
      n.rateYear === n.spendYear && n.months === 12
        ? `${n.currency} zum EZB-Jahresdurchschnitt ${n.rateYear} umgerechnet.`
        : `${n.currency} zum EZB-Durchschnitt ${n.rateYear} (${n.months} Monate Kurse) für Ausgaben von ${n.spendYear} umgerechnet.`,
    supplierReported: (n) =>
      `Vom Lieferanten ${n.supplier} für ${n.year} gemeldete Emissionen: Sie ersetzen die ausgabenbasierte Schätzung für diesen Lieferanten.`,
  },
};

/** A factor note in words, in English or German. */
export function describeFactorNote(note: FactorNote, lang: string): string {
  const words = WORDS[lang === 'de' ? 'de' : 'en'];
  return (words[note.code] as (n: FactorNote) => string)(note);
}
