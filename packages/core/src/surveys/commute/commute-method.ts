import { z } from 'zod';
import { COMMUTE_FACTOR_SETS, HOURS_PER_HOME_OFFICE_DAY } from './commute-modes.ts';

/**
 * The figures a survey's category 7 rows were made with, kept per year they were sent to: the rows'
 * assumptions and the Word report's methodology word them in their own language from these.
 */
export const commuteMethodSchema = z.object({
  surveyName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  respondents: z.number(),
  responseRate: z.number().nullable(),
  headCount: z.number(),
  /** What each answer stands for: head count / respondents. */
  scale: z.number(),
  factorSet: z.enum(COMMUTE_FACTOR_SETS),
});
export type CommuteMethod = z.infer<typeof commuteMethodSchema>;

const formatter = (lang: 'en' | 'de', digits: number) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: digits });

const FACTOR_SET_NAMES = { DESNZ: 'DESNZ', EPA_HUB: 'US EPA GHG Emission Factors Hub' } as const;

/** The method of a survey's rows in words: answers, response rate, head count, method and factors. */
export function describeCommuteMethod(method: CommuteMethod, lang: 'en' | 'de'): string {
  const share = (value: number) => formatter(lang, 1).format(Math.round(value * 1000) / 10);
  const rate = method.responseRate === null ? 'n/a' : `${share(method.responseRate)} %`;
  const scale = formatter(lang, 2).format(Math.round(method.scale * 100) / 100);
  const count = formatter(lang, 0);
  const factors = FACTOR_SET_NAMES[method.factorSet];
  if (lang === 'de')
    return [
      `Pendlerumfrage „${method.surveyName}“ (${method.periodStart} bis ${method.periodEnd}): ${count.format(method.respondents)} Antworten, Rücklaufquote ${rate}, hochgerechnet auf einen Personalstand von ${count.format(method.headCount)} (jede Antwort steht für ${scale} Mitarbeitende).`,
      `Methode: streckenbasiert (GHG Protocol, Kategorie 7). Je Antwort 2 × einfache Strecke × Tage vor Ort pro Woche × Arbeitswochen pro Jahr, bei gemischten Wegen nach Anteilen aufgeteilt; die Strecke einer Fahrgemeinschaft geteilt durch die Personen im Auto. Faktoren: ${factors}. Homeoffice: Homeoffice-Tage × Wochen × ${HOURS_PER_HOME_OFFICE_DAY} Stunden × DESNZ-Homeoffice-Faktor pro Vollzeit-Arbeitsstunde (Bürogeräte und Heizung; die Bibliothek hat keinen anderen). Eigene Autos der Mitarbeitenden zählen hier, nie in Scope 1; Fahrrad, E-Bike und zu Fuß zählen als null.`,
    ].join(' ');
  return [
    `Commute survey "${method.surveyName}" (${method.periodStart} to ${method.periodEnd}): ${count.format(method.respondents)} answers, response rate ${rate}, extrapolated to a head count of ${count.format(method.headCount)} (each answer stands for ${scale} employees).`,
    `Method: distance-based (GHG Protocol, category 7). Per respondent 2 × one-way distance × days on site per week × weeks worked per year, split by the shares of mixed trips; a shared car's distance divided by the people in it. Factors: ${factors}. Home office: home-office days × weeks × ${HOURS_PER_HOME_OFFICE_DAY} hours × the DESNZ homeworking factor per FTE working hour (office equipment and heating; the library has no other). Employees' own cars count here, never in Scope 1; bicycle, e-bike and walking count as zero.`,
  ].join(' ');
}
