/** Thrown for markup the scanner refuses: broken tags, or any DTD (which could declare entities). */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
}

/** Attributes of one element by local name (`r:id` is `id`), entity references decoded. */
export type XmlAttributes = Record<string, string>;

/** Callbacks of `scanXml`; element names are local names, without a namespace prefix. */
export type XmlVisitor = {
  onOpen?: (name: string, attributes: XmlAttributes, isSelfClosing: boolean) => void;
  onClose?: (name: string) => void;
  onText?: (text: string) => void;
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const ENTITY_PATTERN = /&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g;
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * Decodes the five predefined entities and numeric character references. Nothing else is an entity
 * here: documents with a DTD are refused by the scanner, so no other name can have been declared, and an
 * unknown reference stays as written.
 */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY_PATTERN, (whole, body: string) => {
    if (body.charCodeAt(0) !== 35 /* # */) return NAMED_ENTITIES[body] ?? whole;
    const codePoint =
      body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    const isValid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
    return isValid ? String.fromCodePoint(codePoint) : REPLACEMENT_CHARACTER;
  });
}

function localName(qualifiedName: string): string {
  const colon = qualifiedName.indexOf(':');
  return colon === -1 ? qualifiedName : qualifiedName.slice(colon + 1);
}

function isNameEnd(code: number): boolean {
  // whitespace, '/', '>', '='
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62 || code === 61;
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Reads the attributes of a start tag between `start` and the tag's end; returns them and the end index. */
function readAttributes(
  xml: string,
  start: number,
  nameOf: (name: string) => string,
): { attributes: XmlAttributes; end: number } {
  const attributes: XmlAttributes = {};
  let index = start;
  for (;;) {
    while (isWhitespace(xml.charCodeAt(index))) index += 1;
    const code = xml.charCodeAt(index);
    if (code === 62 /* > */ || code === 47 /* / */) return { attributes, end: index };
    if (Number.isNaN(code)) throw new XmlSyntaxError('unterminated start tag');
    const nameStart = index;
    while (!isNameEnd(xml.charCodeAt(index)) && index < xml.length) index += 1;
    const name = xml.slice(nameStart, index);
    while (isWhitespace(xml.charCodeAt(index))) index += 1;
    if (xml.charCodeAt(index) !== 61 /* = */ || name === '') throw new XmlSyntaxError('malformed attribute');
    index += 1;
    while (isWhitespace(xml.charCodeAt(index))) index += 1;
    const quote = xml[index];
    if (quote !== '"' && quote !== "'") throw new XmlSyntaxError('unquoted attribute value');
    const valueEnd = xml.indexOf(quote, index + 1);
    if (valueEnd === -1) throw new XmlSyntaxError('unterminated attribute value');
    attributes[nameOf(name)] = decodeXmlEntities(xml.slice(index + 1, valueEnd));
    index = valueEnd + 1;
  }
}

/** Skips `<!--…-->`, `<?…?>` and CDATA sections; returns the index after them and any CDATA text. */
function skipSpecial(xml: string, start: number): { next: number; text?: string } {
  if (xml.startsWith('<!--', start)) {
    const end = xml.indexOf('-->', start + 4);
    if (end === -1) throw new XmlSyntaxError('unterminated comment');
    return { next: end + 3 };
  }
  if (xml.startsWith('<![CDATA[', start)) {
    const end = xml.indexOf(']]>', start + 9);
    if (end === -1) throw new XmlSyntaxError('unterminated CDATA section');
    return { next: end + 3, text: xml.slice(start + 9, end) };
  }
  if (xml.startsWith('<?', start)) {
    const end = xml.indexOf('?>', start + 2);
    if (end === -1) throw new XmlSyntaxError('unterminated processing instruction');
    return { next: end + 2 };
  }
  // `<!DOCTYPE` and any other declaration: a DTD may define entities (billion laughs, external files).
  throw new XmlSyntaxError('document type declarations are not allowed');
}

/**
 * Walks an XML document in one pass, calling the visitor for start tags, end tags and text (tag names
 * without their prefix unless `keepPrefixes`). It is a tokenizer, not a validating parser: it does not
 * check that tags nest, which the spreadsheet reader does not need, and it never resolves anything
 * outside the text (no DTD, no external entities).
 */
export function scanXml(xml: string, visitor: XmlVisitor, options: { keepPrefixes?: boolean } = {}): void {
  const { onOpen, onClose, onText } = visitor;
  // Names as written (`xbrli:context`) when the caller resolves namespaces itself, else local names.
  const nameOf = options.keepPrefixes ? (name: string) => name : localName;
  let index = 0;
  while (index < xml.length) {
    const tagStart = xml.indexOf('<', index);
    const textEnd = tagStart === -1 ? xml.length : tagStart;
    if (textEnd > index && onText) onText(decodeXmlEntities(xml.slice(index, textEnd)));
    if (tagStart === -1) return;
    const next = xml.charCodeAt(tagStart + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      const special = skipSpecial(xml, tagStart);
      if (special.text && onText) onText(special.text);
      index = special.next;
      continue;
    }
    if (next === 47 /* / */) {
      const end = xml.indexOf('>', tagStart + 2);
      if (end === -1) throw new XmlSyntaxError('unterminated end tag');
      onClose?.(nameOf(xml.slice(tagStart + 2, end).trim()));
      index = end + 1;
      continue;
    }
    let nameEnd = tagStart + 1;
    while (nameEnd < xml.length && !isNameEnd(xml.charCodeAt(nameEnd))) nameEnd += 1;
    if (nameEnd === tagStart + 1) throw new XmlSyntaxError('malformed start tag');
    const name = nameOf(xml.slice(tagStart + 1, nameEnd));
    const { attributes, end } = readAttributes(xml, nameEnd, nameOf);
    const isSelfClosing = xml.charCodeAt(end) === 47;
    const close = isSelfClosing ? end + 1 : end;
    if (xml.charCodeAt(close) !== 62) throw new XmlSyntaxError('malformed start tag');
    onOpen?.(name, attributes, isSelfClosing);
    if (isSelfClosing) onClose?.(name);
    index = close + 1;
  }
}
