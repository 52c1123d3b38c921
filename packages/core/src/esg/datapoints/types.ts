import type { ReferenceListId } from '../reference-lists/index.ts';
import type { ReferenceLanguage } from '../reference-lists/types.ts';

/** What a datapoint asks for (spec section 3: the ESG input types). */
export type DatapointType = 'number' | 'percentage' | 'yesNo' | 'choice' | 'date' | 'narrative' | 'aiText';

export type Labels = Readonly<Record<ReferenceLanguage, string>>;

/** Where a choice datapoint takes its options from. */
export type DatapointChoices =
  /** Options listed with the datapoint (a taxonomy's domain members), id = the member's concept. */
  | {
      readonly kind: 'options';
      readonly isMultiple: boolean;
      readonly options: readonly { id: string; label: Labels }[];
    }
  /** A reference list of the core (`REFERENCE_LISTS`): the countries, the energy sources, the gases … */
  | { readonly kind: 'reference'; readonly isMultiple: boolean; readonly listId: ReferenceListId }
  /** The NACE Rev. 2.1 codes of the taxonomy (long; searched rather than listed). */
  | { readonly kind: 'nace'; readonly isMultiple: boolean }
  /** The operator-loaded substance list (ECHA's candidate list; searched on the server, ids stored). */
  | { readonly kind: 'substances'; readonly isMultiple: boolean };

/** How a datapoint is tagged in an XBRL report. */
export type XbrlTagging = {
  readonly concept: string;
  readonly dataType: string;
  readonly periodType: 'instant' | 'duration';
  /**
   * The units a value may carry: UTR units (`utr:t`), `iso4217:*` for the report's currency,
   * `utr:tCO2e/iso4217:*` for an intensity per currency unit, `xbrli:pure` for plain numbers and ratios.
   */
  readonly units: readonly string[];
  /** Axis → member the fact is reported for, when the datapoint is one member of an axis (B3's parts). */
  readonly dimensions?: Readonly<Record<string, string>>;
};

/** One thing a disclosure asks for: a figure, a yes/no, a choice, a date or a text. */
export type EsgDatapoint = {
  readonly code: string;
  readonly label: Labels;
  /** The disclosure it belongs to (VSME `B1`…`B11`, `C1`…`C9`, or `other`; ESRS `E1-6` and so on). */
  readonly disclosure: string;
  readonly type: DatapointType;
  /** For dates: a whole date or only a year (`gYear`). */
  readonly datePrecision?: 'day' | 'year';
  readonly choices?: DatapointChoices;
  /** The units a number takes when it has no XBRL tagging (the ESRS form's datapoints). */
  readonly units?: readonly string[];
  /**
   * The smallest value a number or percentage takes. A number takes any value unless set (0 for counts
   * of people and quantities that cannot be negative); a percentage takes 0 to 100 unless set (a pay gap
   * may be negative: -100). The largest percentage is always 100.
   */
  readonly minimum?: number;
  readonly xbrl?: XbrlTagging;
};

/** The VSME module a datapoint belongs to. */
export type VsmeModule = 'basic' | 'comprehensive' | 'both';

/** A datapoint of EFRAG's VSME taxonomy, with its module and the paragraph of the standard asking for it. */
export type VsmeDatapoint = EsgDatapoint & {
  readonly module: VsmeModule;
  readonly paragraph: string;
  readonly xbrl: XbrlTagging;
};
