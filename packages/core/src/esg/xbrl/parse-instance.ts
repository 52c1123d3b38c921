import { LINK, type ParsedInstance, readXbrlDocument, XBRLI } from './xbrl-document.ts';

export type { ParsedContext, ParsedFact, ParsedInstance } from './xbrl-document.ts';

/**
 * Reads an XBRL instance with the core's XML tokenizer (no DTDs, no external entities): schema
 * references, contexts with their entity, period and explicit members, units and the facts (the
 * children of the root outside the instance and linkbase namespaces), every name resolved to its
 * namespace through the declarations in scope.
 */
export function parseXbrlInstance(xml: string): ParsedInstance {
  return readXbrlDocument(xml, (element) =>
    element.depth === 1 && element.namespace !== XBRLI && element.namespace !== LINK
      ? {
          namespace: element.namespace,
          localName: element.local,
          contextRef: element.attributes.contextRef,
          unitRef: element.attributes.unitRef,
          decimals: element.attributes.decimals,
          text: element.text,
        }
      : undefined,
  );
}
