import type { EsgDatapoint } from '@carbon-ledger/core';

type Lang = 'en' | 'de';

const name = (datapoint: Pick<EsgDatapoint, 'label'>, lang: Lang) =>
  lang === 'de' ? `„${datapoint.label.de}“` : `"${datapoint.label.en}"`;

/**
 * The refusals of an ESG save beyond `describeDatapointProblem`'s, in the language the request asked
 * for (`readRequestLanguage`), each naming the datapoint or disclosure.
 */
export const SAVE_MESSAGES = {
  unknownDatapoint: (catalogue: string, code: string, lang: Lang) =>
    lang === 'de'
      ? `Den ${catalogue}-Datenpunkt ${code} gibt es nicht.`
      : `No ${catalogue} datapoint ${code}.`,
  answeredTwice: (datapoint: Pick<EsgDatapoint, 'label'>, lang: Lang) =>
    lang === 'de'
      ? `${name(datapoint, lang)} ist zweimal beantwortet.`
      : `${name(datapoint, lang)} is answered twice.`,
  fromCalculator: (datapoint: Pick<EsgDatapoint, 'label'>, lang: Lang) =>
    lang === 'de'
      ? `${name(datapoint, lang)} kommt aus dem Rechner und ist nur lesbar.`
      : `${name(datapoint, lang)} comes from the calculator and is read-only.`,
  fromVsme: (datapoint: Pick<EsgDatapoint, 'label'>, lang: Lang) =>
    lang === 'de'
      ? `${name(datapoint, lang)} kommt aus VSME B8 des Jahres mit demselben Zeitraum und ist hier nur lesbar.`
      : `${name(datapoint, lang)} comes from VSME B8 of the year with the same period and is read-only here.`,
  unknownDisclosure: (catalogue: string, code: string, lang: Lang) =>
    lang === 'de'
      ? `Die ${catalogue}-Angabe ${code} gibt es nicht.`
      : `No ${catalogue} disclosure ${code} to state.`,
  unknownSubstances: (datapoint: Pick<EsgDatapoint, 'label'>, ids: readonly string[], lang: Lang) =>
    lang === 'de'
      ? `${name(datapoint, lang)} enthält Stoffe, die die Stoffliste nicht hat: ${ids.join(', ')}.`
      : `${name(datapoint, lang)} holds substances the substance list does not have: ${ids.join(', ')}.`,
  /** The refusal as a whole: the one problem's message, or how many answers need a change. */
  summary: (problems: readonly { message: string }[], lang: Lang) =>
    problems.length === 1
      ? (problems[0]?.message ?? '')
      : lang === 'de'
        ? `${problems.length} Antworten müssen geändert werden.`
        : `${problems.length} answers need a change.`,
};
