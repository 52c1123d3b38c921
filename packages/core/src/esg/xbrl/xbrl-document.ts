import { scanXml } from '../../import/xml-scanner.ts';

/** A fact as read from an instance: the concept as `namespace#local`, its attributes and text. */
export type ParsedFact = {
  readonly namespace: string;
  readonly localName: string;
  readonly contextRef?: string;
  readonly unitRef?: string;
  readonly decimals?: string;
  readonly text: string;
};

export type ParsedContext = {
  readonly id: string;
  readonly scheme?: string;
  readonly identifier: string;
  readonly period: { instant?: string; startDate?: string; endDate?: string };
  /** Axis → member, both as `namespace#local`. */
  readonly explicitMembers: Readonly<Record<string, string>>;
};

export type ParsedInstance = {
  readonly schemaRefs: string[];
  readonly contexts: Map<string, ParsedContext>;
  /** Unit id → its measures as `namespace#local`; a division is `numerator/denominator`. */
  readonly units: Map<string, string>;
  readonly facts: ParsedFact[];
};

export const XBRLI = 'http://www.xbrl.org/2003/instance';
export const LINK = 'http://www.xbrl.org/2003/linkbase';
const XBRLDI = 'http://xbrl.org/2006/xbrldi';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** An element as it closes: its name resolved, its attributes, the text of it and its descendants. */
export type ClosedElement = {
  readonly namespace: string;
  readonly local: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly text: string;
  /** How many elements enclose it (the root has 0). */
  readonly depth: number;
  /** Resolves a `prefix:local` name against the declarations in scope as `namespace#local`. */
  readonly expand: (qualified: string) => { namespace: string; local: string };
};

type Frame = {
  name: string;
  namespaces: Record<string, string>;
  text: string;
  attributes: Record<string, string>;
  /** Text inside it does not count for the elements around it (`ix:exclude`). */
  isTextBarrier: boolean;
};

/** Resolves `prefix:local` against the namespace declarations in scope. */
function resolve(qualified: string, scope: Record<string, string>): { namespace: string; local: string } {
  const colon = qualified.indexOf(':');
  const prefix = colon === -1 ? '' : qualified.slice(0, colon);
  const local = colon === -1 ? qualified : qualified.slice(colon + 1);
  return { namespace: scope[prefix] ?? '', local };
}

/**
 * Reads an XBRL document with the core's XML tokenizer (no DTDs, no external entities): schema
 * references, contexts with their entity, period and explicit members, and units, wherever they stand
 * (an instance's root, an inline report's `ix:resources`); every name resolved to its namespace through
 * the declarations in scope. `factOf` turns an element into a fact, or answers undefined for the rest;
 * `isTextBarrier` names elements whose text the enclosing elements leave out.
 */
export function readXbrlDocument(
  xml: string,
  factOf: (element: ClosedElement) => ParsedFact | undefined,
  isTextBarrier: (namespace: string, local: string) => boolean = () => false,
): ParsedInstance {
  const stack: Frame[] = [];
  const instance: ParsedInstance = { schemaRefs: [], contexts: new Map(), units: new Map(), facts: [] };
  let context:
    | {
        id: string;
        scheme?: string;
        identifier: string;
        period: ParsedContext['period'];
        explicitMembers: Record<string, string>;
      }
    | undefined;
  let unit: { id: string; numerator: string[]; denominator: string[]; inDenominator: boolean } | undefined;

  scanXml(
    xml,
    {
      onOpen(name, attributes) {
        const parent = stack.at(-1)?.namespaces ?? { xml: XML_NAMESPACE };
        const namespaces = { ...parent };
        for (const [key, value] of Object.entries(attributes)) {
          if (key === 'xmlns') namespaces[''] = value;
          else if (key.startsWith('xmlns:')) namespaces[key.slice(6)] = value;
        }
        const { namespace, local } = resolve(name, namespaces);
        stack.push({
          name,
          namespaces,
          text: '',
          attributes,
          isTextBarrier: isTextBarrier(namespace, local),
        });
        if (namespace === LINK && local === 'schemaRef')
          instance.schemaRefs.push(attributes['xlink:href'] ?? '');
        if (namespace === XBRLI && local === 'context')
          context = { id: attributes.id ?? '', identifier: '', period: {}, explicitMembers: {} };
        if (namespace === XBRLI && local === 'identifier' && context) context.scheme = attributes.scheme;
        if (namespace === XBRLI && local === 'unit')
          unit = { id: attributes.id ?? '', numerator: [], denominator: [], inDenominator: false };
        if (namespace === XBRLI && local === 'unitDenominator' && unit) unit.inDenominator = true;
      },
      onText(text) {
        for (let index = stack.length - 1; index >= 0; index -= 1) {
          const frame = stack[index] as Frame;
          frame.text += text;
          if (frame.isTextBarrier) break;
        }
      },
      onClose() {
        const frame = stack.pop();
        if (!frame) return;
        const { namespace, local } = resolve(frame.name, frame.namespaces);
        const text = frame.text.trim();
        const expandName = (qualified: string) => resolve(qualified.trim(), frame.namespaces);
        const expand = (qualified: string) => {
          const resolved = expandName(qualified);
          return `${resolved.namespace}#${resolved.local}`;
        };
        if (namespace === XBRLI && context) {
          if (local === 'identifier') context.identifier = text;
          if (local === 'instant' || local === 'startDate' || local === 'endDate')
            context.period[local] = text;
          if (local === 'context') {
            instance.contexts.set(context.id, context);
            context = undefined;
          }
        }
        if (namespace === XBRLDI && local === 'explicitMember' && context)
          context.explicitMembers[expand(frame.attributes.dimension ?? '')] = expand(text);
        if (namespace === XBRLI && unit) {
          if (local === 'measure')
            (unit.inDenominator ? unit.denominator : unit.numerator).push(expand(text));
          if (local === 'unit') {
            const measures = [
              unit.numerator.join('*'),
              ...(unit.denominator.length ? [unit.denominator.join('*')] : []),
            ];
            instance.units.set(unit.id, measures.join('/'));
            unit = undefined;
          }
        }
        const fact = factOf({
          namespace,
          local,
          attributes: frame.attributes,
          text: frame.text,
          depth: stack.length,
          expand: expandName,
        });
        if (fact) instance.facts.push(fact);
      },
    },
    { keepPrefixes: true },
  );
  return instance;
}
